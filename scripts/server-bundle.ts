/**
 * How the server's TypeScript is bundled into plain JavaScript: as `npm start` runs it
 * (scripts/build-server.ts), and as the benchmarks run the same code (scripts/bench-export.ts), so
 * that what they measure is what the site loads.
 *
 * Packages stay in node_modules. Files the server reads next to its sources (migrations, demo
 * content, the page build) are found from where each source file lives, as under tsx
 * (scripts/source-locations.ts), so the checkout may move after the build. Code shared by several
 * entries, and code loaded by a dynamic import, are chunks of their own: an entry loads what it
 * imports and no more (the dumps' thread, for one, does not load the S3 client on a site that
 * keeps its files in a folder).
 */
import { build } from 'esbuild';
import { sourceLocations } from './source-locations.ts';

/** Bundles each entry (name: source file) into `outdir`/<name>.mjs, with the chunks they share. */
export async function bundleServer(outdir: string, entryPoints: Record<string, string>): Promise<void> {
  await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    plugins: [sourceLocations(outdir)],
    logLevel: 'warning',
  });
}
