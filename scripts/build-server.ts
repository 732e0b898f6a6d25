/**
 * Bundles the server's TypeScript into plain JavaScript for `npm start` (scripts/server-bundle.ts
 * says how), so production runs on Node alone: no TypeScript loader transforming every file again
 * at start, and the page bundle loaded as it was built instead of a second, rewritten copy with
 * its source map in memory.
 *
 * main.ts loads the site through a dynamic import, kept as a chunk of its own, so the mode
 * (NODE_ENV) is settled before React and Express are first loaded.
 */
import path from 'node:path';
import { bundleServer } from './server-bundle.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

await bundleServer(path.join(ROOT, 'build/site'), {
  main: path.join(ROOT, 'server/main.ts'),
  // The dumps are written on a worker thread, which loads its own entry.
  'dump-worker': path.join(ROOT, 'server/exports/dump-worker.ts'),
});
