// The Emmett peer of bench/save-peers.mjs: the step save written as Emmett's own samples write an
// endpoint (Emmett 0.42 on PostgreSQL, Express 5). The session is a Pongo document looked up by
// the cookie; the body is validated with the same schema as ours; CommandHandler reads the
// project's stream, decides, and appends with the version it read as the expected version
// (retrying on a conflict); the project read model is a Pongo document kept by an inline
// projection, written in the append's transaction, and read back for the answer
// (read-your-writes).
//
//   DATABASE_URL=... PORT=... node bench/peers/emmett/server.mjs
import { randomUUID } from 'node:crypto';
import { CommandHandler, projections } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { pongoClient } from '@event-driven-io/pongo';
import express from 'express';
import {
  CREATED,
  decideCreate,
  decideSave,
  evolve,
  HttpError,
  initialProject,
  newSessionToken,
  parseCreate,
  parseSave,
  sessionCookie,
  sessionToken,
  STEP_SAVED,
} from '../step-save.mjs';

const url = process.env.DATABASE_URL;
const streamOf = (projectId) => `project-${projectId}`;

/** The project read model: one document per project stream, kept in the append's transaction. */
const projectDocuments = pongoSingleStreamProjection({
  collectionName: 'projects',
  canHandle: [CREATED, STEP_SAVED],
  initialState: initialProject,
  evolve: (document, event) => evolve(document, event),
});

const store = getPostgreSQLEventStore(url, { projections: projections.inline([projectDocuments]) });
const pongo = pongoClient(url, { schema: { autoMigration: 'CreateOrUpdate' } });
const db = pongo.db();
const projects = db.collection('projects');
const sessions = db.collection('sessions');
// Schema first: the event store's tables and both collections (created lazily, two first requests
// at once would race to create them).
await store.schema.migrate();
await projects.createCollection();
await sessions.createCollection();
const handle = CommandHandler({ evolve, initialState: initialProject, mapToStreamId: streamOf });

/** The signed-in caller's id; 401 without a live session. */
async function caller(req) {
  const token = sessionToken(req.headers.cookie);
  const session = token ? await sessions.findOne({ _id: token }) : null;
  if (!session || Date.parse(session.expiresAt) <= Date.now())
    throw new HttpError(401, { message: 'Authentication required' });
  return session.userId;
}

const answer = (id, document) => ({
  id,
  title: document.title,
  version: document._version === undefined ? undefined : Number(document._version),
  currentStep: document.currentStep,
  stepData: document.stepData,
  sources: document.sources,
});

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '2mb' }));

const route = (fn) => async (req, res) => {
  try {
    await fn(req, res);
  } catch (error) {
    if (error instanceof HttpError) return res.status(error.status).json(error.body);
    if (error?.name === 'ExpectedVersionConflictError')
      return res.status(409).json({ message: 'The project changed meanwhile; try again' });
    console.error(error);
    res.status(500).json({ message: 'Internal error' });
  }
};

app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));

app.post(
  '/api/auth/register',
  route(async (_req, res) => {
    const token = newSessionToken();
    await sessions.insertOne({
      _id: token,
      userId: randomUUID(),
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    });
    res.status(201).setHeader('set-cookie', sessionCookie(token)).json({ ok: true });
  }),
);

app.post(
  '/api/projects',
  route(async (req, res) => {
    const userId = await caller(req);
    const request = parseCreate(req.body);
    const id = randomUUID();
    await handle(store, id, () => decideCreate(id, userId, request), {
      expectedStreamVersion: 'STREAM_DOES_NOT_EXIST',
    });
    res.status(201).json(answer(id, await projects.findOne({ _id: streamOf(id) })));
  }),
);

app.patch(
  '/api/projects/:id',
  route(async (req, res) => {
    const userId = await caller(req);
    const request = parseSave(req.body);
    const { id } = req.params;
    await handle(store, id, (state) => decideSave(state, userId, request), {
      retry: { onVersionConflict: true },
    });
    const document = await projects.findOne({ _id: streamOf(id) });
    if (!document) throw new HttpError(404, { message: 'Project not found' });
    res.json(answer(id, document));
  }),
);

const server = app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () =>
  server.close(() => Promise.all([store.close(), pongo.close()]).then(() => process.exit(0))),
);
