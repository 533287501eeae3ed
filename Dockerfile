FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/kernel/package.json packages/kernel/
COPY backend/package.json backend/
COPY projections/package.json projections/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
# scripts/start-server.sh: node with the memory settings of docs/benchmarks.md "Exports".
CMD ["scripts/start-server.sh"]
