import { readFileSync, writeFileSync } from 'node:fs';
// The registry this project installs from serves only some platforms' native packages; npm records
// the others as optional edges with no entry, and `npm ci` then refuses the lock. Drop those edges.
const file = process.argv[2];
const lock = JSON.parse(readFileSync(file, 'utf8'));
let dropped = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const nested = `${path ? path + '/' : ''}node_modules/${name}`;
    if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) {
      delete entry.optionalDependencies[name];
      dropped++;
    }
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('dropped', dropped);
