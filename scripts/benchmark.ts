/**
 * How fast Daypedia answers a day page when the database is large.
 *
 * Starts the built site on a throwaway data folder, adds N synthetic events spread over all 366
 * days (one published English article each), then measures with autocannon:
 *
 *   1. uncached: every request rendered (PAGE_CACHE=off): SQL, GraphQL, React rendering, gzip;
 *   2. cached: the same pages answered from the in-memory page cache (PAGE_CACHE=on), once
 *      asked for gzip and once for brotli;
 *   3. static: the very bytes of those pages served as precompressed files by nginx
 *      (gzip_static, and brotli_static when Debian's module is installed), or, when nginx is not
 *      installed, by a minimal node:http server, labelled as such.
 *
 * Every scenario requests the same few English day pages with `Accept-Encoding: gzip` (or `br`
 * for the brotli pair), as a browser does. Latency percentiles come from every response of the load test (which runs
 * longer for a slow page, to collect about 100 responses); a second, single-client loop gives
 * the latency of one reader on an otherwise idle server. autocannon runs in this process, on the
 * same cores as the server: its CPU use is reported, as it can be the limit. It also
 * times where an uncached render spends its time (SQL, GraphQL, the whole page) and sums the
 * gzipped JavaScript a day page loads before it is interactive.
 *
 * With `--compare <folder>`, another checkout of the site (built there with `npm run build`) is
 * started on the same database beside the uncached server, and one reader asks the two in turn,
 * request for request, so that the difference between two versions is not lost in the drift
 * between two runs of the benchmark.
 *
 * Run (after `npm run build`):
 *   tsx scripts/benchmark.ts [--entries 1000000] [--duration 15] [--connections 10] [--samples 300] [--compare ../other-checkout]
 *
 * Nothing outside a temporary folder is written; servers, nginx and the folder are removed at the
 * end, also when a step fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { EventEmitter } from 'node:events';
import { scratchDirectory } from '../server/db/embedded-postgres.ts';
import { atCleanUp, runWithCleanUp } from './cleanups.ts';
import { freePorts } from './free-ports.ts';
import { decoded, request } from './http-request.ts';
import { initialScripts } from './initial-scripts.ts';
import { insertEvents, type InsertTimes } from './synthetic-events.ts';
import { nginxConfig, nginxInstalled, NGINX, startNginx } from './nginx.ts';
import { startSite as startSiteProcess, type SiteProcess } from './site-server.ts';
import { log, percentile } from './timing.ts';
import { SERVER_BUNDLE } from '../server/node-options.ts';

/** The pages measured: English day pages, requested in turn. The first is the one reported in detail. */
const DAY_PATHS = ['/march-14', '/july-4', '/november-21', '/february-29'];
const MAIN_PATH = DAY_PATHS[0];
/** A page of every event of the first day: as long as a page of a section gets. */
const SECTION_PATH = '/march-14/events/2';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' };
type Encoding = 'gzip' | 'br';
const headersFor = (encoding: Encoding) => ({ ...BROWSER_HEADERS, 'accept-encoding': encoding });
/** Debian's brotli_static module for nginx (package libnginx-mod-http-brotli-static). */
const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

// ---------------------------------------------------------------------------------------------
// autocannon has no type declarations; this is the part of its programmatic API used here.

interface AutocannonResult {
  requests: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface AutocannonRequest {
  method: 'GET';
  path: string;
  onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string | string[]>) => void;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  headers: Record<string, string>;
  requests: AutocannonRequest[];
}
type AutocannonRun = EventEmitter & PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonRun;

// ---------------------------------------------------------------------------------------------
// Settings

const { values: args } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    samples: { type: 'string', default: '300' },
    compare: { type: 'string' },
  },
});
const ENTRIES = positiveInt('entries', args.entries);
const DURATION_S = positiveInt('duration', args.duration);
const CONNECTIONS = positiveInt('connections', args.connections);
const SAMPLES = positiveInt('samples', args.samples);
/** The single-client loop stops after this long even when fewer samples were taken. */
const SAMPLE_TIME_LIMIT_MS = 60_000;
const WARM_UP_S = 3;
/** A load test lasts --duration seconds, longer (up to MAX_DURATION_S) when that would give fewer responses than this. */
const TARGET_RESPONSES = 100;
const MAX_DURATION_S = 120;
/** Another built checkout measured beside this one (--compare). */
const COMPARE = args.compare === undefined ? undefined : path.resolve(args.compare);
if (COMPARE && !existsSync(path.join(COMPARE, SERVER_BUNDLE))) throw new Error(`--compare ${args.compare}: no build there; run \`npm run build\` in it first`);
/** The side-by-side loop stops after this long even when fewer samples were taken. */
const COMPARE_TIME_LIMIT_MS = 300_000;

