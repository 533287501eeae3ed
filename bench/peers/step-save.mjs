// The step save as the peers in bench/save-peers.mjs do it: the same request contract as ours
// (backend/src/contracts/projects.ts, validated with the same zod schema from the compiled
// server), and the same decision for the fields the benchmark saves: the caller must own the
// project, a completed project is read-only, only the fields that changed are recorded (each with
// who wrote it), currentStep is the highest step reached, a save that changes nothing appends
// nothing. The step rules and title rules of backend/src/projects/domain are not repeated here.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const dist = createRequire(import.meta.url);
const { updateProjectRequestSchema, createProjectRequestSchema } = dist(
  '../../backend/dist/contracts/projects.js',
);

export const SESSION_COOKIE = 'bb_session';
export const STEP_SAVED = 'wizard.step-saved';
export const CREATED = 'project.created';

export class HttpError extends Error {
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** The request body, or 400 with one message per field (as ours answers). */
export function parseSave(body) {
  return parseWith(updateProjectRequestSchema, body);
}

export function parseCreate(body) {
  return parseWith(createProjectRequestSchema, body ?? {});
}

function parseWith(schema, body) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, {
    message: 'Validation failed',
    details: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });
}

export const newSessionToken = () => randomBytes(32).toString('base64url');

export function sessionToken(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

export const sessionCookie = (token) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${7 * 24 * 3600}`;

/** A project's state as the save needs it. */
export const initialProject = () => ({
  projectId: null,
  userId: null,
  title: '',
  currentStep: 1,
  stepData: {},
  sources: {},
  completed: false,
  deleted: false,
});

function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => deepEqual(a[k], b[k]));
}

/** The fields `incoming` changes, per step key present in it (a key present replaces that step). */
function diff(current, incoming) {
  const changes = [];
  for (const [step, next] of Object.entries(incoming ?? {})) {
    if (next === undefined) continue;
    const before = current[step] ?? {};
    for (const [field, value] of Object.entries(next)) {
      if (value !== undefined && !deepEqual(before[field], value))
        changes.push({ step, field, value, source: { source: 'user' } });
    }
    for (const field of Object.keys(before)) {
      if (before[field] !== undefined && next[field] === undefined)
        changes.push({ step, field, cleared: true, source: { source: 'user' } });
    }
  }
  return changes;
}

export function applyChanges(stepData, sources, changes) {
  const data = Object.fromEntries(Object.entries(stepData).map(([k, v]) => [k, { ...v }]));
  const who = { ...sources };
  for (const c of changes) {
    const step = (data[c.step] ??= {});
    if (c.cleared) {
      delete step[c.field];
      delete who[`${c.step}.${c.field}`];
    } else {
      step[c.field] = c.value;
      who[`${c.step}.${c.field}`] = c.source;
    }
  }
  return { stepData: data, sources: who };
}

/** decide(state, command) -> events; throws HttpError 404 / 409. */
export function decideSave(state, userId, request) {
  if (!state.projectId || state.deleted || state.userId !== userId)
    throw new HttpError(404, { message: 'Project not found' });
  if (state.completed) throw new HttpError(409, { message: 'A completed project is read-only' });
  const changes = diff(state.stepData, request.stepData);
  const target = Math.max(state.currentStep, request.currentStep ?? state.currentStep);
  if (changes.length === 0 && target === state.currentStep) return [];
  return [
    {
      type: STEP_SAVED,
      data: { projectId: state.projectId, currentStep: target, previousStep: state.currentStep, changes },
    },
  ];
}

export function decideCreate(projectId, userId, request) {
  const events = [{ type: CREATED, data: { projectId, userId, title: request.title ?? '' } }];
  const changes = diff({}, request.stepData);
  const currentStep = request.currentStep ?? 1;
  if (changes.length > 0 || currentStep > 1)
    events.push({ type: STEP_SAVED, data: { projectId, currentStep, previousStep: 1, changes } });
  return events;
}

/** evolve(state, event) -> state: the command side's fold and the read model's. */
export function evolve(state, { type, data }) {
  if (type === CREATED)
    return { ...initialProject(), projectId: data.projectId, userId: data.userId, title: data.title };
  if (type === STEP_SAVED)
    return {
      ...state,
      currentStep: data.currentStep,
      ...applyChanges(state.stepData, state.sources, data.changes),
    };
  return state;
}
