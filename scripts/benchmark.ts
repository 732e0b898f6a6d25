/**
 * How fast Daypedia answers a day page when the database is large.
 *
 * Starts the built site on a throwaway data folder, adds N synthetic events spread over all 366
 * days (one published English article each, loaded set-wise: scripts/synthetic-events.ts), then
 * measures with wrk, a load generator in a process of its own (Debian's package `wrk`):
 *
 *   1. uncached: every request rendered (PAGE_CACHE=off): SQL, GraphQL, React rendering, gzip;
 *      with --connections connections and with one;
 *   2. cached: the same pages answered from the in-memory page cache (PAGE_CACHE=on), beside two
 *      floors answering the very bytes and headers the site sent, in the same run:
 *      - a bare node:http server in a process of its own (scripts/bench/bare-node-server.ts),
 *      - nginx from precompressed files (gzip_static; brotli_static when Debian's module is
 *        installed, else nginx's brotli figures are left out),
 *      each asked for gzip and for brotli, with --cached-connections connections and with one.
 *      The ratio cached site / bare Node tells what the site's own work costs a cached page.
 *
 * Every scenario requests the same few English day pages in turn with `Accept-Encoding: gzip` (or
 * `br`), as a browser does, after a short sequential warm-up; wrk's latency percentiles cover
 * every response. The run also times where an uncached render spends its time (SQL, GraphQL, the
 * whole page) and sums the gzipped JavaScript a day page loads before it is interactive.
 *
 * What it needs is checked before anything starts: the build, wrk, nginx and its modules (nginx
 * and brotli are optional: left out with a note). Each figure is printed and appended to the
 * results file (--out, else a new file in the temporary folder, named at the start) as soon as it
 * is measured, so that a run that fails later keeps what it measured; the report follows at the end.
 *
 * With `--compare <folder>`, another checkout of the site (built there with `npm run build`) is
 * started on the same database beside the uncached server, and one reader asks the two in turn,
 * request for request, so that the difference between two versions is not lost in the drift
 * between two runs of the benchmark.
 *
 * Run (after `npm run build`):
 *   tsx scripts/benchmark.ts [--entries 1000000] [--duration 15] [--connections 10] [--cached-connections 32]
 *                            [--samples 300] [--compare ../other-checkout] [--out results.md]
 *
 * Nothing outside a temporary folder and the results file is written; servers, nginx and the
 * folder are removed at the end, also when a step fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { scratchDirectory } from '../server/db/embedded-postgres.ts';
import { SERVER_BUNDLE } from '../server/startup/node-options.ts';
import {
  checkSameBytes,
  nginxPrerequisites,
  startBareNode,
  startNginxPages,
  type CapturedPages,
  type Encoding,
  type PageServer,
} from './bench/page-servers.ts';
import { loadAverages, openResults, type Results } from './bench/results.ts';
import { runWrk, wrkCommand, type WrkResult } from './bench/wrk.ts';
import { atCleanUp, runWithCleanUp } from './cleanups.ts';
import { freePorts } from './free-ports.ts';
import { decoded, request } from './http-request.ts';
import { initialScripts } from './initial-scripts.ts';
import { insertEvents, type InsertTimes } from './synthetic-events.ts';
import { startSite as startSiteProcess, waitForBuild, type SiteProcess } from './site-server.ts';
import { log, percentile, sleep } from './timing.ts';

/** The pages measured: English day pages, requested in turn. The first is the one reported in detail. */
const DAY_PATHS = ['/march-14', '/july-4', '/november-21', '/february-29'];
const MAIN_PATH = DAY_PATHS[0];
/** A page of every event of the first day: as long as a page of a section gets. */
const SECTION_PATH = '/march-14/events/2';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' };
const headersFor = (encoding: Encoding) => ({ ...BROWSER_HEADERS, 'accept-encoding': encoding });
const ROOT = path.resolve(import.meta.dirname, '..');

// ---------------------------------------------------------------------------------------------
// Settings

