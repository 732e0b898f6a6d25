/**
 * How fast the browsing pages answer with a million entries in eight languages, beside a day
 * page on the same database: the index of events and of persons, a century of events, a year
 * page and a month page, each rendered for every request (PAGE_CACHE=off), one client, in every
 * language.
 *
 * Starts a throwaway PostgreSQL (or reuses one, see --keep) with N synthetic events spread over
 * the eight languages (scripts/multilingual-events.ts; a folder kept by npm run bench:search
 * serves too), then the built site on it, as `npm start` runs it, and asks each page in turn over
 * HTTP with `Accept-Encoding: gzip`, as a browser does.
 *
 * Run (it builds the site first):
 *   npm run bench:browse [-- --entries 1000000] [--keep <folder>] [--rounds 20]
 */
import http from 'node:http';
import os from 'node:os';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LOCALES, type Locale } from '#shared/locales';
import { centuryPath, dayPath, entryIndexPath, monthPath, yearPath } from '#shared/paths';
import { DUMP_FILES } from '../server/exports/dumps.ts';
import { scratchDirectory } from '../server/db/embedded-postgres.ts';
import { atCleanUp, runWithCleanUp } from './cleanups.ts';
import { freePorts } from './free-ports.ts';
import { request } from './http-request.ts';
import { multilingualDatabase } from './multilingual-events.ts';
import { startSite } from './site-server.ts';
import { log, percentile, sleep } from './timing.ts';

/** The day page's budget (p95 of one client, uncached), which the day page measured here is held to. */
const BUDGET_MS = 25;
/** As fast as the day page measured beside it: a p95 at most this much over the day page's. */
const AS_FAST = 1.1;

const { values: args } = parseArgs({
  options: { entries: { type: 'string', default: '1000000' }, keep: { type: 'string' }, rounds: { type: 'string', default: '20' } },
});
const ENTRIES = Number(args.entries);
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ENTRIES) || ENTRIES < 1) throw new Error(`--entries must be a positive integer, got ${args.entries}`);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds must be a positive integer, got ${args.rounds}`);

/** The pages asked, per language: a day page as the yardstick, then the browsing pages. */
const PAGES: { name: string; path: (locale: Locale) => string }[] = [
  { name: 'day (March 14)', path: (locale) => dayPath(locale, { month: 3, day: 14 }) },
  { name: 'index of events', path: (locale) => entryIndexPath(locale, 'EVENT') },
  { name: 'index of persons', path: (locale) => entryIndexPath(locale, 'PERSON') },
  { name: 'century (20th, events)', path: (locale) => centuryPath(locale, 'EVENT', 20) },
  { name: 'year 1989', path: (locale) => yearPath(locale, 1989) },
  { name: 'month (November)', path: (locale) => monthPath(locale, 11) },
];

interface Row {
  page: string;
  p50: number;
  p95: number;
  max: number;
  /** The slowest language by p95. */
  slowest: Locale;
}

/**
 * Waits until the site has written the dumps it writes at its start (a minute of a core for a
 * million entries, on a thread of its own), so that they do not share the processor with the
 * pages measured.
 */
async function dumpsWritten(siteUrl: string, since: Date): Promise<void> {
  log('Waiting for the dumps of the start');
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const response = await request(`${siteUrl}/dumps/index.json`);
    const { files } = JSON.parse(response.body.toString()) as { files: { generatedAt: string }[] };
    if (files.length === DUMP_FILES.length && files.every((file) => new Date(file.generatedAt) >= since)) return;
    await sleep(2000);
  }
  throw new Error('The site did not write its dumps within ten minutes');
}

async function main(): Promise<void> {
  const database = await multilingualDatabase({ keep: args.keep, entries: ENTRIES, name: 'browse' });
  const siteDir = scratchDirectory('daypedia-bench-browse-site-');
  atCleanUp(() => rmSync(siteDir, { recursive: true, force: true }));
  const dataDir = path.join(siteDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePorts(2);
  const authEmulatorPort = port + 1;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    FIREBASE_AUTH_EMULATOR_PORT: String(authEmulatorPort),
    PAGE_CACHE: 'off',
    // The demo content and the holiday catalogue, as a site has them: the month page lists the month's holidays.
    SEED_DEMO_CONTENT: 'true',
  };
  const onLine = (line: string) => {
    if (!line.includes('"level":"info"')) console.log(`[server] ${line}`);
  };
  // Forgotten, so that the site writes them at its start (within the hour of an earlier run it would not), and the wait below ends.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('DELETE FROM "Dump"');
  await client.end();
  const startedAt = new Date();
  const site = await startSite({ label: 'PAGE_CACHE=off', port, env, onLine, logFile: path.join(dataDir, 'server.log') });
  atCleanUp(site.stop);
  await dumpsWritten(site.url, startedAt);

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  atCleanUp(() => agent.destroy());
  const ask = async (pagePath: string): Promise<number> => {
    const response = await request(site.url + pagePath, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' }, agent });
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    return response.ms;
  };
  // Once each first: the database's caches then hold what a running site's would.
  for (const page of PAGES) for (const locale of LOCALES) await ask(page.path(locale));

  const loadBefore = os.loadavg();
  // Round by round, every page in every language in turn: a busy moment of the machine then
  // slows all pages alike, and the comparison with the day page stays fair.
  const times = PAGES.map(() => new Map<Locale, number[]>(LOCALES.map((locale) => [locale, []])));
  for (let round = 0; round < ROUNDS; round++) {
    for (const locale of LOCALES) {
      for (const [i, page] of PAGES.entries()) times[i].get(locale)!.push(await ask(page.path(locale)));
    }
  }
  const rows: Row[] = PAGES.map((page, i) => {
    const all: number[] = [];
    let slowest: { locale: Locale; p95: number } = { locale: 'en', p95: -1 };
    for (const [locale, ofLocale] of times[i]) {
      ofLocale.sort((a, b) => a - b);
      const p95 = percentile(ofLocale, 95);
      if (p95 > slowest.p95) slowest = { locale, p95 };
      all.push(...ofLocale);
    }
    all.sort((a, b) => a - b);
    log(`${page.name}: p95 ${percentile(all, 95).toFixed(1)} ms`);
    return { page: page.name, p50: percentile(all, 50), p95: percentile(all, 95), max: all.at(-1)!, slowest: slowest.locale };
  });
  const loadAfter = os.loadavg();

  console.log(`\n| page | p50 ms | p95 ms | max ms | slowest language |\n| --- | ---: | ---: | ---: | --- |`);
  for (const row of rows) console.log(`| ${row.page} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.max.toFixed(1)} | ${row.slowest} |`);
  console.log(
    `\n${ROUNDS} requests per page and language, uncached; load average (1, 5, 15 min) ${loadBefore.map((l) => l.toFixed(2)).join(', ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(', ')} after.`,
  );
  const [day, ...browsing] = rows;
  console.log(`The day page: p95 ${day.p95.toFixed(1)} ms, ${day.p95 < BUDGET_MS ? 'within' : 'over'} its budget of ${BUDGET_MS} ms on this run.`);
  const slower = browsing.filter((row) => row.p95 > day.p95 * AS_FAST);
  const ratios = browsing.map((row) => `${row.page} ${(row.p95 / day.p95).toFixed(2)}x`).join(', ');
  if (slower.length)
    console.log(`Slower than the day page beside them (p95 over ${AS_FAST}x its): ${slower.map((row) => row.page).join(', ')}. All: ${ratios}.`);
  else console.log(`Every browsing page as fast as the day page beside it (p95 at most ${AS_FAST}x its): ${ratios}.`);
}

await runWithCleanUp(main);
