/**
 * The first step of `npm start`: builds the site when the build is missing or older than its
 * sources, and does nothing otherwise, so a restart serves its first page in seconds. `npm run
 * build` stays the explicit full build.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hashSources, recordBuild, staleBecause } from './build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

// Hashed before the build: a source changed while it runs makes the next start build again.
const sources = hashSources(ROOT);
const reason = staleBecause(ROOT, sources);
if (reason) {
  console.log(`Building Daypedia: ${reason}.`);
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  recordBuild(ROOT, sources);
} else {
  // A build made by `npm run build` gets its stamp, so later starts compare hashes.
  recordBuild(ROOT, sources);
}