function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${value}`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

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
  // them to a file, as it would in production: through a pipe to this process, which runs the load
  // generator, every request's log line waited for this process to read it.
  const onLine = (line: string) => {
    if (!line.includes('"level":"info"')) console.log(`[server ${label}] ${line}`);
  };
  const logFile = path.join(dataDir, `server-${port}.log`);
  const site = await startSiteProcess({ label, port, env, onLine, logFile, checkout: other?.checkout });
  atCleanUp(site.stop);
  return site;
}

// ---------------------------------------------------------------------------------------------
// Step 3 to 5: load tests

interface LoadResult {
  scenario: string;
  /** Answered from the page cache: every response must say `X-Page-Cache: hit`. */
  cached: boolean;
  durationS: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  total: number;
  failures: number;
  /** How many responses carried `X-Page-Cache: hit`. */
  cacheHits: number;
  single: SequentialResult;
  /** The 1-minute load average just before the test: other work on the machine skews the numbers. */
  loadBefore: number;
  /** CPU time of this process (autocannon) per second of the load test: near 1, the client is the limit. */
  clientCpu: number;
  /** The main page as sent: gzip or brotli. */
  sentBytes: number;
  htmlBytes: number;
}

interface SequentialResult {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

function headerValue(headers: Record<string, string | string[]>, name: string): string {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? '' : headers[key];
  return Array.isArray(value) ? value.join(',') : value;
}

function runAutocannon(baseUrl: string, durationS: number, encoding: Encoding, onResponse?: AutocannonRequest['onResponse']) {
  const run = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 60,
    headers: headersFor(encoding),
    requests: DAY_PATHS.map((p) => ({ method: 'GET' as const, path: p, onResponse })),
  });
  // autocannon keeps whole milliseconds; every response's own time gives exact percentiles.
  const latencies: number[] = [];
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  return { run, latencies };
}

/**
 * One request at a time on a kept-alive connection, over the day paths in turn: at least
 * `minRequests`, then more until `maxRequests` or the time limit. Used for the warm-up (which
 * leaves no request behind, unlike a cut-off load test) and for the latency of a lone reader.
 */
async function sequential(
  baseUrl: string,
  { minRequests, maxRequests, timeLimitMs, encoding = 'gzip' }: { minRequests: number; maxRequests: number; timeLimitMs: number; encoding?: Encoding },
): Promise<SequentialResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const deadline = performance.now() + timeLimitMs;
  try {
    for (let i = 0; i < maxRequests && (i < minRequests || performance.now() < deadline); i++) {
      const p = DAY_PATHS[i % DAY_PATHS.length];
      const response = await request(baseUrl + p, { headers: headersFor(encoding), agent });
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
      times.push(response.ms);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { count: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

async function loadTest(
  scenario: string,
  baseUrl: string,
  { cached = false, encoding = 'gzip' }: { cached?: boolean; encoding?: Encoding } = {},
): Promise<LoadResult> {
  const loadBefore = os.loadavg()[0];
  log(`${scenario}: warming up for ${WARM_UP_S} s, one request at a time`);
  const warmUp = await sequential(baseUrl, { minRequests: 2 * DAY_PATHS.length, maxRequests: Infinity, timeLimitMs: WARM_UP_S * 1000, encoding });

  // Fetched after the warm-up, so that a cached page is measured as the cache sends it.
  const page = await request(baseUrl + MAIN_PATH, { headers: headersFor(encoding) });
  if (page.status !== 200) throw new Error(`${scenario}: ${MAIN_PATH} answered ${page.status}`);
  if (page.headers['content-encoding'] !== encoding)
    throw new Error(`${scenario}: ${MAIN_PATH} came as ${String(page.headers['content-encoding'] ?? 'identity')}, not ${encoding}`);
  if (cached) {
    for (const p of DAY_PATHS) {
      const cacheState = (await request(baseUrl + p, { headers: headersFor(encoding) })).headers['x-page-cache'];
      if (cacheState !== 'hit') throw new Error(`${scenario}: ${p} is not cached after the warm-up (X-Page-Cache: ${String(cacheState ?? 'none')})`);
    }
  }

  // A slow page gets a longer run, so that its percentiles rest on about 100 responses.
  const expectedPerSecond = 1000 / warmUp.p50;
  const durationS = Math.min(MAX_DURATION_S, Math.max(DURATION_S, Math.ceil(TARGET_RESPONSES / expectedPerSecond)));
  log(`${scenario}: ${CONNECTIONS} connections for ${durationS} s`);
  let cacheHits = 0;
  const cpuBefore = process.cpuUsage();
  const { run, latencies } = runAutocannon(baseUrl, durationS, encoding, (_status, _body, _context, headers) => {
    if (headerValue(headers, 'x-page-cache') === 'hit') cacheHits++;
  });
  const result = await run;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  // The load test ends with requests still being answered; one more request waits for them.
  await request(baseUrl + MAIN_PATH, { headers: BROWSER_HEADERS });

  log(`${scenario}: single client, up to ${SAMPLES} requests or ${SAMPLE_TIME_LIMIT_MS / 1000} s`);
  const single = await sequential(baseUrl, { minRequests: 1, maxRequests: SAMPLES, timeLimitMs: SAMPLE_TIME_LIMIT_MS, encoding });

  return {
    scenario,
    cached,
    durationS: result.duration,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p97_5: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    cacheHits,
    single,
    loadBefore,
    clientCpu: (cpu.user + cpu.system) / 1e6 / result.duration,
    sentBytes: page.body.length,
    htmlBytes: decoded(page).length,
  };
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
// Step 5: the static baseline

interface StaticServer {
  label: string;
  url: string;
  stop(): Promise<void>;
}

/** The pages as captured from the site: the gzip and brotli bytes it sent, by path. */
type CapturedPages = Map<string, Record<Encoding, Buffer>>;

async function capturePages(baseUrl: string): Promise<CapturedPages> {
  const pages: CapturedPages = new Map();
  for (const p of DAY_PATHS) {
    const sent = {} as Record<Encoding, Buffer>;
    for (const encoding of ['gzip', 'br'] as const) {
      const response = await request(baseUrl + p, { headers: headersFor(encoding) });
      if (response.status !== 200 || response.headers['content-encoding'] !== encoding)
        throw new Error(`${p}: expected a ${encoding} 200, got ${response.status} ${response.headers['content-encoding'] ?? 'uncompressed'}`);
      sent[encoding] = response.body;
    }
    pages.set(p, sent);
  }
  return pages;
}

async function startStaticServer(pages: CapturedPages, workDir: string): Promise<StaticServer> {
  const port = await freePorts(1);
  if (nginxInstalled()) return serveWithNginx(pages, workDir, port);

  console.log(`NOTE: ${NGINX} is not installed; the static baseline is a minimal node:http server instead.`);
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return void res.writeHead(404).end();
    const encoding: Encoding = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) ? 'br' : 'gzip';
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': encoding, 'Content-Length': page[encoding].length })
      .end(page[encoding]);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  atCleanUp(stop);
  return { label: 'static file, node:http (nginx not installed)', url: `http://127.0.0.1:${port}`, stop };
}

