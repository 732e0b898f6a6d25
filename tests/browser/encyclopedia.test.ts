/**
 * An operator fills the encyclopedia with the import command, run as the README says, against a
 * local stand-in for Wikidata, Wikipedia's feed and Commons answering in their own formats; a
 * reader then finds on Albert Einstein's page (a demo entry the import matched, not doubled) his
 * picture with its credit, his places, his Wikipedia and Wikidata links, the sources of its facts
 * and what else to read.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSourceServer, type SourceServer } from '../../server/import/sources.testing';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();
let sources: SourceServer;

/** The import command as an operator runs it, on the site's database and data folder. */
function importDay(day: string): Promise<{ code: number | null; out: string }> {
  // The recorded feed holds another day: Wikidata alone for this one.
  const words = ['--days', day, '--sources', 'wikidata', '--contact', 'ops@daypedia.example'];
  for (const [option, url] of Object.entries({
    wikidata: sources.urls.wikidata,
    sparql: sources.urls.sparql,
    feed: sources.urls.feed,
    commons: sources.urls.commons,
  }))
    words.push(`--${option}-url`, url);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...words], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: inject('databaseUrl'), DATA_DIR: inject('dataDir') },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}

beforeAll(async () => {
  sources = await startSourceServer();
  const first = await importDay('03-14');
  expect(first.code, first.out).toBe(0);
  expect(first.out).toMatch(/matched-existing-entry 1/);
  // Run again: nothing changes.
  const again = await importDay('03-14');
  expect(again.code, again.out).toBe(0);
  expect(again.out).toMatch(/Entries: 0 created, 0 updated, \d+ unchanged/);
}, 120_000);
afterAll(() => sources?.close());

describe('an imported entry, as a reader finds it', () => {
  it('shows its picture with the credit its licence asks for, its places, links, sources and see-also', async () => {
    const page = await openPage(browser());
    await visit(page, '/persons/albert-einstein');
    // The demo's own article stays: the import added facts, not text.
    await expect.poll(() => page.locator('h1').innerText()).toBe('Albert Einstein');
    expect(await page.locator('.article-body').count()).toBe(1);

    const picture = page.locator('.entry-aside figure.cover');
    await expect.poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.locator('img').getAttribute('alt')).toBe('Albert Einstein');
    // The author and licence as the file page on Commons writes them.
    expect(await picture.locator('figcaption').innerText()).toBe('Picture: Orren Jack Turner, Princeton, N.J., Public domain');
    expect(await picture.getByRole('link', { name: 'Orren Jack Turner, Princeton, N.J.' }).getAttribute('href')).toMatch(
      /^https:\/\/commons\.wikimedia\.org\/wiki\/File:/,
    );

    const facts = page.locator('.entry-aside .facts');
    expect(await facts.innerText()).toMatch(/Born in Ulm/);
    expect(await facts.innerText()).toMatch(/Died in Princeton/);
    expect(await facts.getByRole('link', { name: 'Ulm on OpenStreetMap' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=48\.\d+&mlon=9\.\d+/,
    );
    expect(await facts.getByRole('link', { name: 'Wikipedia', exact: true }).getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Albert_Einstein');
    expect(await facts.getByRole('link', { name: 'Wikidata', exact: true }).getAttribute('href')).toBe('https://www.wikidata.org/wiki/Q937');

    const sourceList = page.getByRole('region', { name: 'Sources' });
    const lines = await sourceList.locator('li').allInnerTexts();
    expect(
      lines.some((line) => /^Birth: Wikidata \(retrieved [A-Z][a-z]+ \d{1,2}, \d{4}\)$/.test(line)),
      lines.join('\n'),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith('Picture: '))).toBe(true);

    const seeAlso = page.getByRole('navigation', { name: 'See also' });
    expect(await seeAlso.getByRole('heading', { level: 3 }).allInnerTexts()).toContain('In the same year');
    expect(await seeAlso.getByRole('link').count()).toBeGreaterThan(0);
  });

  it('speaks the reader’s language around the facts, and marks a place name Wikidata lacks in it', async () => {
    const page = await openPage(browser(), { locale: 'ja-JP' });
    await visit(page, '/ja/jinbutsu/aruberuto-ainshutain');
    const facts = page.locator('.entry-aside .facts');
    await expect.poll(() => facts.innerText()).toMatch(/出生地：ウルム/);
    // Princeton has no Japanese name in the recorded answer: borrowed from English, and labelled so.
    expect(await facts.locator('bdi[lang="en-US"]').allInnerTexts()).toContain('Princeton');
    expect(await page.locator('.entry-aside figcaption').innerText()).toMatch(/^画像：Orren Jack Turner, Princeton, N\.J\.、Public domain$/);
  });
});
