/**
 * How fast the site's search answers with a million entries: one client asking, in turn, a word,
 * a typo and a date in each of the eight languages, and the 50th and 95th percentile of each.
 *
 * Starts a throwaway PostgreSQL (or reuses one, see --keep) with N synthetic events spread over
 * the eight languages (scripts/multilingual-events.ts), then runs the GraphQL
 * `search` query in this process through the schema's resolvers, as the server runs them for a
 * request, with a page of 20 results, their highlights and the total count (HTTP, caching and
 * the query-cost plugin left out). The event loop's longest delay meanwhile shows that no search
 * holds it long.
 *
 * Run:
 *   npm run bench:search [-- --entries 1000000] [--keep <folder>] [--rounds 30]
 *
 * With --keep the database stays in the folder and is used again by the next run with the same
 * number of entries (and by npm run bench:browse); without it a temporary folder is removed at the end.
 */
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '#shared/locales';
import { createDatabase } from '../server/db/prisma.ts';
import { execute } from '../server/testing.ts';
import { atCleanUp, runWithCleanUp } from './cleanups.ts';
import { multilingualDatabase } from './multilingual-events.ts';
import { percentile } from './timing.ts';

/** The budget of the 95th percentile of a search, per language. */
const BUDGET_MS = 50;

const { values: args } = parseArgs({
  options: { entries: { type: 'string', default: '1000000' }, keep: { type: 'string' }, rounds: { type: 'string', default: '30' } },
});
const ENTRIES = Number(args.entries);
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ENTRIES) || ENTRIES < 1) throw new Error(`--entries must be a positive integer, got ${args.entries}`);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds must be a positive integer, got ${args.rounds}`);

type QueryKind = 'word' | 'typo' | 'date';

/** What a reader types, per language: words of the demo texts, misspelt titles, dates as the language writes them. Each is asked in turn. */
const QUERIES: Record<Locale, Record<QueryKind, string[]>> = {
  en: { word: ['moon landing', 'Berlin', 'constitution'], typo: ['Apolo', 'Titanik', 'Waterlo'], date: ['9 November', 'July 20, 1969', '1989'] },
  tr: { word: ['Kasim', 'anayasa', 'Berlin'], typo: ['Apolo', 'Titanikin', 'Vaterlo'], date: ['9 kasım', '20 Temmuz 1969', '1923'] },
  de: { word: ['Mondlandung', 'Berliner Mauer', 'Verfassung'], typo: ['Mondlandug', 'Titanik', 'Watterloo'], date: ['9. November', '20. Juli 1969', '1989'] },
  fr: { word: ['alunissage', 'mur de Berlin', 'constitution'], typo: ['Alunisage', 'Titanik', 'Waterlo'], date: ['9 novembre', '20 juillet 1969', '1789'] },
  it: { word: ['allunaggio', 'muro di Berlino', 'costituzione'], typo: ['Allunagio', 'Titanik', 'Waterlo'], date: ['9 novembre', '20 luglio 1969', '1946'] },
  es: {
    word: ['alunizaje', 'muro de Berlín', 'constitución'],
    typo: ['Alunizage', 'Titanik', 'Waterlo'],
    date: ['9 de noviembre', '20 de julio de 1969', '1978'],
  },
  zh: { word: ['登月', '柏林墙', '宪法'], typo: ['阿波罗', '泰坦尼克', '滑铁卢'], date: ['11月9日', '1969年7月20日', '1949年'] },
  ja: { word: ['月面着陸', 'ベルリンの壁', '憲法'], typo: ['アポロ', 'タイタニック', 'ワーテルロー'], date: ['11月9日', '1969年7月20日', '1945年'] },
};

const SEARCH = `
  query BenchSearch($query: String!, $locale: Locale!) {
    search(query: $query, locale: $locale, first: 20) {
      totalCount
      dateMatch { year month day }
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node {
          entry { key kind title }
          title { text highlights { start length } }
          snippet { text highlights { start length } }
        }
      }
    }
  }`;

interface Row {
  locale: Locale;
  kind: QueryKind;
  p50: number;
  p95: number;
  max: number;
  /** How many results the queries found, smallest to largest. */
  found: string;
}

async function main(): Promise<void> {
  const database = await multilingualDatabase({ keep: args.keep, entries: ENTRIES, name: 'search' });
  const db = createDatabase(database.url);
  atCleanUp(() => db.$disconnect());
  const ask = async (locale: Locale, query: string): Promise<{ ms: number; found: number }> => {
    const start = performance.now();
    const result = await execute(db, SEARCH, { query, locale });
    const ms = performance.now() - start;
    if (result.errors) throw new Error(`${locale} "${query}": ${result.errors.map((e) => e.message).join('; ')}`);
    return { ms, found: (result.data as { search: { totalCount: number } }).search.totalCount };
  };

  // Warm up: every query once, so that the database's caches hold the indexes as a running site's would.
  for (const locale of LOCALES) for (const kind of ['word', 'typo', 'date'] as const) for (const query of QUERIES[locale][kind]) await ask(locale, query);

  const loadBefore = os.loadavg();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const rows: Row[] = [];
  for (const locale of LOCALES) {
    for (const kind of ['word', 'typo', 'date'] as const) {
      const times: number[] = [];
      const found = new Set<number>();
      for (let round = 0; round < ROUNDS; round++) {
        for (const query of QUERIES[locale][kind]) {
          const answer = await ask(locale, query);
          times.push(answer.ms);
          found.add(answer.found);
        }
      }
      times.sort((a, b) => a - b);
      const counts = [...found].sort((a, b) => a - b);
      rows.push({ locale, kind, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, found: `${counts[0]}–${counts.at(-1)}` });
    }
  }
  loop.disable();
  const loadAfter = os.loadavg();

  console.log(`\n| language | query | p50 ms | p95 ms | max ms | results found |\n| --- | --- | ---: | ---: | ---: | ---: |`);
  for (const row of rows) {
    console.log(`| ${row.locale} | ${row.kind} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | ${row.found} |`);
  }
  console.log(
    `\n${ROUNDS} rounds of ${Object.values(QUERIES.en.word).length} queries per line; load average (1, 5, 15 min) ${loadBefore.map((l) => l.toFixed(2)).join(', ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(', ')} after; longest event-loop delay ${(loop.max / 1e6).toFixed(1)} ms.`,
  );
  const over = rows.filter((row) => row.p95 >= BUDGET_MS);
  if (over.length)
    console.log(`Over the budget (p95 < ${BUDGET_MS} ms): ${over.map((row) => `${row.locale} ${row.kind} ${row.p95.toFixed(1)} ms`).join(', ')}`);
  else console.log(`Every language within the budget (p95 < ${BUDGET_MS} ms).`);
}

await runWithCleanUp(main);
