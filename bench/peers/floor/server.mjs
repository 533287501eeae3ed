// The floor of bench/save-peers.mjs: the step save on bare node:http and pg, done correctly in two
// round trips to PostgreSQL. 1: the session (by its cookie) and the project's row. 2: one
// statement that moves the read model from the version read to the next only if it is still
// there (row lock, so two saves of one project serialize) and appends the event at that stream
// position in the same statement, answering the saved row (read-your-writes). A save that lost
// the race changes nothing and is tried again from 1.
//
//   DATABASE_URL=... PORT=... node bench/peers/floor/server.mjs
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import {
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
} from '../step-save.mjs';

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The app's migrated database already has the event store's events table; the rest is the floor's.
await db.query(`
  CREATE TABLE IF NOT EXISTS floor_sessions (
    token text PRIMARY KEY, user_id uuid NOT NULL, expires_at timestamptz NOT NULL);
  CREATE TABLE IF NOT EXISTS floor_projects (
    id uuid PRIMARY KEY, user_id uuid NOT NULL, version bigint NOT NULL, title text NOT NULL,
    current_step smallint NOT NULL, step_data jsonb NOT NULL, sources jsonb NOT NULL,
    completed boolean NOT NULL DEFAULT false, deleted boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now());`);

const SESSION_AND_PROJECT = {
  name: 'floor_session_project',
  text: `SELECT s.user_id AS caller, p.user_id, p.version, p.title, p.current_step, p.step_data,
           p.sources, p.completed, p.deleted
         FROM floor_sessions s LEFT JOIN floor_projects p ON p.id = $2
         WHERE s.token = $1 AND s.expires_at > now()`,
};
const SAVE = {
  name: 'floor_save',
  text: `WITH p AS (
           UPDATE floor_projects SET version = version + 1, current_step = $3, step_data = $4,
             sources = $5, updated_at = now()
           WHERE id = $1 AND version = $2
           RETURNING id, version, title, current_step, step_data, sources, updated_at),
         e AS (
           INSERT INTO events (event_id, stream_id, stream_position, event_type, data, metadata)
           SELECT $6, 'project-' || p.id, p.version, $7, $8, $9 FROM p)
         SELECT * FROM p`,
};

const answer = (row) => ({
  id: row.id,
  title: row.title,
  version: Number(row.version),
  currentStep: row.current_step,
  stepData: row.step_data,
  sources: row.sources,
  updatedAt: row.updated_at,
});

async function save(token, projectId, body) {
  const request = parseSave(body);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { rows } = await db.query({ ...SESSION_AND_PROJECT, values: [token, projectId] });
    if (rows.length === 0) throw new HttpError(401, { message: 'Authentication required' });
    const r = rows[0];
    const state = r.user_id
      ? {
          ...initialProject(),
          projectId,
          userId: r.user_id,
          title: r.title,
          currentStep: r.current_step,
          stepData: r.step_data,
          sources: r.sources,
          completed: r.completed,
          deleted: r.deleted,
        }
      : initialProject();
    const events = decideSave(state, r.caller, request);
    const next = events.reduce(evolve, state);
    if (events.length === 0) return { ...answer({ ...r, id: projectId, updated_at: null }) };
    const { data, type } = events[0];
    const saved = await db.query({
      ...SAVE,
      values: [
        projectId,
        r.version,
        next.currentStep,
        next.stepData,
        next.sources,
        randomUUID(),
        type,
        data,
        { userId: r.caller, occurredAt: new Date().toISOString() },
      ],
    });
    if (saved.rows.length === 1) return answer(saved.rows[0]);
  }
  throw new HttpError(409, { message: 'The project changed meanwhile; try again' });
}

async function register() {
  const token = newSessionToken();
  await db.query(`INSERT INTO floor_sessions VALUES ($1, $2, now() + interval '7 days')`, [
    token,
    randomUUID(),
  ]);
  return token;
}

async function create(token, body) {
  const request = parseCreate(body);
  const { rows } = await db.query(
    `SELECT user_id FROM floor_sessions WHERE token = $1 AND expires_at > now()`,
    [token],
  );
  if (rows.length === 0) throw new HttpError(401, { message: 'Authentication required' });
  const id = randomUUID();
  const events = decideCreate(id, rows[0].user_id, request);
  const state = events.reduce(evolve, initialProject());
  const inserted = await db.query(
    `WITH p AS (
       INSERT INTO floor_projects (id, user_id, version, title, current_step, step_data, sources)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, version, title, current_step, step_data, sources, updated_at),
     e AS (
       INSERT INTO events (event_id, stream_id, stream_position, event_type, data, metadata)
       SELECT gen_random_uuid(), 'project-' || $1, n, e->>'type', e->'data', '{}'
       FROM jsonb_array_elements($8::jsonb) WITH ORDINALITY AS x(e, n))
     SELECT * FROM p`,
    [
      id,
      state.userId,
      events.length,
      state.title,
      state.currentStep,
      state.stepData,
      state.sources,
      JSON.stringify(events),
    ],
  );
  return answer(inserted.rows[0]);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 2 * 1024 * 1024) reject(new HttpError(413, { message: 'Request body too large' }));
      chunks.push(c);
    });
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
      } catch {
        reject(new HttpError(400, { message: 'Malformed JSON' }));
      }
    });
    req.on('error', reject);
  });
}

const PROJECT_PATH = /^\/api\/projects\/([0-9a-f-]{36})$/;

const server = http.createServer(async (req, res) => {
  const send = (status, body, headers = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  };
  try {
    const body = await readBody(req);
    if (req.method === 'GET' && req.url === '/api/health') return send(200, { status: 'ok' });
    if (req.method === 'POST' && req.url === '/api/auth/register') {
      const token = await register();
      return send(201, { ok: true }, { 'set-cookie': sessionCookie(token) });
    }
    const token = sessionToken(req.headers.cookie);
    if (!token) throw new HttpError(401, { message: 'Authentication required' });
    if (req.method === 'POST' && req.url === '/api/projects') return send(201, await create(token, body));
    const match = PROJECT_PATH.exec(req.url ?? '');
    if (req.method === 'PATCH' && match) return send(200, await save(token, match[1], body));
    send(404, { message: 'Not found' });
  } catch (error) {
    if (error instanceof HttpError) return send(error.status, error.body);
    if (error?.code === '23505') return send(409, { message: 'The project changed meanwhile; try again' });
    console.error(error);
    send(500, { message: 'Internal error' });
  }
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => server.close(() => db.end().then(() => process.exit(0))));
