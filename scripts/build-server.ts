/**
 * Bundles the server's TypeScript into plain JavaScript for `npm start`, so production runs on
 * Node alone: no TypeScript loader transforming every file again at start, and the page bundle
 * loaded as it was built instead of a second, rewritten copy with its source map in memory.
 *
 * Packages stay in node_modules. Files the server reads next to its sources (migrations, demo
 * content, the page build) are found from where each source file lives, as under tsx:
 * `import.meta.url` and `import.meta.dirname` become the source file's own, reckoned from the
 * bundle's place in the checkout, so the checkout may move after the build.
 * main.ts loads the site through a dynamic import, kept as a chunk of its own, so the mode
 * (NODE_ENV) is settled before React and Express are first loaded.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_BUNDLE_DIR = path.join(ROOT, 'build/site');

const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx)$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      // Every chunk is written to the bundle's folder, so a path relative to it holds for all.
      const fromBundle = (target: string) => JSON.stringify(path.relative(SERVER_BUNDLE_DIR, target).split(path.sep).join('/'));
      const contents =
        "import { fileURLToPath as sourcePathOf } from 'node:url';\n" +
        source
          .replaceAll('import.meta.url', `new URL(${fromBundle(file)}, import.meta.url).href`)
          .replaceAll('import.meta.dirname', `sourcePathOf(new URL(${fromBundle(path.dirname(file))} + '/', import.meta.url))`);
      return { contents, loader: file.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(ROOT, 'server/main.ts')],
  outdir: SERVER_BUNDLE_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  plugins: [sourceLocations],
  logLevel: 'warning',
});
