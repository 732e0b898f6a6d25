/**
 * The importer as an operator meets it: runs against a local copy of Wikimedia's services
 * (sources.testing.ts, answers recorded in fixtures/) into a real PostgreSQL database, checked
 * through what the database then holds and what the command prints.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { localFileStorage } from '../storage/file-storage';
import { runImport } from './importer';
import { readOptions, UsageError } from './options';
import { userAgent } from './requests';
import { bookOf, recordedAnswers, startSourceServer, type RecordedAnswers, type SourceServer } from './sources.testing';

const CONTACT = 'ops@daypedia.example';

let server: SourceServer;
let answers: RecordedAnswers;
let t: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  server = await startSourceServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  answers = recordedAnswers();
  server.book = bookOf(answers);
  server.intercept = null;
  server.requests.length = 0;
  t = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'daypedia-import-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function collector() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Runs the importer with command-line words against the local services; waits are recorded, and last at most 10 ms. */
async function importing(words: string) {
  const options = readOptions(
    [
      ...words.split(' ').filter(Boolean),
      '--contact',
      CONTACT,
      '--wikidata-url',
      server.urls.wikidata,
      '--sparql-url',
      server.urls.sparql,
      '--feed-url',
      server.urls.feed,
      '--commons-url',
      server.urls.commons,
    ],
    {},
  )!;
  const out = collector();
  const progress = collector();
  const waits: number[] = [];
  const result = await runImport(options, {
    db: t.db,
    storage: localFileStorage(path.join(dataDir, 'images')),
    out: out.stream,
    progress: progress.stream,
    sleep: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 10)));
    },
  });
  return { ...result, summary: out.text(), progress: progress.text(), waits };
}

const einstein = () =>
  t.db.entry.findUniqueOrThrow({
    where: { wikidataId: 'Q937' },
    include: {
      articles: { orderBy: { locale: 'asc' } },
      wikipediaLinks: true,
      places: { include: { place: true } },
      sources: { orderBy: { statement: 'asc' } },
      picture: true,
    },
  });

const changeCount = () => t.db.entryChange.count();

