/**
 * How long the dumps and a full export of a million entries take, and how much memory the
 * process writing them holds.
 *
 * Starts a throwaway PostgreSQL, adds N synthetic events (scripts/synthetic-events.ts, each with
 * the body of one of the demo articles in turn, so texts are as long and as varied as real
 * ones), then runs in turn, each in a fresh process of the site's bundled code with the server's
 * Node options (scripts/bench-export-worker.ts): the dumps (every language and all, JSON Lines and
 * CSV), and an export of all English entries as JSON Lines and as CSV. Each process is measured
 * from outside: wall time, and its peak resident memory (VmHWM, as the kernel counts it, read
 * from /proc before the process exits).
 *
 * Run:
 *   npm run bench:export [-- --entries 1000000] [--keep <folder>] [--runs dump,export-jsonl,export-csv]
 *
 * With --keep the database stays in the folder and is used again by the next run with the same
 * number of entries (inserting a million takes a few minutes); without it a temporary folder
 * is removed at the end.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { paragraphsToHtml } from '../server/articles/html.ts';
import { scratchDirectory, startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { applyMigrations } from '../server/db/migrations.ts';
import { SERVER_NODE_OPTIONS } from '../server/startup/node-options.ts';
import { readNotableEntries } from '../server/seed/notable-entries.ts';
import { atCleanUp, runWithCleanUp } from './cleanups.ts';
import { freePorts } from './free-ports.ts';
import { bundleServer } from './server-bundle.ts';
import { insertEvents, syntheticEventCount } from './synthetic-events.ts';
import { log } from './timing.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORKER_DIR = path.join(ROOT, 'build/bench-export');
/** The design's budget for an export of a million entries. */
const BUDGET = { seconds: 60, megabytes: 200 };

const RUNS = ['dump', 'export-jsonl', 'export-csv'] as const;
const { values: args } = parseArgs({
  options: { entries: { type: 'string', default: '1000000' }, keep: { type: 'string' }, runs: { type: 'string', default: RUNS.join(',') } },
});
const ENTRIES = Number(args.entries);
if (!Number.isInteger(ENTRIES) || ENTRIES < 1) throw new Error(`--entries must be a positive integer, got ${args.entries}`);
const CHOSEN_RUNS = args.runs.split(',');
const unknownRun = CHOSEN_RUNS.find((run) => !(RUNS as readonly string[]).includes(run));
if (unknownRun !== undefined) throw new Error(`--runs takes ${RUNS.join(', ')}, separated by commas; got ${unknownRun}`);

interface WorkerResult {
  entries: number;
  files: number;
  bytes: number;
  /** The work itself, as the process timed it. */
  seconds: number;
  /** Processor time of the process meanwhile, its zlib threads included. */
  cpuSeconds: number;
  /** How long its main thread was busy (JavaScript; compression runs on other threads). */
  mainThreadSeconds: number;
  /** Resident memory once its code was loaded, before the work. */
  loadedMb: number;
}

interface Measured extends WorkerResult {
  run: string;
  /** From starting the process to its answer, loading the code included. */
  processSeconds: number;
  peakRssMb: number;
  /** The machine's load average (1 minute) before the run: other work on it slows a run down. */
  loadBefore: number;
}

/** The resident memory of a process now and at its peak so far, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Runs one mode of the worker and measures it from outside. */
async function measure(mode: string, databaseUrl: string, folder: string): Promise<Measured> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(WORKER_DIR, 'bench-export-worker.mjs'), mode, databaseUrl, folder], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const loadBefore = os.loadavg()[0];
  let result: WorkerResult | null = null;
  let peak = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    if (!line.startsWith('{"result"')) {
      console.log(`[${mode}] ${line}`);
      continue;
    }
    result = (JSON.parse(line) as { result: WorkerResult }).result;
    peak = memoryOf(child.pid!).peak;
    child.stdin.end();
  }
  const code = await exited;
  if (!result || code !== 0) throw new Error(`${mode} failed (exit code ${code})`);
  return { run: mode, ...result, processSeconds: (performance.now() - started) / 1000, peakRssMb: peak, loadBefore };
}

