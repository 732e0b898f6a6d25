/**
 * `npm start` builds only when the sources changed since the last build: a restart without a
 * change skips the build, a change to anything built (not to a test) makes it build again, and
 * a build made by `npm run build` alone counts as current until a source changes after it.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE, hashSources, recordBuild, staleBecause } from './build-stamp';

let root: string;

function write(file: string, text: string, at?: Date): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  if (at) utimesSync(path.join(root, file), at, at);
}

/** A build as `npm start` makes it: the bundle, then the stamp of the sources it was made from. */
function buildAsStartDoes(): void {
  const sources = hashSources(root);
  write(BUNDLE, 'bundle');
  recordBuild(root, sources);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'daypedia-stamp-'));
  write('package-lock.json', '{}');
  write('client/app/root.tsx', 'export default 1;');
  write('server/site.ts', 'export {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start builds', () => {
  it('builds when there is no build', () => {
    expect(staleBecause(root)).toBe('there is no build yet');
  });

  it('skips the build when nothing changed since its own build', () => {
    buildAsStartDoes();
    expect(staleBecause(root)).toBeNull();
    // Touched but unchanged (a checkout back and forth): the same sources.
    write('server/site.ts', 'export {};');
    expect(staleBecause(root)).toBeNull();
  });

  it('builds again when a built source, a migration or the lock file changed', () => {
    for (const [file, text] of [
      ['server/site.ts', 'export const changed = 1;'],
      ['prisma/migrations/1_new/migration.sql', 'SELECT 1;'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ]) {
      buildAsStartDoes();
      write(file, text);
      expect(staleBecause(root)).toBe('the sources changed since the last build');
    }
  });

  it('does not build for a changed test', () => {
    buildAsStartDoes();
    write('server/site.test.ts', 'it();');
    write('server/__snapshots__/site.test.ts.snap', 'x');
    expect(staleBecause(root)).toBeNull();
  });

  it('takes a build made by npm run build as current until a source changes after it began', () => {
    write('server/site.ts', 'export {};', minutesAgo(10));
    write('client/app/root.tsx', 'export default 1;', minutesAgo(10));
    write('package-lock.json', '{}', minutesAgo(10));
    write('build/server/index.js', 'server', minutesAgo(5));
    write(BUNDLE, 'bundle', minutesAgo(4));
    expect(staleBecause(root)).toBeNull();

    write('client/app/root.tsx', 'export default 2;', minutesAgo(1));
    expect(staleBecause(root)).toBe('client/app/root.tsx changed since the last build');
  });

  it('does not trust its stamp once npm run build replaced the build', () => {
    buildAsStartDoes();
    write('server/site.ts', 'export const changed = 1;', minutesAgo(1));
    // Rebuilt by hand after the change: the stamp belongs to the bundle it replaced.
    write('build/server/index.js', 'server');
    write(BUNDLE, 'bundle 2');
    expect(staleBecause(root)).toBeNull();
  });
});