describe('importing a day from Wikidata', () => {
  it('creates listings in the languages with labels, with places, links, sources and the picture credit', async () => {
    const run = await importing('--days 03-14 --kinds births --sources wikidata');
    expect(run.exitCode).toBe(0);
    const entry = await einstein();
    expect(entry).toMatchObject({
      key: 'wikidata:Q937',
      kind: 'PERSON',
      listed: true,
      birthYear: 1879,
      birthMonth: 3,
      birthDay: 14,
      deathYear: 1955,
      deathMonth: 4,
      deathDay: 18,
      // The German Empire has no ISO code: only Switzerland and the United States remain.
      countries: ['CH', 'US'],
    });
    expect(entry.articles.map((a) => a.locale).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'tr', 'zh']);
    for (const article of entry.articles) expect(article).toMatchObject({ bodyHtml: '', importedFrom: 'WIKIDATA', publishedAt: expect.any(Date) });
    const en = entry.articles.find((a) => a.locale === 'en')!;
    expect(en).toMatchObject({ title: 'Albert Einstein', summary: 'German-born theoretical physicist (1879–1955)', slug: 'albert-einstein' });
    expect(entry.articles.find((a) => a.locale === 'ja')!.title).toBe('アルベルト・アインシュタイン');
    // Turkish Wikidata has a label but no description: a listing of its title alone.
    expect(entry.articles.find((a) => a.locale === 'tr')!.summary).toBe('');

    const birthplace = entry.places.find((p) => p.role === 'BIRTH')!.place;
    expect(birthplace).toMatchObject({ wikidataId: 'Q3012', latitude: 48.3984, longitude: 9.9916, country: 'DE' });
    expect(birthplace.names).toEqual({ en: 'Ulm', de: 'Ulm', fr: 'Ulm', it: 'Ulma', es: 'Ulm', ja: 'ウルム' });
    expect(entry.places.find((p) => p.role === 'DEATH')!.place).toMatchObject({ wikidataId: 'Q138518', country: 'US' });
    // Sitelinks of the eight Wikipedias only (the Swedish one is left out).
    expect(entry.wikipediaLinks.map((l) => `${l.locale}:${l.title}`).sort()).toContain('zh:阿尔伯特·爱因斯坦');
    expect(entry.wikipediaLinks).toHaveLength(8);

    expect(entry.sources.map((s) => s.statement)).toEqual([
      'birth',
      'countries',
      'death',
      'picture',
      'place:BIRTH',
      'place:DEATH',
      ...['de', 'en', 'es', 'fr', 'it', 'ja', 'tr', 'zh'].map((l) => `text:${l}`),
    ]);
    for (const source of entry.sources) expect(source).toMatchObject({ title: 'Wikidata', url: 'https://www.wikidata.org/wiki/Q937', license: 'CC0-1.0' });

    expect(entry.picture).toMatchObject({
      author: 'Orren Jack Turner, Princeton, N.J.',
      license: 'Public domain',
      sourceUrl: 'https://commons.wikimedia.org/wiki/File:Albert_Einstein_Head.jpg',
      mimeType: 'image/webp',
      ownerId: null,
    });
    expect(existsSync(path.join(dataDir, 'images', entry.picture!.storageKey))).toBe(true);

    // Polite: every request names the operator.
    expect(new Set(server.requests.map((r) => r.userAgent))).toEqual(new Set([userAgent(CONTACT)]));
    expect(userAgent(CONTACT)).toMatch(/^Daypedia-importer\/\d+\.\d+\.\d+ \(ops@daypedia\.example\)$/);
    // maxlag on every MediaWiki API call.
    for (const r of server.requests.filter((r) => r.kind === 'entities' || r.kind === 'imageinfo')) expect(r.url.searchParams.get('maxlag')).toBe('5');
    expect(run.summary).toMatch(/Entries: 1 created, 0 updated, 0 unchanged/);
    expect(await t.db.importRun.findFirstOrThrow()).toMatchObject({ done: ['wikidata:BIRTH:03-14'], finishedAt: expect.any(Date) });
  });

  it('changes nothing on a second run: no updatedAt moves, the change log gains nothing, no picture is fetched again', async () => {
    await importing('--days 03-14 --kinds births');
    const before = await einstein();
    const changes = await changeCount();
    server.requests.length = 0;
    const again = await importing('--days 03-14 --kinds births');
    expect(again.exitCode).toBe(0);
    expect(again.summary).toMatch(/Entries: 0 created, 0 updated, 1 unchanged/);
    const after = await einstein();
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.articles.map((a) => a.updatedAt)).toEqual(before.articles.map((a) => a.updatedAt));
    expect(after.sources).toEqual(before.sources);
    expect(await changeCount()).toBe(changes);
    expect(server.requests.filter((r) => r.kind === 'picture')).toHaveLength(0);
    // The finished run was not resumed: a second one started over and finished.
    expect(await t.db.importRun.count({ where: { finishedAt: { not: null } } })).toBe(2);
  });

  it('updates an imported text when the source changed, but never a text a member rewrote', async () => {
    await importing('--days 03-14 --kinds births --sources wikidata');
    const german = (await einstein()).articles.find((a) => a.locale === 'de')!;
    // A member's approved rewrite: review sets importedFrom to null.
    await t.db.article.update({ where: { id: german.id }, data: { summary: 'Physiker, von einem Mitglied beschrieben.', importedFrom: null } });
    const entity = answers.entities.Q937 as { descriptions: Record<string, { value: string }> };
    entity.descriptions.fr.value = 'physicien théoricien germano-américain (1879-1955)';
    entity.descriptions.de.value = 'Physiker, laut Wikidata geändert';

    const run = await importing('--days 03-14 --kinds births --sources wikidata');
    expect(run.summary).toMatch(/Texts: 0 created, 1 updated, 6 unchanged, 1 kept/);
    const articles = (await einstein()).articles;
    expect(articles.find((a) => a.locale === 'fr')!).toMatchObject({ summary: 'physicien théoricien germano-américain (1879-1955)', importedFrom: 'WIKIDATA' });
    expect(articles.find((a) => a.locale === 'de')!).toMatchObject({ summary: 'Physiker, von einem Mitglied beschrieben.', importedFrom: null });
  });

  it('gives a demo entry of the same name and dates the Q-number instead of making a second entry', async () => {
    const demo = await anEntry(t.db, {
      key: 'albert-einstein',
      kind: 'PERSON',
      birthYear: 1879,
      birthMonth: 3,
      birthDay: 14,
      deathYear: 1955,
      deathMonth: 4,
      deathDay: 18,
      countries: ['DE', 'CH', 'US'],
      articles: [
        { locale: 'en', title: 'ALBERT EINSTEÍN', summary: 'Written for Daypedia.', bodyHtml: '<p>A whole article.</p>' },
        { locale: 'de', title: 'Albert Einstein', summary: 'Für Daypedia geschrieben.' },
      ],
    });
    const run = await importing('--days 03-14 --kinds births --sources wikidata');
    expect(run.exitCode).toBe(0);
    expect(await t.db.entry.count({ where: { kind: 'PERSON' } })).toBe(1);
    const entry = await einstein();
    expect(entry.id).toBe(demo.id);
    expect(entry.key).toBe('albert-einstein');
    expect(entry.countries).toEqual(['DE', 'CH', 'US']);
    expect(entry.articles.find((a) => a.locale === 'en')).toMatchObject({ title: 'ALBERT EINSTEÍN', summary: 'Written for Daypedia.', importedFrom: null });
    expect(entry.articles.find((a) => a.locale === 'de')).toMatchObject({ summary: 'Für Daypedia geschrieben.', importedFrom: null });
    expect(
      entry.articles
        .filter((a) => a.importedFrom === 'WIKIDATA')
        .map((a) => a.locale)
        .sort(),
    ).toEqual(['es', 'fr', 'it', 'ja', 'tr', 'zh']);
    expect(entry.places).toHaveLength(2);
    expect(entry.picture?.license).toBe('Public domain');
    expect(entry.sources.map((s) => s.statement)).not.toContain('text:en');
    expect(entry.sources.map((s) => s.statement)).toContain('birth');
    expect(run.summary).toMatch(/matched-existing-entry 1/);
  });
});

