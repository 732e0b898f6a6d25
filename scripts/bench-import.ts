/**
 * How fast the importer writes: a local copy of Wikimedia's services answering generated items
 * (server/import/sources.testing.ts with a generated answer book: N items a day and kind, each
 * with labels and descriptions in the 8 languages, sitelinks, a birth or death place, countries,
 * every tenth a Commons picture, and feed lines in en, de, fr and es for half the events), and a
 * throwaway embedded PostgreSQL, optionally pre-filled with synthetic events
 * (scripts/synthetic-events.ts). Imports one day, the same day again (which must change nothing)
 * and a month, measures time and peak memory, and extrapolates a full import (366 days).
 *
 *   npm run bench:import -- [--items 100] [--entries 1000000] [--month 03] [--out results.md]
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { scratchDirectory, startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { applyMigrations } from '../server/db/migrations.ts';
import { createDatabase } from '../server/db/prisma.ts';
import { runImport, type ImportResult } from '../server/import/importer.ts';
import { readOptions } from '../server/import/options.ts';
import { startSourceServer, type AnswerBook } from '../server/import/sources.testing.ts';
import { localFileStorage } from '../server/storage/file-storage.ts';
import { loadAverages, openResults } from './bench/results.ts';
import { freePorts } from './free-ports.ts';
import { insertEvents } from './synthetic-events.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100' },
    entries: { type: 'string', default: '0' },
    month: { type: 'string', default: '03' },
    out: { type: 'string' },
  },
});
const ITEMS = Number(values.items);
const ENTRIES = Number(values.entries);
const MONTH = values.month;
const LANGS = ['en', 'tr', 'de', 'fr', 'it', 'es', 'zh', 'ja'];
const PROPERTY_KINDS = ['P585', 'P569', 'P570'];
const PLACES = 50;

const time = (y: number, m: number, d: number) => ({
  time: `+${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00Z`,
  timezone: 0,
  before: 0,
  after: 0,
  precision: 11,
  calendarmodel: 'http://www.wikidata.org/entity/Q1985727',
});
const claim = (property: string, datatype: string, type: string, value: unknown) => ({
  mainsnak: { snaktype: 'value', property, datatype, datavalue: { value, type } },
  type: 'statement',
  rank: 'normal',
});
const itemClaim = (property: string, id: string) =>
  claim(property, 'wikibase-item', 'wikibase-entityid', { 'entity-type': 'item', 'numeric-id': Number(id.slice(1)), id });
const texts = (value: (l: string) => string) => Object.fromEntries(LANGS.map((l) => [l, { language: l, value: value(l) }]));

/** Item numbers: kind, month, day and rank packed into one Q-number. */
const itemId = (kind: number, month: number, day: number, i: number) => `Q${1_000_000_000 + kind * 100_000_000 + month * 1_000_000 + day * 10_000 + i}`;

function generatedBook(): AnswerBook {
  return {
    sparql(property, monthDay, limit) {
      const kind = PROPERTY_KINDS.indexOf(property);
      const [month, day] = monthDay.split('-').map(Number) as [number, number];
      const bindings = Array.from({ length: Math.min(limit, ITEMS) }, (_, i) => ({
        item: { type: 'uri', value: `http://www.wikidata.org/entity/${itemId(kind, month, day, i)}` },
        sitelinks: { type: 'literal', datatype: 'http://www.w3.org/2001/XMLSchema#integer', value: String(200 - (i % 150)) },
      }));
      return { head: { vars: ['item', 'sitelinks'] }, results: { bindings } };
    },
    entity(id) {
      const n = Number(id.slice(1));
      if (id === 'Q183')
        return {
          type: 'item',
          id,
          labels: texts(() => 'Germany'),
          descriptions: {},
          claims: { P297: [claim('P297', 'external-id', 'string', 'DE')] },
          sitelinks: {},
        };
      if (n >= 2_000_000_000) {
        const k = n - 2_000_000_000;
        return {
          type: 'item',
          id,
          labels: texts((l) => `Place ${k} (${l})`),
          descriptions: {},
          claims: {
            P625: [
              claim('P625', 'globe-coordinate', 'globecoordinate', {
                latitude: 40 + k / 10,
                longitude: k / 10,
                precision: 0.001,
                globe: 'http://www.wikidata.org/entity/Q2',
              }),
            ],
            P17: [itemClaim('P17', 'Q183')],
          },
          sitelinks: {},
        };
      }
      if (n < 1_000_000_000) return undefined;
      const rest = n - 1_000_000_000;
      const kind = Math.floor(rest / 100_000_000);
      const month = Math.floor((rest % 100_000_000) / 1_000_000);
      const day = Math.floor((rest % 1_000_000) / 10_000);
      const i = rest % 10_000;
      const year = 1500 + ((i * 7) % 500);
      const claims: Record<string, unknown[]> = { [PROPERTY_KINDS[kind]]: [claim(PROPERTY_KINDS[kind], 'time', 'time', time(year, month, day))] };
      if (kind === 0) claims.P17 = [itemClaim('P17', 'Q183')];
      else {
        claims.P27 = [itemClaim('P27', 'Q183')];
        claims[kind === 1 ? 'P19' : 'P20'] = [itemClaim(kind === 1 ? 'P19' : 'P20', `Q${2_000_000_000 + (i % PLACES)}`)];
      }
      if (i % 10 === 0) claims.P18 = [claim('P18', 'commonsMedia', 'string', `Bench ${id}.jpg`)];
      const what = ['Event', 'Person born', 'Person who died'][kind];
      return {
        type: 'item',
        id,
        labels: texts((l) => `${what} ${id} ${l}`),
        descriptions: texts((l) => `A generated ${what.toLowerCase()} of ${year} for the benchmark, in ${l}.`),
        claims,
        sitelinks: Object.fromEntries(LANGS.map((l) => [`${l}wiki`, { site: `${l}wiki`, title: `${what} ${id}`, badges: [] }])),
      };
    },
    feed(locale, monthDay) {
      const [month, day] = monthDay.split('-').map(Number) as [number, number];
      const events = Array.from({ length: Math.floor(ITEMS / 2) }, (_, i) => {
        const id = itemId(0, month, day, i);
        const title = `Event ${id} ${locale}`;
        return {
          text: `Line <b>${i}</b> of the generated feed in ${locale} on ${monthDay}.`,
          year: 1500 + ((i * 7) % 500),
          pages: [
            {
              type: 'standard',
              title: title.replace(/ /g, '_'),
              wikibase_item: id,
              titles: { canonical: title.replace(/ /g, '_'), normalized: title, display: title },
              revision: String(1_000_000 + i),
              content_urls: { desktop: { page: `https://${locale}.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}` } },
            },
          ],
        };
      });
      return { events };
    },
    file(title) {
      return {
        thumburl: `{{base}}/upload/thumb/${encodeURIComponent(title)}`,
        descriptionurl: `https://commons.wikimedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`,
        mime: 'image/jpeg',
        extmetadata: {
          Artist: { value: 'A photographer' },
          LicenseShortName: { value: 'CC BY-SA 4.0' },
          LicenseUrl: { value: 'https://creativecommons.org/licenses/by-sa/4.0' },
        },
      };
    },
  };
}

