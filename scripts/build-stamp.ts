/**
 * Whether the build in build/ was made from the sources as they are now, so that `npm start`
 * builds only after a change (a build takes minutes; a restart should not). After each build it
 * makes, `npm start` writes a stamp with a hash of the sources it built from; a build made by
 * `npm run build` alone has no stamp of its own and counts as current when no source was
 * changed after it began.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build reads: the app, the server, their schema, migrations and content, and how they are built. */
const SOURCE_DIRECTORIES = ['client', 'server', 'schema', 'prisma', 'content'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build-server.ts',
  'scripts/source-locations.ts',
  'scripts/precompress-assets.ts',
  'scripts/vite-compiled-messages.ts',
  'scripts/vite-graphql-documents.ts',
];
/** Tests and their snapshots are not built. */
const NOT_BUILT = /(\.test\.tsx?|\/__snapshots__\/.*)$/;

/** The server bundle: the build's last step, so it exists only once a build has finished. */
export const BUNDLE = 'build/site/main.mjs';
/** Written early in a build; the oldest of these tells when the build began. */
const EARLY_OUTPUTS = ['build/client/.vite/manifest.json', 'build/server/index.js', BUNDLE];
const STAMP = 'build/sources.json';

interface Stamp {
  /** The hash of the sources the build was made from. */
  sources: string;
  /** The bundle's modification time: a build made since by `npm run build` replaced it. */
  bundleMtimeMs: number;
}

function sourceFiles(root: string): string[] {
  const files = SOURCE_FILES.filter((file) => existsSync(path.join(root, file)));
  for (const directory of SOURCE_DIRECTORIES) {
    if (!existsSync(path.join(root, directory))) continue;
    for (const entry of readdirSync(path.join(root, directory), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!NOT_BUILT.test(file)) files.push(file);
    }
  }
  return files.sort();
}

/** A hash of every source file's path and content. */
export function hashSources(root: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

function readStamp(root: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/** Why the build must be made again, or null when it is current. */
export function staleBecause(root: string, sources = hashSources(root)): string | null {
  const bundle = path.join(root, BUNDLE);
  if (!existsSync(bundle)) return 'there is no build yet';
  const stamp = readStamp(root);
  if (stamp && stamp.bundleMtimeMs === statSync(bundle).mtimeMs) return stamp.sources === sources ? null : 'the sources changed since the last build';
  const began = Math.min(
    ...EARLY_OUTPUTS.map((file) => path.join(root, file))
      .filter(existsSync)
      .map((file) => statSync(file).mtimeMs),
  );
  const changed = sourceFiles(root).find((file) => statSync(path.join(root, file)).mtimeMs > began);
  return changed ? `${changed} changed since the last build` : null;
}

/** Notes that the build now in build/ was made from `sources`. */
export function recordBuild(root: string, sources: string): void {
  const stamp: Stamp = { sources, bundleMtimeMs: statSync(path.join(root, BUNDLE)).mtimeMs };
  writeFileSync(path.join(root, STAMP), `${JSON.stringify(stamp)}\n`);
}