describe('the "on this day" feed', () => {
  it("takes each language's line as the text of the event its page is, attributed to the article and revision", async () => {
    const run = await importing('--days 09-11 --kinds events --languages en,de,fr');
    expect(run.exitCode).toBe(0);
    const entry = await t.db.entry.findUniqueOrThrow({ where: { wikidataId: 'Q10806' }, include: { articles: true, sources: true } });
    expect(entry).toMatchObject({ kind: 'EVENT', year: 2001, month: 9, day: 11, countries: ['US'] });
    const en = entry.articles.find((a) => a.locale === 'en')!;
    expect(en).toMatchObject({ title: 'September 11 attacks', importedFrom: 'WIKIPEDIA', bodyHtml: '' });
    expect(en.summary).toMatch(/^The September 11 attacks: nearly 3,000 people are killed/);
    expect(en.summary.length).toBeLessThanOrEqual(200);
    expect(entry.sources.find((s) => s.statement === 'text:en')).toMatchObject({
      title: 'English Wikipedia: September 11 attacks',
      url: 'https://en.wikipedia.org/wiki/September_11_attacks',
      revision: '1254000001',
      license: 'CC-BY-SA-4.0',
    });
    expect(entry.articles.find((a) => a.locale === 'de')).toMatchObject({ importedFrom: 'WIKIPEDIA', title: 'Terroranschläge am 11. September 2001' });
    // No line in French that day: Wikidata's label stays.
    expect(entry.articles.find((a) => a.locale === 'fr')).toMatchObject({ importedFrom: 'WIKIDATA', title: 'attentats du 11 septembre 2001' });
    expect(run.summary).toMatch(/Skipped items: bce 1, feed-malformed-line 1, feed-no-dated-item 1/);

    const changes = await changeCount();
    const again = await importing('--days 09-11 --kinds events --languages en,de,fr');
    expect(again.summary).toMatch(/Entries: 0 created, 0 updated, 2 unchanged/);
    expect(await changeCount()).toBe(changes);
  });
});