/** nginx with one worker per core, answering each page from its precompressed copy (gzip_static, brotli_static). */
async function serveWithNginx(pages: CapturedPages, workDir: string, port: number): Promise<StaticServer> {
  const prefix = path.join(workDir, 'nginx');
  const html = path.join(prefix, 'html');
  mkdirSync(html, { recursive: true, mode: 0o755 });
  for (const [p, { gzip, br }] of pages) {
    writeFileSync(path.join(html, p.slice(1)), gunzipSync(gzip));
    writeFileSync(path.join(html, `${p.slice(1)}.gz`), gzip);
    writeFileSync(path.join(html, `${p.slice(1)}.br`), br);
  }
  const brotli = existsSync(NGINX_BROTLI_MODULE);
  if (!brotli)
    console.log(`NOTE: ${NGINX_BROTLI_MODULE} is not installed (apt-get install libnginx-mod-http-brotli-static); nginx answers brotli requests with gzip.`);
  const config = nginxConfig(
    prefix,
    `  default_type 'text/html; charset=utf-8';
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${html};
    location / {
      gzip_static on;${brotli ? '\n      brotli_static on;' : ''}
      add_header Cache-Control 'public, max-age=60';
      add_header Vary 'Accept-Encoding';
    }
  }`,
  );
  const url = `http://127.0.0.1:${port}`;
  const { version, stop } = await startNginx({ prefix, config: brotli ? `load_module ${NGINX_BROTLI_MODULE};\n${config}` : config, readyUrl: url + MAIN_PATH });
  atCleanUp(stop);
  return { label: `static file, ${version}`, url, stop };
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
// Step 6: the report

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printReport({
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
}): void {
  const cpus = os.cpus();
  console.log('\n## Day page benchmark\n');
  console.log(
    `- Entries added: ${ENTRIES.toLocaleString('en')} events (insert ${insert.entriesS.toFixed(1)} s, articles ${insert.articlesS.toFixed(1)} s, VACUUM ANALYZE ${insert.analyzeS.toFixed(1)} s)`,
  );
  console.log(`- Events listed on ${MAIN_PATH}: ${breakdown.eventsOnPage.toLocaleString('en')} synthetic (plus the demo content)`);
  console.log(
    `- Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM; autocannon runs on the same machine`,
  );
  console.log(
    `- Load: autocannon, ${CONNECTIONS} connections for ${DURATION_S} s (longer, up to ${MAX_DURATION_S} s, for a slow page to get about ${TARGET_RESPONSES} responses) after a ${WARM_UP_S} s sequential warm-up; paths ${DAY_PATHS.join(', ')} in turn; Accept-Encoding: gzip`,
  );
  console.log('- p50/p95/p97.5/p99: every 2xx response of the load test; requests/s: 2xx responses per second');
  console.log(`- Single client: one request at a time on a kept-alive connection, up to ${SAMPLES} requests or ${SAMPLE_TIME_LIMIT_MS / 1000} s\n`);

  console.log('| scenario | requests/s | p50 ms | p95 ms | p97.5 ms | p99 ms | 1 client p50 ms | 1 client p95 ms | body bytes (as sent / html) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.scenario} | ${r.requestsPerSecond.toFixed(r.requestsPerSecond < 100 ? 1 : 0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p97_5)} | ${ms(r.p99)} | ${ms(r.single.p50)} | ${ms(r.single.p95)} | ${r.sentBytes.toLocaleString('en')} / ${r.htmlBytes.toLocaleString('en')} |`,
    );
  }
  console.log('');
  for (const r of results) {
    const hits = r.cached ? `, ${r.cacheHits.toLocaleString('en')} answered with X-Page-Cache: hit` : '';
    console.log(
      `- ${r.scenario}: ${r.total.toLocaleString('en')} responses in ${r.durationS} s, ${r.failures} errors/timeouts/non-2xx${hits}; autocannon used ${(100 * r.clientCpu).toFixed(0)} % of a core; single client ${r.single.count} requests; load average before ${r.loadBefore.toFixed(2)}`,
    );
  }
  const uncached = results.find((r) => r.scenario.startsWith('uncached'));
  for (const encoding of ['gzip', 'br'] as const) {
    const cached = results.find((r) => r.cached && r.scenario.endsWith(`, ${encoding}`));
    const staticResult = results.find((r) => r.scenario.startsWith('static') && r.scenario.endsWith(`, ${encoding}`));
    if (cached && staticResult)
      console.log(
        `- Throughput cached / static, ${encoding}: ${(cached.requestsPerSecond / staticResult.requestsPerSecond).toFixed(2)} (pages of the same size: ${cached.sentBytes === staticResult.sentBytes ? 'yes' : 'no'})`,
      );
    if (cached && uncached && encoding === 'gzip')
      console.log(`- Throughput cached / uncached: ${(cached.requestsPerSecond / uncached.requestsPerSecond).toFixed(0)}`);
  }

  console.log(`\n### Uncached ${MAIN_PATH}: where the time goes (median of 15, one request at a time)\n`);
  console.log('| step | ms |');
  console.log('|---|---:|');
  console.log(`| GraphQL: the counts and each section's 20 most notable entries, as the page asks | ${ms(breakdown.graphqlHighlightsMs)} |`);
  console.log(`| whole page (query, React render, gzip) | ${ms(breakdown.pageMs)} |`);
  console.log(`| whole page without gzip (Accept-Encoding: identity) | ${ms(breakdown.pageUncompressedMs)} |`);
  console.log(`| ${SECTION_PATH}, 50 events (whole page, gzip) | ${ms(breakdown.sectionPageMs)} |`);
  console.log(`| GraphQL \`dayBySlug { events { title } }\`: every event, as the API's full list gives them | ${ms(breakdown.graphqlTitlesMs)} |`);
  console.log(`| the same with the list fields (id locale kind title summary path date) | ${ms(breakdown.graphqlListMs)} |`);
  console.log(
    `\n${SECTION_PATH} is ${breakdown.sectionPageHtmlBytes.toLocaleString('en')} bytes of HTML. ${MAIN_PATH} is ${breakdown.htmlBytes.toLocaleString('en')} bytes of HTML, ${breakdown.inlineScriptBytes.toLocaleString('en')} of them (${((100 * breakdown.inlineScriptBytes) / breakdown.htmlBytes).toFixed(0)} %) in inline scripts (the data the browser hydrates from).`,
  );

  if (compared) {
    console.log(`\n### Uncached, beside another checkout: one reader asks both in turn (${DAY_PATHS.join(', ')})\n`);
    console.log('| checkout | commit | p50 ms | p95 ms | mean ms | server CPU ms per page |');
    console.log('|---|---|---:|---:|---:|---:|');
    for (const c of compared) {
      const cpu = c.cpuMsPerPage === null ? 'n/a' : ms(c.cpuMsPerPage);
      console.log(`| ${c.checkout} | ${c.commit} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.mean)} | ${cpu} |`);
    }
  }

  console.log(`\n### Initial JavaScript of ${MAIN_PATH}: ${kb(initialJs.gzipBytes)} gzipped (level 9), ${initialJs.files.length} files\n`);
  console.log('| file | bytes | gzip bytes |');
  console.log('|---|---:|---:|');
  for (const f of initialJs.files) console.log(`| ${f.url} | ${f.bytes.toLocaleString('en')} | ${f.gzipBytes.toLocaleString('en')} |`);
  console.log(`| **total** | ${initialJs.files.reduce((s, f) => s + f.bytes, 0).toLocaleString('en')} | ${initialJs.gzipBytes.toLocaleString('en')} |`);
}

