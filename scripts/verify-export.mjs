#!/usr/bin/env node
// `npm run verify-export -- file.zip`: checks an exported package against its manifest.json.
// Every file the manifest lists must be in the zip with the same SHA-256 and length, and the zip
// must hold no other file. Exit 0 and "OK ..." when it matches; exit 1 with each problem otherwise.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';

const MANIFEST = 'manifest.json';

/** The problems found in a package (empty when it matches its manifest), and the manifest read. */
export function verifyPackage(zipBytes) {
  let entries;
  try {
    entries = unzipSync(new Uint8Array(zipBytes));
  } catch (error) {
    return { problems: [`not a readable zip: ${error.message}`], manifest: null };
  }
  const names = Object.keys(entries).filter((name) => !name.endsWith('/'));
  if (!entries[MANIFEST]) return { problems: [`${MANIFEST} is missing`], manifest: null };
  let manifest;
  try {
    manifest = JSON.parse(Buffer.from(entries[MANIFEST]).toString('utf8'));
  } catch {
    return { problems: [`${MANIFEST} is not valid JSON`], manifest: null };
  }
  if (!Array.isArray(manifest.files)) return { problems: [`${MANIFEST} lists no files`], manifest };
  const problems = [];
  const listed = new Set();
  for (const file of manifest.files) {
    listed.add(file.path);
    const bytes = entries[file.path];
    if (!bytes) {
      problems.push(`${file.path}: listed in the manifest but missing from the zip`);
      continue;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== file.sha256)
      problems.push(`${file.path}: SHA-256 ${sha256} does not match the manifest's ${file.sha256}`);
    else if (bytes.length !== file.bytes)
      problems.push(`${file.path}: ${bytes.length} bytes, the manifest says ${file.bytes}`);
  }
  for (const name of names) {
    if (name !== MANIFEST && !listed.has(name)) problems.push(`${name}: in the zip but not in the manifest`);
  }
  return { problems, manifest };
}

const file = process.argv[2];
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  if (!file) {
    console.error('Usage: npm run verify-export -- <export.zip>');
    process.exit(2);
  }
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    console.error(`Cannot read ${file}: ${error.message}`);
    process.exit(2);
  }
  const { problems, manifest } = verifyPackage(bytes);
  if (problems.length > 0) {
    console.error(`FAILED ${file}`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `OK ${file}: ${manifest.files.length} files match manifest.json ` +
      `(project ${manifest.projectId}, version ${manifest.projectVersion}, ${manifest.exportType})`,
  );
}