describe('politeness and failures', () => {
  it('waits out 429 with Retry-After and a maxlag answer, then goes on', async () => {
    let sparqlTries = 0;
    let entityTries = 0;
    server.intercept = (request, res) => {
      if (request.kind === 'sparql' && sparqlTries++ === 0) {
        res.writeHead(429, { 'Retry-After': '1' }).end('Too many requests');
        return true;
      }
      if (request.kind === 'entities' && entityTries++ === 0) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Retry-After': new Date(Date.now() + 1000).toUTCString() });
        res.end(JSON.stringify({ error: { code: 'maxlag', info: 'Waiting for 10.64.48.35: 6 seconds lagged.', host: 'db1', lag: 6, type: 'db' } }));
        return true;
      }
      return false;
    };
    const run = await importing('--days 03-14 --kinds births --sources wikidata --no-pictures');
    expect(run.exitCode).toBe(0);
    expect(run.retries).toBe(2);
    expect(run.waits[0]).toBe(1000);
    expect(run.waits[1]).toBeGreaterThan(0);
    expect(run.waits[1]).toBeLessThanOrEqual(1000);
    expect(await t.db.entry.count({ where: { wikidataId: 'Q937' } })).toBe(1);
  });

  it('stops when a source is unreachable on the second part, and the next run starts at the second part', async () => {
    server.intercept = (request, res) => {
      if (request.kind === 'sparql' && request.url.searchParams.get('query')!.includes('DAY(?time) = 15')) {
        res.socket!.destroy();
        return true;
      }
      return false;
    };
    const stopped = await importing('--days 03-14,03-15 --kinds births --retries 1 --no-pictures');
    expect(stopped.exitCode).toBe(3);
    expect(stopped.summary).toMatch(/Stopped: .* could not be reached/);
    expect(await t.db.importRun.findFirstOrThrow()).toMatchObject({ done: ['wikidata:BIRTH:03-14'], finishedAt: null });

    server.intercept = null;
    server.requests.length = 0;
    const resumed = await importing('--days 03-14,03-15 --kinds births --retries 1 --no-pictures');
    expect(resumed.exitCode).toBe(0);
    expect(resumed.summary).toMatch(/resumed an unfinished run/);
    const sparqlDays = server.requests.filter((r) => r.kind === 'sparql').map((r) => /DAY\(\?time\) = (\d+)/.exec(r.url.searchParams.get('query')!)![1]);
    expect(sparqlDays).toEqual(['15']);
    expect(await t.db.importRun.findFirstOrThrow()).toMatchObject({ done: ['wikidata:BIRTH:03-14', 'wikidata:BIRTH:03-15'], finishedAt: expect.any(Date) });
  });

  it('fails a part whose answer is malformed or too large, writes none of it, and goes on with the others', async () => {
    server.intercept = (request, res) => {
      const query = request.url.searchParams.get('query') ?? '';
      if (request.kind === 'sparql' && query.includes('p:P569') && query.includes('DAY(?time) = 14')) {
        res.writeHead(200, { 'Content-Type': 'application/sparql-results+json' }).end('{"head": {"vars": ["item"]}, "results": {"bindi');
        return true;
      }
      if (request.kind === 'sparql' && query.includes('p:P570') && query.includes('DAY(?time) = 18')) {
        // More than the answer cap (16 MiB), streamed without a length.
        res.writeHead(200, { 'Content-Type': 'application/sparql-results+json' });
        const chunk = Buffer.alloc(1024 * 1024, 32);
        for (let i = 0; i < 17; i++) res.write(chunk);
        res.end();
        return true;
      }
      return false;
    };
    const run = await importing('--days 03-14,04-18 --kinds births,deaths --no-pictures --sources wikidata');
    expect(run.exitCode).toBe(1);
    expect(run.failed).toEqual(['wikidata:BIRTH:03-14', 'wikidata:DEATH:04-18']);
    expect(run.progress).toMatch(/wikidata:BIRTH:03-14: FAILED, .* not JSON/);
    expect(run.progress).toMatch(/wikidata:DEATH:04-18: FAILED, .* more than the 16777216 bytes/);
    expect(await t.db.importRun.findFirstOrThrow()).toMatchObject({ done: ['wikidata:DEATH:03-14', 'wikidata:BIRTH:04-18'], finishedAt: null });
  });

  it('gives up on a request that does not answer in time', async () => {
    server.intercept = (request) => request.kind === 'sparql';
    const run = await importing('--days 03-14 --kinds births --timeout 1 --retries 0');
    expect(run.exitCode).toBe(3);
    expect(run.summary).toMatch(/no answer in time/);
  });

  it('counts each bad input by reason and imports the rest', async () => {
    const run = await importing('--days 03-15 --kinds births --sources wikidata');
    expect(run.exitCode).toBe(0);
    expect(run.summary).toContain(
      'Skipped items: bce 1, before-year-min 1, duplicate 1, imprecise-date 1, in-the-future 1, julian-calendar 1, missing-item 1, no-label 1',
    );
    expect(run.summary).toContain('Skipped texts and pictures: picture-without-licence 1');
    expect(run.summary).toMatch(/Notes: .*markup-removed 1.*summary-shortened 1/);
    const made = await t.db.entry.findMany({ where: { wikidataId: { not: null } }, include: { articles: true }, orderBy: { wikidataId: 'asc' } });
    expect(made.map((e) => e.wikidataId)).toEqual(['Q900000007', 'Q900000008', 'Q900000010']);
    expect(made[0].articles[0]).toMatchObject({ title: 'Marked-up person', summary: 'a label with markup in it' });
    expect(made[1].pictureId).toBeNull();
    expect(made[2].articles[0].summary).toMatch(/…$/);
    expect(made[2].articles[0].summary.length).toBeLessThanOrEqual(200);
  });

  it('writes nothing in a dry run, and says what it would do', async () => {
    const counts = () =>
      Promise.all([
        t.db.entry.count(),
        t.db.article.count(),
        t.db.entrySource.count(),
        t.db.image.count(),
        t.db.importRun.count(),
        t.db.place.count(),
        changeCount(),
      ]);
    const before = await counts();
    const run = await importing('--days 03-14 --kinds births --dry-run');
    expect(run.exitCode).toBe(0);
    expect(run.summary).toMatch(/^Dry run: nothing was written/);
    expect(run.summary).toMatch(/Entries: 1 created/);
    expect(run.summary).toMatch(/Pictures: 1 created/);
    expect(await counts()).toEqual(before);
    expect(existsSync(path.join(dataDir, 'images'))).toBe(false);
  });
});

