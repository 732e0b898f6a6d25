/**
 * Bundles the server's TypeScript into plain JavaScript for `npm start`, so production runs on
 * Node alone: no TypeScript loader transforming every file again at start, and the page bundle
 * loaded as it was built instead of a second, rewritten copy with its source map in memory.
 *
 * Packages stay in node_modules. Files the server reads next to its sources (migrations, demo
 * content, the page build) are found from where each source file lives, as under tsx
 * (scripts/source-locations.ts), so the checkout may move after the build.
 * main.ts loads the site through a dynamic import, kept as a chunk of its own, so the mode
 * (NODE_ENV) is settled before React and Express are first loaded.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { sourceLocations } from './source-locations.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_BUNDLE_DIR = path.join(ROOT, 'build/site');

await build({
  // The dumps are written on a worker thread, which loads its own entry.
  entryPoints: { main: path.join(ROOT, 'server/main.ts'), 'dump-worker': path.join(ROOT, 'server/exports/dump-worker.ts') },
  outdir: SERVER_BUNDLE_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  plugins: [sourceLocations(SERVER_BUNDLE_DIR)],
  logLevel: 'warning',
});
