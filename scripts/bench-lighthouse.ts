/**
 * Lighthouse's scores for the pages readers and members open first: home, a day, an entry, sign
 * in and donate.
 *
 * Starts the built site on a throwaway data folder with its embedded defaults (PostgreSQL, the
 * Auth emulator, the demo content), starts Debian's Chromium headless with a remote debugging
 * port, and runs Lighthouse (the `lighthouse` package, its default mobile settings: a mid-range
 * phone on a slow 4G connection, simulated) on each page several times. Prints, as a Markdown
 * table, the median score of each category (performance, accessibility, best practices, SEO),
 * then what Lighthouse found wrong: the accessibility and best-practices audits that failed on a
 * page, and the performance audits that cost the most.
 *
 * Run (after `npm run build`):
 *   tsx scripts/bench-lighthouse.ts [--runs 3]   or `npm run bench:lighthouse`
 *   CHROMIUM_PATH names another Chromium.
 *
 * Nothing outside a temporary folder is written; the site, Chromium and the folder are removed at
 * the end, also when a step fails.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { scratchDirectory } from '../server/db/embedded-postgres.ts';
import { atCleanUp, runWithCleanUp } from './cleanups.ts';
import { freePorts } from './free-ports.ts';
import { startSite } from './site-server.ts';
import { log, sleep } from './timing.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of at least 1');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The pages measured: the demo content has this day and this event in every language. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'home in Japanese', path: '/ja' },
  { name: 'day', path: '/july-20' },
  { name: 'entry', path: '/events/apollo-11-moon-landing' },
  { name: 'holiday', path: '/holidays-and-occasions/new-years-day' },
  { name: 'sign in', path: '/login' },
  { name: 'donate', path: '/donate' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** The site with its embedded defaults, demo content included, on free ports and a temporary folder. */
async function startTheSite(workDir: string) {
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  const port = await freePorts(1);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(await freePorts(1)),
    FIREBASE_AUTH_EMULATOR_PORT: String(await freePorts(3)),
  };
  delete env.DATABASE_URL;
  const onLine = (line: string) => {
    if (!line.includes('"level":"info"')) console.log(`[server] ${line}`);
  };
  const site = await startSite({ label: 'lighthouse', port, env, onLine });
  atCleanUp(site.stop);
  return site;
}

/** Chromium, headless, answering the DevTools protocol on a free port; stopped at the end. */
async function startChromium(workDir: string): Promise<number> {
  const port = await freePorts(1);
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${path.join(workDir, 'chromium')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  atCleanUp(async () => {
    chromium.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    chromium.kill('SIGKILL');
  });
  for (let i = 0; i < 100; i++) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) return port;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${CHROMIUM} did not open its debugging port ${port}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface PageResult {
  name: string;
  path: string;
  scores: Record<Category, number[]>;
  /** Failed audits of a category, by title, with how many runs they failed in. */
  failed: Record<'accessibility' | 'best-practices' | 'seo', Map<string, number>>;
  /** The performance audits that cost the most in the last run, with what Lighthouse says they would save. */
  costs: string[];
}

/** What a failed audit names: the elements (their selector), messages or addresses, at most three. */
function failedItems(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const items = (details?.items ?? []).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const text = [node?.selector, item.url, item.description].find((value): value is string => typeof value === 'string');
    return (text ?? '').slice(0, 120);
  });
  const shown = items.filter(Boolean).slice(0, 3);
  return shown.length ? ` [${shown.join('; ')}${items.length > shown.length ? `; ${items.length - shown.length} more` : ''}]` : '';
}

/** The audits of a category that failed: a binary audit that scored 0, or a scored one under 0.9. */
function failedAudits(lhr: Result, category: Category): string[] {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : 0.9))
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${failedItems(audit)}`);
}

/** The performance audits Lighthouse scores below 0.9, the largest estimated saving first. */
function performanceCosts(lhr: Result): string[] {
  const relevant = new Set(lhr.categories.performance.auditRefs.map((ref) => ref.id));
  return Object.values(lhr.audits)
    .filter((audit) => relevant.has(audit.id) && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({ audit, saving: Math.max(0, ...Object.values(audit.metricSavings ?? {}).filter((v): v is number => typeof v === 'number')) }))
    .sort((a, b) => b.saving - a.saving || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .slice(0, 5)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

/** Which Lighthouse measured and as what device, from its own report. */
let measuredWith = '';

/** How often a run that Lighthouse itself could not record (a lost trace, NO_NAVSTART) is tried again. */
const RETRIES = 2;

/** One Lighthouse run of a page; a run Lighthouse could not record is tried again, as it advises. */
async function lighthouseRun(url: string, debuggingPort: number): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    const answer = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = answer;
    measuredWith = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
    if (!lhr.runtimeError) return lhr;
    if (attempt === RETRIES) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    log(`${url}: ${lhr.runtimeError.code}, trying again`);
  }
}

async function measure(url: string, debuggingPort: number, page: { name: string; path: string }): Promise<PageResult> {
  const result: PageResult = {
    ...page,
    scores: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
    failed: { accessibility: new Map(), 'best-practices': new Map(), seo: new Map() },
    costs: [],
  };
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await lighthouseRun(`${url}${page.path}`, debuggingPort);
    for (const category of CATEGORIES) result.scores[category].push(Math.round((lhr.categories[category].score ?? 0) * 100));
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      for (const failure of failedAudits(lhr, category)) result.failed[category].set(failure, (result.failed[category].get(failure) ?? 0) + 1);
    }
    result.costs = performanceCosts(lhr);
    log(`${page.path} run ${run}: ${CATEGORIES.map((c) => `${CATEGORY_NAMES[c]} ${result.scores[c].at(-1)}`).join(', ')}`);
  }
  return result;
}

function report(results: PageResult[]): string {
  const lines = [
    `${measuredWith}, median of ${RUNS} run${RUNS === 1 ? '' : 's'}:`,
    '',
    `| page | path | ${CATEGORIES.map((c) => CATEGORY_NAMES[c]).join(' | ')} |`,
    `|---|---|${CATEGORIES.map(() => '---:').join('|')}|`,
    ...results.map((r) => `| ${r.name} | \`${r.path}\` | ${CATEGORIES.map((c) => median(r.scores[c])).join(' | ')} |`),
  ];
  for (const r of results) {
    const failures = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
      [...r.failed[category]].map(([audit, runs]) => `- ${CATEGORY_NAMES[category]}: ${audit}${runs < RUNS ? ` (in ${runs} of ${RUNS} runs)` : ''}`),
    );
    lines.push('', `${r.name} (\`${r.path}\`):`);
    lines.push(...(failures.length ? failures : ['- no failed accessibility, best-practices or SEO audit']));
    if (r.costs.length) lines.push(`- performance, costliest: ${r.costs.join('; ')}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const workDir = scratchDirectory('daypedia-lighthouse-');
  atCleanUp(() => rmSync(workDir, { recursive: true, force: true }));
  log(`Node ${process.version}; ${RUNS} runs a page; data in ${workDir}`);
  const site = await startTheSite(workDir);
  const debuggingPort = await startChromium(workDir);
  const results: PageResult[] = [];
  for (const page of PAGES) results.push(await measure(site.url, debuggingPort, page));
  console.log(`\n${report(results)}`);
}

await runWithCleanUp(main);
