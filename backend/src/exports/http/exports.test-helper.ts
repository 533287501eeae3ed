import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'superagent';
import { newAccount, type TestApp } from '../../../../test/test-app';
import type { StepData } from '../../contracts/step-data';
import type { Tier } from '../../contracts/options';

/** Test support for the export HTTP tests: accounts on a plan, projects made through the API, downloads. */

export type Agent = ReturnType<TestApp['agent']>;

/** A new account on `tier` through the billing API ('free': as registered; 'trial': POST /api/start-trial). */
export async function accountOn(t: TestApp, tier: Tier | 'trial'): Promise<{ agent: Agent; userId: string }> {
  const agent = t.agent();
  const res = await agent.post('/api/auth/register').send(newAccount()).expect(201);
  if (tier === 'trial') await agent.post('/api/start-trial').expect(201);
  else if (tier !== 'free') await agent.post('/api/create-subscription').send({ tier }).expect(201);
  return { agent, userId: (res.body as { user: { id: string } }).user.id };
}

/** A project with `stepData` (POST /api/projects), at step 7 unless told; its id. */
export async function createProject(
  agent: Agent,
  stepData: StepData,
  title = 'Brewline',
  currentStep = 7,
): Promise<string> {
  const res = await agent.post('/api/projects').send({ title, currentStep, stepData }).expect(201);
  return (res.body as { id: string }).id;
}

export interface Download {
  status: number;
  contentType: string;
  disposition: string;
  /** The name in Content-Disposition's filename="...". */
  fileName: string | undefined;
  body: Buffer;
  /** The JSON error body of a refusal. */
  json(): { statusCode: number; message: string; code?: string; details?: Record<string, string> };
}

function binary(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** POST path with an optional JSON body; the answer as bytes whatever its type. */
export async function download(agent: Agent, path: string, body?: object): Promise<Download> {
  const req = agent.post(path);
  const res = await (body === undefined ? req : req.send(body)).buffer(true).parse(binary);
  const disposition = String(res.headers['content-disposition'] ?? '');
  const bytes = res.body as Buffer;
  return {
    status: res.status,
    contentType: String(res.headers['content-type'] ?? ''),
    disposition,
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1],
    body: bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as ReturnType<Download['json']>,
  };
}

/** Saves a download under `dir` by its own file name; the path. */
export function saveDownload(dir: string, file: Download): string {
  const path = join(dir, file.fileName ?? 'download.bin');
  writeFileSync(path, file.body);
  return path;
}
