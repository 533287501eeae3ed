import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { fullStepData } from '../fixtures/full-project';
import { makeTempDir, type TempDir } from '../rendering/testing/export-files.test-helper';
import { accountOn, createProject, download, type Agent } from './exports.test-helper';

/**
 * Reproducible exports (issue 14, item 5): every zip ends with manifest.json (what it was built
 * from, a SHA-256 of each file); the same project version exports to the same bytes however many
 * edits came after; `npm run verify-export` checks a package against its manifest.
 */
jest.setTimeout(240_000);

const repo = join(__dirname, '..', '..', '..', '..');
let clock = new Date('2026-11-22T15:00:00Z');

function verify(file: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(repo, 'scripts', 'verify-export.mjs'), file], {
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function latestVersion(agent: Agent, projectId: string): Promise<number> {
  const res = await agent.get(`/api/projects/${projectId}/history`).expect(200);
  const entries = (res.body as { entries: { version: number }[] }).entries;
  return Math.max(...entries.map((e) => e.version));
}

describe('reproducible exports with a manifest', () => {
  let t: TestApp;
  let agent: Agent;
  let projectId: string;
  let dir: TempDir;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => clock } });
    ({ agent } = await accountOn(t, 'enterprise'));
    projectId = await createProject(agent, fullStepData);
    dir = makeTempDir();
  });
  afterAll(async () => {
    dir?.remove();
    await t?.close();
  });

  it('a version exported today and after ten more edits is byte-identical, and verify-export passes on both', async () => {
    const version = await latestVersion(agent, projectId);
    const before = await download(agent, `/api/export/${projectId}`, { format: 'complete', version });
    expect(before.status).toBe(200);
    const logosBefore = await download(agent, `/api/export/${projectId}/logo-files`, { version });

    for (let i = 1; i <= 10; i += 1) {
      clock = new Date(clock.getTime() + 3_600_000);
      await agent
        .patch(`/api/projects/${projectId}`)
        .send({
          stepData: { businessDefinition: { missionStatement: `Edited mission number ${i} for cafés.` } },
        })
        .expect(200);
    }
    const edited = await latestVersion(agent, projectId);
    clock = new Date(clock.getTime() + 86_400_000);
    const after = await download(agent, `/api/export/${projectId}`, { format: 'complete', version });
    const logosAfter = await download(agent, `/api/export/${projectId}/logo-files`, { version });
    // File by file, so a difference names the file that changed; then the whole zip.
    const hashes = (zip: Buffer) =>
      (
        JSON.parse(Buffer.from(unzipSync(new Uint8Array(zip))['manifest.json']!).toString('utf8')) as {
          files: { path: string; sha256: string }[];
        }
      ).files;
    expect(hashes(after.body)).toEqual(hashes(before.body));
    expect(after.body.equals(before.body)).toBe(true);
    expect(hashes(logosAfter.body)).toEqual(hashes(logosBefore.body));
    expect(logosAfter.body.equals(logosBefore.body)).toBe(true);

    const files = unzipSync(new Uint8Array(after.body));
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8')) as {
      projectId: string;
      projectVersion: number;
      eventsSha256: string;
      exportType: string;
      files: { path: string; sha256: string }[];
    };
    expect(manifest).toMatchObject({ projectId, projectVersion: version, exportType: 'complete-package' });
    expect(manifest.eventsSha256).toMatch(/^[0-9a-f]{64}$/);
    const listed = manifest.files.map((f) => f.path).sort();
    const inZip = Object.keys(files)
      .filter((n) => n !== 'manifest.json')
      .sort();
    expect(listed).toEqual(inZip);
    // The documents show the version they were built from, not a later edit.
    expect(Buffer.from(files['business-plan.md']!).toString('utf8')).not.toContain('Edited mission number');

    const path = join(dir.path, 'v.zip');
    writeFileSync(path, after.body);
    expect(verify(path)).toMatchObject({ status: 0 });
    const logoPath = join(dir.path, 'logos.zip');
    writeFileSync(logoPath, logosAfter.body);
    expect(verify(logoPath)).toMatchObject({ status: 0 });
    execFileSync('unzip', ['-tqq', path]);

    const now = await download(agent, `/api/export/${projectId}`, { format: 'complete' });
    const current = unzipSync(new Uint8Array(now.body));
    expect(Buffer.from(current['business-plan.md']!).toString('utf8')).toContain('Edited mission number 10');
    expect(JSON.parse(Buffer.from(current['manifest.json']!).toString('utf8'))).toMatchObject({
      // The last edit, not the export events recorded after it.
      projectVersion: edited,
    });
  });

  it('verify-export fails on a package whose file was changed after export', async () => {
    const file = await download(agent, `/api/export/${projectId}`, { format: 'complete' });
    const files = unzipSync(new Uint8Array(file.body));
    files['README.md'] = new TextEncoder().encode('# Someone else wrote this\n');
    const path = join(dir.path, 'tampered.zip');
    writeFileSync(path, zipSync(files));
    const result = verify(path);
    expect(result.status).toBe(1);
    expect(result.output).toContain('README.md: SHA-256');
  });

  it('a version the project does not have is a 400 naming the field, and nothing is counted', async () => {
    const status = async () =>
      ((await agent.get('/api/subscription-status').expect(200)).body as { exportsThisMonth: number })
        .exportsThisMonth;
    const used = await status();
    const refused = await download(agent, `/api/export/${projectId}/business-plan`, { version: 100_000 });
    expect(refused.status).toBe(400);
    expect(refused.json().details).toHaveProperty('version');
    const bad = await download(agent, `/api/export/${projectId}`, { format: 'complete', version: 'two' });
    expect(bad.status).toBe(400);
    expect(bad.json().details).toHaveProperty('version');
    expect(await status()).toBe(used);
  });
});