const results = openResults('Import benchmark', values.out);
const work = scratchDirectory('daypedia-bench-import-');
const port = await freePorts();
const database = await startEmbeddedPostgres({ dataDir: path.join(work, 'pg'), port, database: 'daypedia', persistent: false });
const sources = await startSourceServer(generatedBook());
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
try {
  await applyMigrations(database.url);
  if (ENTRIES > 0) {
    const start = performance.now();
    await insertEvents(database.url, ENTRIES);
    results.figure(
      `Pre-filled ${ENTRIES.toLocaleString('en')} synthetic events in ${((performance.now() - start) / 1000).toFixed(1)} s; load average ${loadAverages()}`,
    );
  }
  const db = createDatabase(database.url);
  const storage = localFileStorage(path.join(work, 'images'));
  const quiet = new Writable({ write: (_c, _e, done) => done() });
  const run = async (label: string, days: string): Promise<{ seconds: number; result: ImportResult }> => {
    const options = readOptions(
      [
        '--days',
        days,
        '--contact',
        'bench@daypedia.example',
        '--wikidata-url',
        sources.urls.wikidata,
        '--sparql-url',
        sources.urls.sparql,
        '--feed-url',
        sources.urls.feed,
        '--commons-url',
        sources.urls.commons,
      ],
      {},
    )!;
    peakRss = process.memoryUsage().rss;
    const start = performance.now();
    const result = await runImport(options, { db, storage, out: quiet, progress: quiet });
    const seconds = (performance.now() - start) / 1000;
    const t = result.tally;
    results.figure(
      `${label} (--days ${days}): ${seconds.toFixed(2)} s, exit ${result.exitCode}; entries ${t.entries.created} created, ${t.entries.updated} updated, ` +
        `${t.entries.unchanged} unchanged; texts ${t.texts.created} created, ${t.texts.updated} updated; pictures ${t.pictures.created}; ` +
        `${result.requests} requests; peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB (importer and local services in one process); load average ${loadAverages()}`,
    );
    return { seconds, result };
  };
  const day = await run(`One day, ${ITEMS} items a kind`, `${MONTH}-14`);
  await run('The same day again (changes nothing)', `${MONTH}-14`);
  const month = await run(`A month, ${ITEMS} items a kind a day`, MONTH);
  const daysInMonth = new Date(Date.UTC(2024, Number(MONTH), 0)).getUTCDate();
  const perDay = month.seconds / (daysInMonth - 1);
  results.figure(
    `Extrapolated full import (366 days, ${ITEMS} items a kind a day, local services): ${((perDay * 366) / 60).toFixed(1)} min ` +
      `(${perDay.toFixed(2)} s a day; one day alone ${day.seconds.toFixed(2)} s). Against Wikimedia's services, request time dominates: ` +
      `${(month.result.requests / (daysInMonth - 1)).toFixed(0)} requests a day, one at a time.`,
  );
  await db.$disconnect();
} finally {
  clearInterval(sampler);
  await sources.close();
  await database.stop();
  rmSync(work, { recursive: true, force: true });
  console.log(`Results: ${results.path}`);
}
