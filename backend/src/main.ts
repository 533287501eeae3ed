// First: sets how native addons allocate before any of them is loaded.
import './shared/process/native-allocator';
import { loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await createApp(config);
  await running.app.listen(config.port, config.host);
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node closes
  // them after 5 s), so a client never sends a request on a connection the server is closing
  // (ECONNRESET); headersTimeout must exceed it.
  const server = running.app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Business Builder is running at http://${shownHost}:${config.port}`);
  const stop = async (signal: string) => {
    console.log(`${signal} received: finishing in-flight requests and shutting down`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Never a bare `undefined`: a start that fails says why (issue 17).
  const reason =
    error instanceof Error
      ? error.message
      : typeof error === 'string' && error
        ? error
        : 'an unknown error (no reason given)';
  console.error(`Business Builder could not start: ${reason}`);
  process.exit(1);
});
