/**
 * A benchmark's results file: every figure is printed and appended to it as soon as it is
 * measured, so that a run that fails later keeps what it measured. Markdown: a heading with the
 * machine and the command, one line per figure (with the machine's load just before it), then
 * the whole report at the end.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log } from '../timing.ts';

export interface Results {
  path: string;
  /** One figure: printed with the time, and appended as a line of the file. */
  figure(line: string): void;
  /** Text appended as it is (and printed): the report at the end. */
  append(text: string): void;
}

/** The machine's load averages over 1, 5 and 15 minutes, as `uptime` prints them. */
export function loadAverages(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

/** Creates (or empties) the file: `out`, or a new file in the system's temporary folder. */
export function openResults(title: string, out?: string): Results {
  const file = out ? path.resolve(out) : path.join(os.tmpdir(), `daypedia-benchmark-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
  const cpus = os.cpus();
  writeFileSync(
    file,
    `# ${title}, ${new Date().toISOString()}\n\n` +
      `- Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM; load average at the start ${loadAverages()}\n` +
      `- \`${path.basename(process.argv[1] ?? '')} ${process.argv.slice(2).join(' ')}\`\n\n## Figures as measured\n\n`,
  );
  return {
    path: file,
    figure(line) {
      log(line);
      appendFileSync(file, `- ${new Date().toISOString().slice(11, 19)} ${line}\n`);
    },
    append(text) {
      console.log(text);
      appendFileSync(file, `\n${text}\n`);
    },
  };
}
