/**
 * An esbuild plugin for bundles of the server's TypeScript: `import.meta.url` and
 * `import.meta.dirname` become the source file's own, reckoned from the bundle's folder, so files
 * the server reads next to its sources (migrations, demo content, the page build) are found as
 * under tsx, and the checkout may move after the build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** For a bundle written to `bundleDir` (every chunk in that one folder). */
export function sourceLocations(bundleDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(builder) {
      builder.onLoad({ filter: /\.(ts|tsx)$/ }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const fromBundle = (target: string) => JSON.stringify(path.relative(bundleDir, target).split(path.sep).join('/'));
        const contents =
          "import { fileURLToPath as sourcePathOf } from 'node:url';\n" +
          source
            .replaceAll('import.meta.url', `new URL(${fromBundle(file)}, import.meta.url).href`)
            .replaceAll('import.meta.dirname', `sourcePathOf(new URL(${fromBundle(path.dirname(file))} + '/', import.meta.url))`);
        return { contents, loader: file.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