// ---------------------------------------------------------------------------------------------
// Steps in order, with everything stopped and removed at the end (step 8)

async function main(): Promise<void> {
  const workDir = scratchDirectory('daypedia-benchmark-');
  atCleanUp(() => rmSync(workDir, { recursive: true, force: true }));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { mode: 0o755 });

  const port = await freePorts(1);
  const postgresPort = await freePorts(1);
  const authEmulatorPort = await freePorts(3);
  const databaseUrl = `postgresql://daypedia:daypedia@127.0.0.1:${postgresPort}/daypedia`;
  const siteOptions = { dataDir, port, postgresPort, authEmulatorPort };
  log(`Node ${process.version}; data in ${workDir}; ${ENTRIES.toLocaleString('en')} entries`);

  // 1. The site, rendering every request.
  let site = await startSite({ ...siteOptions, pageCache: 'off', seed: true });

  // 2. The synthetic events.
  log(`Inserting ${ENTRIES.toLocaleString('en')} events`);
  const insert = await insertEvents(databaseUrl, ENTRIES);
  log(`Inserted: entries ${insert.entriesS.toFixed(1)} s, articles ${insert.articlesS.toFixed(1)} s, VACUUM ANALYZE ${insert.analyzeS.toFixed(1)} s`);

  // 3. Uncached rendering, and where its time goes.
  const results: LoadResult[] = [];
  results.push(await loadTest('uncached render (PAGE_CACHE=off)', site.url));
  log('Timing SQL, GraphQL and the whole page');
  const breakdown = await timeBreakdown(site.url);
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
      { checkout: path.resolve(import.meta.dirname, '..'), site },
      { checkout: COMPARE, site: other },
    ]);
    await other.stop();
  }
  await site.stop();

  // 4. The page cache, on the same database.
  site = await startSite({ ...siteOptions, pageCache: 'on', seed: false });
  for (const encoding of ['gzip', 'br'] as const) {
    const cachedResult = await loadTest(`cached (PAGE_CACHE=on), ${encoding}`, site.url, { cached: true, encoding });
    if (cachedResult.cacheHits < cachedResult.total)
      console.log(`WARNING: only ${cachedResult.cacheHits} of ${cachedResult.total} cached responses were cache hits`);
    results.push(cachedResult);
  }

  // 5. The same bytes as static files.
  const pages = await capturePages(site.url);
  log('Measuring initial JavaScript');
  const initialJs = await measureInitialJs(site.url);
  await site.stop();
  const staticServer = await startStaticServer(pages, workDir);
  for (const encoding of ['gzip', 'br'] as const) results.push(await loadTest(`${staticServer.label}, ${encoding}`, staticServer.url, { encoding }));
  await staticServer.stop();

  // 6 and 7.
  printReport({ results, insert, breakdown, initialJs, compared });
}

await runWithCleanUp(main);
