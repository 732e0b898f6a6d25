/**
 * wrk (Debian's package `wrk`) as the load generator of the benchmarks: a process of its own,
 * written in C, so that what is measured is the server and not a load generator sharing its
 * process or its runtime. scripts/bench/wrk.lua sends the paths in turn and prints the figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const LUA_SCRIPT = path.join(import.meta.dirname, 'wrk.lua');

/** The wrk on the PATH, or null. */
export function wrkCommand(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export interface WrkOptions {
  /** The server, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  /** Asked for in turn by every connection. */
  paths: readonly string[];
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  /** A response slower than this counts as a time-out. */
  timeoutS?: number;
}

export interface WrkResult {
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  /** Bytes received per response, headers included. */
  bytesPerResponse: number;
  /** Connection errors, read and write errors, time-outs and statuses above 399. */
  failures: number;
  /** Milliseconds. */
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** wrk's own threads (at most one per core and per connection). */
  threads: number;
}

interface WrkJson {
  durationUs: number;
  requests: number;
  bytes: number;
  errors: Record<'connect' | 'read' | 'write' | 'status' | 'timeout', number>;
  latencyUs: { min: number; mean: number; max: number; percentiles: Record<string, number> };
}

/** Runs wrk to the end and gives its figures; fails with its output when it gives none. */
export async function runWrk({ baseUrl, paths, headers, connections, durationS, timeoutS = 60 }: WrkOptions): Promise<WrkResult> {
  const threads = Math.max(1, Math.min(connections, os.cpus().length));
  const args = [
    `--threads=${threads}`,
    `--connections=${connections}`,
    `--duration=${durationS}s`,
    `--timeout=${timeoutS}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    `--script=${LUA_SCRIPT}`,
    baseUrl,
    '--',
    ...paths,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const wrk = wrkCommand();
    if (!wrk) throw new Error('wrk is not installed: apt-get install -y wrk');
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
  });
  const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const json = JSON.parse(line.slice('WRK_RESULT '.length)) as WrkJson;
  const ms = (p: number) => json.latencyUs.percentiles[String(p)] / 1000;
  const durationSeconds = json.durationUs / 1e6;
  const { connect, read, write, status, timeout } = json.errors;
  return {
    durationS: durationSeconds,
    requests: json.requests,
    requestsPerSecond: json.requests / durationSeconds,
    bytesPerResponse: json.requests ? json.bytes / json.requests : 0,
    failures: connect + read + write + status + timeout,
    p50: ms(50),
    p90: ms(90),
    p95: ms(95),
    p97_5: ms(97.5),
    p99: ms(99),
    max: json.latencyUs.max / 1000,
    threads,
  };
}