const { values: args } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    'cached-connections': { type: 'string', default: '32' },
    samples: { type: 'string', default: '300' },
    compare: { type: 'string' },
    out: { type: 'string' },
  },
});
const ENTRIES = positiveInt('entries', args.entries);
const DURATION_S = positiveInt('duration', args.duration);
/** Connections of the uncached load test. */
const CONNECTIONS = positiveInt('connections', args.connections);
/** Connections of the cached page and its floors: enough to keep a fast server busy. */
const CACHED_CONNECTIONS = positiveInt('cached-connections', args['cached-connections']);
const SAMPLES = positiveInt('samples', args.samples);
/** A single client's run lasts long enough for SAMPLES responses at the warm-up's pace, up to this long. */
const SINGLE_MAX_DURATION_S = 60;
const WARM_UP_S = 3;
/** A load test lasts --duration seconds, longer (up to MAX_DURATION_S) when that would give fewer responses than this. */
const TARGET_RESPONSES = 100;
const MAX_DURATION_S = 120;
/** Another built checkout measured beside this one (--compare). */
const COMPARE = args.compare === undefined ? undefined : path.resolve(args.compare);
/** The side-by-side loop stops after this long even when fewer samples were taken. */
const COMPARE_TIME_LIMIT_MS = 300_000;

function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${value}`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Step 0: what the run needs, checked before it starts anything

interface Prerequisites {
  /** nginx can serve the pages; else why not. */
  nginx: { brotli: boolean } | { missing: string };
}

/** Says what is missing, all of it at once; fails when a part the run cannot do without is. */
async function checkPrerequisites(workDir: string): Promise<Prerequisites> {
  const missing: string[] = [];
  const notes: string[] = [];
  if (!existsSync(path.join(ROOT, SERVER_BUNDLE))) {
    log(`No build (${SERVER_BUNDLE}): waiting up to 2 minutes, in case \`npm run build\` is writing it`);
    await waitForBuild().catch(() => missing.push(`the built site (${SERVER_BUNDLE}): run \`npm run build\``));
  }
  const wrk = wrkCommand();
  if (!wrk) missing.push('wrk, the load generator: `apt-get install -y wrk`');
  if (COMPARE && !existsSync(path.join(COMPARE, SERVER_BUNDLE))) missing.push(`the build of --compare ${args.compare}: run \`npm run build\` there`);
  const nginx = nginxPrerequisites(workDir);
  if (nginx.missing) notes.push(`${nginx.missing}: the nginx figures are left out`);
  else if (!nginx.brotli)
    notes.push("nginx's brotli_static module is not installed (apt-get install -y libnginx-mod-http-brotli-static): nginx is measured with gzip only");

  console.log('Prerequisites:');
  console.log(`- built site: ${missing.some((m) => m.startsWith('the built site')) ? 'MISSING' : 'yes'}`);
  console.log(`- wrk: ${wrk ?? 'MISSING'}`);
  console.log(`- nginx: ${nginx.missing ? `no (${nginx.missing})` : `yes, gzip_static${nginx.brotli ? ' and brotli_static' : ', no brotli_static'}`}`);
  for (const note of notes) console.log(`NOTE: ${note}`);
  if (missing.length) throw new Error(`Missing, nothing was started:\n${missing.map((m) => `- ${m}`).join('\n')}`);
  return { nginx: nginx.missing ? { missing: nginx.missing } : { brotli: nginx.brotli } };
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const perSecond = (value: number) => value.toFixed(value < 100 ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Step 1 and 4: the site

interface SiteOptions {
  dataDir: string;
  port: number;
  postgresPort: number;
  authEmulatorPort: number;
  pageCache: 'on' | 'off';
  seed: boolean;
  /** Another checkout's build, on the database of this run (given by its URL) instead of an embedded one of its own. */
  other?: { checkout: string; databaseUrl: string };
}

/** The site on its embedded PostgreSQL and Auth emulator, stopped at the end of the run. */
async function startSite({ dataDir, port, postgresPort, authEmulatorPort, pageCache, seed, other }: SiteOptions): Promise<SiteProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    FIREBASE_AUTH_EMULATOR_PORT: String(authEmulatorPort),
    PAGE_CACHE: pageCache,
    SEED_DEMO_CONTENT: String(seed),
  };
  delete env.DATABASE_URL;
  if (other) env.DATABASE_URL = other.databaseUrl;
  const label = other ? `--compare, PAGE_CACHE=${pageCache}` : `PAGE_CACHE=${pageCache}`;
  // The server's warnings and errors are part of the result; its request lines are not. It writes
  // them to a file, as it would in production.
  const onLine = (line: string) => {
    if (!line.includes('"level":"info"')) console.log(`[server ${label}] ${line}`);
  };
  const logFile = path.join(dataDir, `server-${port}-${pageCache}.log`);
  const site = await startSiteProcess({ label, port, env, onLine, logFile, checkout: other?.checkout });
  // Stopped once: its log is printed when it stops.
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= site.stop());
  atCleanUp(stop);
  return { ...site, stop };
}