describe('the command line', () => {
  it.each([
    ['--days 02-30', /--days takes a day/],
    ['--days 13', /--days takes a day/],
    ['--languages en,xx', /--languages .* not xx/],
    ['--kinds holidays', /--kinds .* not holidays/],
    ['--per-day 0', /--per-day takes a whole number from 1 to 1000/],
    ['--per-day 5000', /--per-day takes a whole number/],
    ['--min-sitelinks -1', /min-sitelinks/],
    ['--timeout 0', /--timeout takes a whole number from 1 to 300/],
    ['--sparql-url ftp://example.org', /--sparql-url takes an http or https address/],
    ['--frobnicate', /Unknown option '--frobnicate'/],
    ['--contact', /argument missing/],
  ])('refuses %s', (words, message) => {
    expect(() => readOptions([...words.split(' '), ...(words.startsWith('--contact') ? [] : ['--contact', CONTACT])], {})).toThrow(message);
  });

  it('refuses to start without a contact, and accepts IMPORT_CONTACT', () => {
    expect(() => readOptions(['--days', '03-14'], {})).toThrow(UsageError);
    expect(() => readOptions(['--days', '03-14'], {})).toThrow(/--contact/);
    expect(() => readOptions(['--contact', 'not a contact'], {})).toThrow(/e-mail address or an http/);
    expect(readOptions(['--days', '03'], { IMPORT_CONTACT: 'https://daypedia.example/contact' })).toMatchObject({
      contact: 'https://daypedia.example/contact',
    });
    expect(readOptions(['--days', '03'], { IMPORT_CONTACT: CONTACT })!.days).toHaveLength(31);
  });

  it('exits 2 with a clear message before any request', () => {
    const requests = server.requests.length;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', '--per-day', '0', '--sparql-url', server.urls.sparql], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, IMPORT_CONTACT: CONTACT, DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--per-day takes a whole number from 1 to 1000, not "0"/);
    expect(result.stderr).toMatch(/Exit codes:/);
    expect(server.requests.length).toBe(requests);
  });
});