/** The demo articles' bodies in every language, as the synthetic events' texts. */
function demoBodies(): string[] {
  return readNotableEntries().flatMap((entry) => Object.values(entry.translations).map((text) => paragraphsToHtml(text.body)));
}

async function main(): Promise<void> {
  const workDir = args.keep ? path.resolve(args.keep) : scratchDirectory('daypedia-bench-export-');
  if (!args.keep) atCleanUp(() => rmSync(workDir, { recursive: true, force: true }));
  mkdirSync(workDir, { recursive: true });
  const files = path.join(workDir, 'files');
  rmSync(files, { recursive: true, force: true });
  atCleanUp(() => rmSync(files, { recursive: true, force: true }));
  log(`Node ${process.version}; data in ${workDir}; ${ENTRIES.toLocaleString('en')} entries`);

  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), port: await freePorts(1), database: 'daypedia' });
  atCleanUp(() => database.stop());
  await applyMigrations(database.url);
  const present = await syntheticEventCount(database.url);
  if (present === 0) {
    log(`Inserting ${ENTRIES.toLocaleString('en')} events`);
    const times = await insertEvents(database.url, ENTRIES, { bodies: demoBodies() });
    log(`Inserted: entries ${times.entriesS.toFixed(1)} s, articles ${times.articlesS.toFixed(1)} s, VACUUM ANALYZE ${times.analyzeS.toFixed(1)} s`);
  } else if (present !== ENTRIES) {
    throw new Error(`${workDir} holds ${present} synthetic events, not ${ENTRIES}: use another --keep folder`);
  } else {
    log(`Using the ${present.toLocaleString('en')} events already in ${workDir}`);
  }

  // The worker as `npm start` runs the server: bundled into plain JavaScript.
  if (existsSync(WORKER_DIR)) rmSync(WORKER_DIR, { recursive: true });
  await bundleServer(WORKER_DIR, {
    'bench-export-worker': path.join(ROOT, 'scripts/bench-export-worker.ts'),
    // The dumps' own thread, as the site starts it, beside the process that starts it.
    'dump-worker': path.join(ROOT, 'server/exports/dump-worker.ts'),
  });

  const results: Measured[] = [];
  for (const mode of CHOSEN_RUNS) {
    log(`Running ${mode}`);
    const measured = await measure(mode, database.url, files);
    log(`${mode}: ${measured.entries.toLocaleString('en')} entries in ${measured.seconds.toFixed(1)} s, peak ${measured.peakRssMb.toFixed(0)} MB`);
    results.push(measured);
  }

  console.log(`\n### ${ENTRIES.toLocaleString('en')} entries (budget: ${BUDGET.seconds} s and ${BUDGET.megabytes} MB)\n`);
  console.log(
    '| run | entries | files, gzip | wall time s | CPU s (all threads) | main thread busy s | peak RSS MB | RSS before the work MB | added by the work MB | load before | within budget |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const met = r.seconds < BUDGET.seconds && r.peakRssMb < BUDGET.megabytes ? 'yes' : 'no';
    const size = `${r.files}, ${(r.bytes / 1e6).toFixed(1)} MB`;
    console.log(
      `| ${r.run} | ${r.entries.toLocaleString('en')} | ${size} | ${r.seconds.toFixed(1)} | ${r.cpuSeconds.toFixed(1)} | ${r.mainThreadSeconds.toFixed(1)} | ${r.peakRssMb.toFixed(0)} | ${r.loadedMb.toFixed(0)} | ${(r.peakRssMb - r.loadedMb).toFixed(0)} | ${r.loadBefore.toFixed(1)} | ${met} |`,
    );
  }
}

await runWithCleanUp(main);