/**
 * Asks for every day page until each answers 200 (up to a minute): the first requests to a
 * server just started on a busy machine may fail while it computes what it keeps.
 */
async function untilAnswered(baseUrl: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  for (const p of DAY_PATHS)
    for (const encoding of ['gzip', 'br'] as const)
      for (;;) {
        const { status } = await request(baseUrl + p, { headers: headersFor(encoding) });
        if (status === 200) break;
        if (performance.now() > deadline) throw new Error(`${p} answered ${status} for a minute`);
        log(`${p} answered ${status}; asking again`);
        await sleep(1000);
      }
}

// ---------------------------------------------------------------------------------------------
// Step 3 and 5: load tests

interface LoadResult {
  scenario: string;
  /** What answered: the site, bare Node or nginx. */
  target: 'uncached' | 'site' | 'bare node' | 'nginx';
  encoding: Encoding;
  load: WrkResult;
  connections: number;
  single: WrkResult;
  /** The 1-minute load average just before the test: other work on the machine skews the numbers. */
  loadBefore: number;
  /** The main page's body as sent (gzip or brotli), and as HTML. */
  sentBytes: number;
  htmlBytes: number;
  /** For the cached site: whether every page still said `X-Page-Cache: hit` after the test. */
  stillCached?: boolean;
}

/**
 * One request at a time on a kept-alive connection, over the day paths in turn, for `seconds`
 * (at least two rounds): the warm-up, which leaves no request behind. The median time.
 */
async function warmUp(baseUrl: string, encoding: Encoding, seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  try {
    for (let i = 0; i < 2 * DAY_PATHS.length || performance.now() < deadline; i++) {
      const p = DAY_PATHS[i % DAY_PATHS.length];
      const response = await request(baseUrl + p, { headers: headersFor(encoding), agent });
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
      times.push(response.ms);
    }
  } finally {
    agent.destroy();
  }
  return median(times);
}

/** Whether every day page answers `X-Page-Cache: hit`. */
async function allCached(baseUrl: string, encoding: Encoding): Promise<boolean> {
  for (const p of DAY_PATHS) if ((await request(baseUrl + p, { headers: headersFor(encoding) })).headers['x-page-cache'] !== 'hit') return false;
  return true;
}

async function loadTest(
  results: Results,
  {
    scenario,
    target,
    baseUrl,
    encoding,
    connections,
  }: { scenario: string; target: LoadResult['target']; baseUrl: string; encoding: Encoding; connections: number },
): Promise<LoadResult> {
  log(`${scenario}: warming up for ${WARM_UP_S} s, one request at a time`);
  const warmUpMs = await warmUp(baseUrl, encoding, WARM_UP_S);
  // Fetched after the warm-up, so that a cached page is measured as the cache sends it.
  const page = await request(baseUrl + MAIN_PATH, { headers: headersFor(encoding) });
  if (page.status !== 200) throw new Error(`${scenario}: ${MAIN_PATH} answered ${page.status}`);
  if (page.headers['content-encoding'] !== encoding)
    throw new Error(`${scenario}: ${MAIN_PATH} came as ${String(page.headers['content-encoding'] ?? 'identity')}, not ${encoding}`);
  if (target === 'site' && !(await allCached(baseUrl, encoding))) throw new Error(`${scenario}: the day pages are not cached after the warm-up`);

  // A slow page gets a longer run, so that its percentiles rest on about 100 responses.
  const durationS = Math.min(MAX_DURATION_S, Math.max(DURATION_S, Math.ceil((TARGET_RESPONSES * warmUpMs) / 1000)));
  const loadBefore = Number(loadAverages().split(',')[0]);
  log(`${scenario}: wrk, ${connections} connections for ${durationS} s`);
  const load = await runWrk({ baseUrl, paths: DAY_PATHS, headers: headersFor(encoding), connections, durationS });
  const singleS = Math.min(SINGLE_MAX_DURATION_S, Math.max(DURATION_S, Math.ceil((SAMPLES * warmUpMs) / 1000)));
  log(`${scenario}: wrk, one connection for ${singleS} s`);
  const single = await runWrk({ baseUrl, paths: DAY_PATHS, headers: headersFor(encoding), connections: 1, durationS: singleS });
  const stillCached = target === 'site' ? await allCached(baseUrl, encoding) : undefined;

  const result: LoadResult = {
    scenario,
    target,
    encoding,
    load,
    connections,
    single,
    loadBefore,
    sentBytes: page.body.length,
    htmlBytes: decoded(page).length,
    stillCached,
  };
  results.figure(
    `${scenario}: ${perSecond(load.requestsPerSecond)} requests/s with ${connections} connections (p50 ${ms(load.p50)} ms, p95 ${ms(load.p95)} ms, p99 ${ms(load.p99)} ms, ` +
      `${load.failures} failures, ${Math.round(load.bytesPerResponse).toLocaleString('en')} bytes a response); one client p50 ${ms(single.p50)} ms, p95 ${ms(single.p95)} ms ` +
      `(${single.requests} requests)${stillCached === false ? '; WARNING: the pages were no longer cached after the test' : ''}; load average before ${loadBefore.toFixed(2)}`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------
// This checkout beside another, request for request

interface Compared {
  checkout: string;
  commit: string;
  p50: number;
  p95: number;
  mean: number;
  /** The server's processor time (user and system, all its threads) per page; null where /proc cannot tell. */
  cpuMsPerPage: number | null;
}

const CLOCK_TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** Processor time a process has used so far, in ms, from /proc/<pid>/stat (Linux); null elsewhere. */
function processCpuMs(pid: number): number | null {
  try {
    // After the command's name in parentheses, utime and stime are the 12th and 13th fields.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

/** The checkout's commit, and whether its files were changed since (the build may hold those changes). */
function commitOf(checkout: string): string {
  const git = (...gitArgs: string[]) => spawnSync('git', ['-C', checkout, ...gitArgs], { encoding: 'utf8' }).stdout.trim();
  const head = git('log', '-1', '--format=%h %s');
  const changed = git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : '';
  return (head.length > 72 ? `${head.slice(0, 71)}…` : head || 'unknown') + changed;
}

/**
 * One reader asks both servers for the same day page in turn, each going first every other
 * time, so that whatever else the machine does falls on both alike.
 */
async function sideBySide(sites: { checkout: string; site: SiteProcess }[]): Promise<Compared[]> {
  const agents = sites.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const times = sites.map((): number[] => []);
  const get = async (k: number, p: string) => {
    const response = await request(sites[k].site.url + p, { headers: BROWSER_HEADERS, agent: agents[k] });
    if (response.status !== 200) throw new Error(`${sites[k].checkout}: ${p} answered ${response.status}`);
    return response.ms;
  };
  try {
    for (const p of [...DAY_PATHS, ...DAY_PATHS]) for (let k = 0; k < sites.length; k++) await get(k, p);
    const cpuBefore = sites.map(({ site }) => processCpuMs(site.pid));
    const deadline = performance.now() + COMPARE_TIME_LIMIT_MS;
    for (let i = 0; i < SAMPLES && performance.now() < deadline; i++) {
      const p = DAY_PATHS[i % DAY_PATHS.length];
      const order = i % 2 === 0 ? sites.keys() : [...sites.keys()].reverse();
      for (const k of order) times[k].push(await get(k, p));
    }
    return sites.map(({ checkout, site }, k) => {
      const sorted = [...times[k]].sort((a, b) => a - b);
      const before = cpuBefore[k];
      const after = processCpuMs(site.pid);
      return {
        checkout,
        commit: commitOf(checkout),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
        cpuMsPerPage: before === null || after === null ? null : (after - before) / sorted.length,
      };
    });
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Where an uncached render spends its time

interface Breakdown {
  eventsOnPage: number;
  graphqlHighlightsMs: number;
  graphqlTitlesMs: number;
  graphqlListMs: number;
  pageMs: number;
  pageUncompressedMs: number;
  sectionPageMs: number;
  sectionPageHtmlBytes: number;
  htmlBytes: number;
  /** The part of the HTML in inline scripts: the data the browser hydrates from. */
  inlineScriptBytes: number;
}

async function timeBreakdown(baseUrl: string): Promise<Breakdown> {
  const runs = 15;
  const repeat = async (fn: () => Promise<number>) => {
    await fn();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await fn());
    return median(times);
  };

  const graphql = (query: string) => async () => {
    const response = await request(`${baseUrl}/graphql`, {
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query }),
    });
    const json = JSON.parse(decoded(response).toString()) as { errors?: unknown };
    if (response.status !== 200 || json.errors) throw new Error(`GraphQL failed: ${decoded(response).toString().slice(0, 500)}`);
    return response.ms;
  };
  const graphqlHighlightsMs = await repeat(
    graphql(
      '{ dayBySlug(locale: en, slug: "march-14") { counts { events births deaths } events: highlights(section: EVENTS) { id title summary path date { year } } births: highlights(section: BIRTHS) { id title } deaths: highlights(section: DEATHS) { id title } holidays { id title } } }',
    ),
  );
  const graphqlTitlesMs = await repeat(graphql('{ dayBySlug(locale: en, slug: "march-14") { events { title } } }'));
  const graphqlListMs = await repeat(graphql('{ dayBySlug(locale: en, slug: "march-14") { events { id locale kind title summary path date { year } } } }'));
  const pageMs = await repeat(async () => (await request(baseUrl + MAIN_PATH, { headers: BROWSER_HEADERS })).ms);
  const pageUncompressedMs = await repeat(async () => (await request(baseUrl + MAIN_PATH, { headers: { 'accept-encoding': 'identity' } })).ms);

  const sectionPageMs = await repeat(async () => (await request(baseUrl + SECTION_PATH, { headers: BROWSER_HEADERS })).ms);
  const sectionPageHtmlBytes = decoded(await request(baseUrl + SECTION_PATH, { headers: BROWSER_HEADERS })).length;

  const html = decoded(await request(baseUrl + MAIN_PATH, { headers: BROWSER_HEADERS })).toString();
  const eventsOnPage = new Set(html.match(/\/events\/bench-\d+/g) ?? []).size;
  const inlineScriptBytes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);
  return {
    eventsOnPage,
    graphqlHighlightsMs,
    graphqlTitlesMs,
    graphqlListMs,
    pageMs,
    pageUncompressedMs,
    sectionPageMs,
    sectionPageHtmlBytes,
    htmlBytes: Buffer.byteLength(html),
    inlineScriptBytes,
  };
}

// ---------------------------------------------------------------------------------------------
// Step 7: the JavaScript a day page loads before it is interactive

interface InitialJs {
  files: { url: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** The scripts the page needs before it comes alive (scripts/initial-scripts.ts), each gzipped at level 9. */
async function measureInitialJs(baseUrl: string): Promise<InitialJs> {
  const html = decoded(await request(baseUrl + MAIN_PATH, { headers: BROWSER_HEADERS })).toString();
  const files: InitialJs['files'] = [];
  for (const url of initialScripts(html)) {
    const response = await request(new URL(url, baseUrl).href);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    const body = decoded(response);
    files.push({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

// ---------------------------------------------------------------------------------------------
// Step 5: the cached page beside its floors

/**
 * The pages as the cached site sends them, in both encodings: what the floors answer. The cache
 * makes a page's brotli copy after it keeps the page: asked again until it has (up to a minute).
 */
async function capturePages(baseUrl: string): Promise<CapturedPages> {
  const pages: CapturedPages = new Map();
  const deadline = performance.now() + 60_000;
  for (const p of DAY_PATHS) {
    const sent = {} as Record<Encoding, Awaited<ReturnType<typeof request>>>;
    for (const encoding of ['gzip', 'br'] as const)
      for (;;) {
        const response = await request(baseUrl + p, { headers: headersFor(encoding) });
        if (response.status === 200 && response.headers['content-encoding'] === encoding && response.headers['x-page-cache'] === 'hit') {
          sent[encoding] = response;
          break;
        }
        if (performance.now() > deadline)
          throw new Error(
            `${p}: expected a cached ${encoding} 200, got ${response.status} ${response.headers['content-encoding'] ?? 'uncompressed'} (X-Page-Cache: ${String(response.headers['x-page-cache'] ?? 'none')})`,
          );
        await sleep(200);
      }
    pages.set(p, sent);
  }
  return pages;
}

/** Starts a floor; a failure is noted and the floor left out, as an optional part of the run. */
async function optionalFloor(results: Results, name: string, start: () => Promise<PageServer>, pages: CapturedPages): Promise<PageServer | null> {
  try {
    const server = await start();
    const differences = await checkSameBytes(server, pages, headersFor);
    results.figure(
      `${server.label} answers the site's bytes${differences.length ? `; headers that differ from the site's: ${differences.join(', ')}` : ' and headers'}`,
    );
    return server;
  } catch (error) {
    results.figure(`NOTE: ${name} left out: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Step 6: the report

function loadTable(results: LoadResult[]): string {
  const lines = [
    '| scenario | connections | requests/s | p50 ms | p95 ms | p99 ms | 1 client p50 ms | 1 client p95 ms | bytes a response (wrk) | body bytes (as sent / html) | load before |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${perSecond(r.load.requestsPerSecond)} | ${ms(r.load.p50)} | ${ms(r.load.p95)} | ${ms(r.load.p99)} | ${ms(r.single.p50)} | ${ms(r.single.p95)} | ${Math.round(r.load.bytesPerResponse).toLocaleString('en')} | ${r.sentBytes.toLocaleString('en')} / ${r.htmlBytes.toLocaleString('en')} | ${r.loadBefore.toFixed(2)} |`,
    );
  return lines.join('\n');
}

/** Cached site / bare Node and cached site / nginx, by encoding. */
function ratios(results: LoadResult[], encoding: Encoding): string[] {
  const site = results.find((r) => r.target === 'site' && r.encoding === encoding);
  if (!site) return [];
  return (['bare node', 'nginx'] as const).flatMap((target) => {
    const floor = results.find((r) => r.target === target && r.encoding === encoding);
    if (!floor) return [];
    const ratio = site.load.requestsPerSecond / floor.load.requestsPerSecond;
    const goal = target === 'bare node' ? ` (goal: at least 0.8: ${ratio >= 0.8 ? 'met' : 'not met'})` : '';
    return [`Throughput cached site / ${target}, ${encoding}: ${ratio.toFixed(2)}${goal}`];
  });
}

function report({
  results,
  insert,
  breakdown,
  initialJs,
  compared,
}: {
  results: LoadResult[];
  insert: InsertTimes;
  breakdown: Breakdown;
  initialJs: InitialJs;
  compared: Compared[] | undefined;
}): string {
  const out: string[] = ['## Day page benchmark', ''];
  const upkeep = Object.entries(insert.upkeepS)
    .map(([table, s]) => `${table} ${s.toFixed(1)} s`)
    .join(', ');
  out.push(
    `- Entries added: ${ENTRIES.toLocaleString('en')} events (entries ${insert.entriesS.toFixed(1)} s, articles ${insert.articlesS.toFixed(1)} s, what the triggers keep: ${upkeep}; indexes ${insert.indexesS.toFixed(1)} s, VACUUM ANALYZE ${insert.analyzeS.toFixed(1)} s)`,
    `- Events listed on ${MAIN_PATH}: ${breakdown.eventsOnPage.toLocaleString('en')} synthetic (plus the demo content)`,
    `- Load: wrk (${results[0]?.load.threads ?? 1} threads, a process of its own on the same machine), for ${DURATION_S} s (longer, up to ${MAX_DURATION_S} s, for a slow page to get about ${TARGET_RESPONSES} responses) after a ${WARM_UP_S} s sequential warm-up; paths ${DAY_PATHS.join(', ')} in turn; Accept-Encoding: gzip or br`,
    '- p50/p95/p99: wrk, every response of the load test; one client: wrk with one connection, for long enough to get about ' +
      `${SAMPLES} responses (at least ${DURATION_S} s, at most ${SINGLE_MAX_DURATION_S} s)`,
    `- Load average (1, 5, 15 min) at the end: ${loadAverages()}: on a busy machine every figure is low, the ratios less so`,
    '',
    loadTable(results),
    '',
  );
  for (const r of results)
    if (r.load.failures || r.stillCached === false)
      out.push(`- ${r.scenario}: ${r.load.failures} failures${r.stillCached === false ? '; the pages were no longer cached after the test' : ''}`);
  const uncached = results.find((r) => r.target === 'uncached');
  const cachedGzip = results.find((r) => r.target === 'site' && r.encoding === 'gzip');
  if (uncached && cachedGzip) out.push(`- Throughput cached / uncached: ${(cachedGzip.load.requestsPerSecond / uncached.load.requestsPerSecond).toFixed(0)}`);
  for (const encoding of ['gzip', 'br'] as const) for (const line of ratios(results, encoding)) out.push(`- ${line}`);

  out.push(
    '',
    `### Uncached ${MAIN_PATH}: where the time goes (median of 15, one request at a time)`,
    '',
    '| step | ms |',
    '|---|---:|',
    `| GraphQL: the counts and each section's 20 most notable entries, as the page asks | ${ms(breakdown.graphqlHighlightsMs)} |`,
    `| whole page (query, React render, gzip) | ${ms(breakdown.pageMs)} |`,
    `| whole page without gzip (Accept-Encoding: identity) | ${ms(breakdown.pageUncompressedMs)} |`,
    `| ${SECTION_PATH}, 50 events (whole page, gzip) | ${ms(breakdown.sectionPageMs)} |`,
    `| GraphQL \`dayBySlug { events { title } }\`: every event, as the API's full list gives them | ${ms(breakdown.graphqlTitlesMs)} |`,
    `| the same with the list fields (id locale kind title summary path date) | ${ms(breakdown.graphqlListMs)} |`,
    '',
    `${SECTION_PATH} is ${breakdown.sectionPageHtmlBytes.toLocaleString('en')} bytes of HTML. ${MAIN_PATH} is ${breakdown.htmlBytes.toLocaleString('en')} bytes of HTML, ${breakdown.inlineScriptBytes.toLocaleString('en')} of them (${((100 * breakdown.inlineScriptBytes) / breakdown.htmlBytes).toFixed(0)} %) in inline scripts (the data the browser hydrates from).`,
  );

  if (compared) {
    out.push(
      '',
      `### Uncached, beside another checkout: one reader asks both in turn (${DAY_PATHS.join(', ')})`,
      '',
      '| checkout | commit | p50 ms | p95 ms | mean ms | server CPU ms per page |',
      '|---|---|---:|---:|---:|---:|',
    );
    for (const c of compared)
      out.push(`| ${c.checkout} | ${c.commit} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.mean)} | ${c.cpuMsPerPage === null ? 'n/a' : ms(c.cpuMsPerPage)} |`);
  }

  out.push(
    '',
    `### Initial JavaScript of ${MAIN_PATH}: ${kb(initialJs.gzipBytes)} gzipped (level 9), ${initialJs.files.length} files`,
    '',
    '| file | bytes | gzip bytes |',
    '|---|---:|---:|',
  );
  for (const f of initialJs.files) out.push(`| ${f.url} | ${f.bytes.toLocaleString('en')} | ${f.gzipBytes.toLocaleString('en')} |`);
  out.push(`| **total** | ${initialJs.files.reduce((s, f) => s + f.bytes, 0).toLocaleString('en')} | ${initialJs.gzipBytes.toLocaleString('en')} |`);
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Steps in order, with everything stopped and removed at the end (step 8)

async function main(): Promise<void> {
  const workDir = scratchDirectory('daypedia-benchmark-');
  atCleanUp(() => rmSync(workDir, { recursive: true, force: true }));
  const prerequisites = await checkPrerequisites(workDir);
  const results = openResults(`Day page benchmark, ${ENTRIES.toLocaleString('en')} entries`, args.out);
  log(`Results are written to ${results.path} as they are measured`);

  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  const port = await freePorts(1);
  const postgresPort = await freePorts(1);
  const authEmulatorPort = await freePorts(3);
  const databaseUrl = `postgresql://daypedia:daypedia@127.0.0.1:${postgresPort}/daypedia`;
  const siteOptions = { dataDir, port, postgresPort, authEmulatorPort };
  log(`Node ${process.version}; data in ${workDir}; ${ENTRIES.toLocaleString('en')} entries; load average ${loadAverages()}`);

  // 1. The site, rendering every request.
  let site = await startSite({ ...siteOptions, pageCache: 'off', seed: true });

  // 2. The synthetic events. The load holds the tables it writes: a first writing of the site's
  // dumps meanwhile may give up (and log so); it is done again later.
  log(`Inserting ${ENTRIES.toLocaleString('en')} events`);
  const insert = await insertEvents(databaseUrl, ENTRIES);
  results.figure(
    `Inserted ${ENTRIES.toLocaleString('en')} events: entries ${insert.entriesS.toFixed(1)} s, articles ${insert.articlesS.toFixed(1)} s, ` +
      `${Object.entries(insert.upkeepS)
        .map(([table, s]) => `${table} ${s.toFixed(1)} s`)
        .join(', ')}, indexes ${insert.indexesS.toFixed(1)} s, VACUUM ANALYZE ${insert.analyzeS.toFixed(1)} s; load average ${loadAverages()}`,
  );

  // 3. Uncached rendering, and where its time goes.
  await untilAnswered(site.url);
  const measured: LoadResult[] = [];
  measured.push(
    await loadTest(results, {
      scenario: 'uncached render (PAGE_CACHE=off), gzip',
      target: 'uncached',
      baseUrl: site.url,
      encoding: 'gzip',
      connections: CONNECTIONS,
    }),
  );
  log('Timing SQL, GraphQL and the whole page');
  const breakdown = await timeBreakdown(site.url);
  results.figure(
    `Uncached ${MAIN_PATH}, one request at a time (median of 15): whole page ${ms(breakdown.pageMs)} ms, without gzip ${ms(breakdown.pageUncompressedMs)} ms, ` +
      `GraphQL highlights ${ms(breakdown.graphqlHighlightsMs)} ms, every event's title ${ms(breakdown.graphqlTitlesMs)} ms, list fields ${ms(breakdown.graphqlListMs)} ms, ` +
      `${SECTION_PATH} ${ms(breakdown.sectionPageMs)} ms; ${breakdown.eventsOnPage} synthetic events on the page`,
  );
  let compared: Compared[] | undefined;
  if (COMPARE) {
    const comparePort = await freePorts(1);
    const compareAuthPort = await freePorts(3);
    const compareDir = path.join(workDir, 'compare-data');
    mkdirSync(compareDir, { mode: 0o755 });
    const other = await startSite({
      ...siteOptions,
      dataDir: compareDir,
      port: comparePort,
      authEmulatorPort: compareAuthPort,
      pageCache: 'off',
      seed: false,
      other: { checkout: COMPARE, databaseUrl },
    });
    log(`This checkout and ${COMPARE} side by side, up to ${SAMPLES} requests each`);
    compared = await sideBySide([
      { checkout: ROOT, site },
      { checkout: COMPARE, site: other },
    ]);
    for (const c of compared)
      results.figure(`Uncached, side by side: ${c.checkout} (${c.commit}): p50 ${ms(c.p50)} ms, p95 ${ms(c.p95)} ms, mean ${ms(c.mean)} ms`);
    await other.stop();
  }
  await site.stop();

  // 4. The page cache, on the same database, and the same bytes from bare Node and nginx.
  site = await startSite({ ...siteOptions, pageCache: 'on', seed: false });
  await untilAnswered(site.url);
  const pages = await capturePages(site.url);
  log('Measuring initial JavaScript');
  const initialJs = await measureInitialJs(site.url);
  results.figure(`Initial JavaScript of ${MAIN_PATH}: ${kb(initialJs.gzipBytes)} gzipped (level 9), ${initialJs.files.length} files`);
  const bareNode = await optionalFloor(results, 'bare node:http', () => startBareNode(pages, workDir), pages);
  const nginx =
    'missing' in prerequisites.nginx
      ? null
      : await optionalFloor(results, 'nginx', () => startNginxPages(pages, workDir, 'brotli' in prerequisites.nginx && prerequisites.nginx.brotli), pages);
  for (const encoding of ['gzip', 'br'] as const) {
    const targets: [LoadResult['target'], string, PageServer | null][] = [
      ['site', `cached site (PAGE_CACHE=on), ${encoding}`, { label: 'site', url: site.url, encodings: ['gzip', 'br'], stop: site.stop }],
      ['bare node', `${bareNode?.label ?? ''}, same bytes, ${encoding}`, bareNode],
      ['nginx', `${nginx?.label ?? ''}, same bytes, ${encoding}`, nginx],
    ];
    for (const [target, scenario, server] of targets)
      if (server?.encodings.includes(encoding))
        measured.push(await loadTest(results, { scenario, target, baseUrl: server.url, encoding, connections: CACHED_CONNECTIONS }));
    for (const line of ratios(measured, encoding)) results.figure(line);
  }
  if (nginx && !nginx.encodings.includes('br')) results.figure('NOTE: no nginx brotli figures: the brotli_static module is not installed');
  await bareNode?.stop();
  await nginx?.stop();
  await site.stop();

  // 6 and 7.
  results.append(report({ results: measured, insert, breakdown, initialJs, compared }));
  log(`Results: ${results.path}`);
}

await runWithCleanUp(main);
