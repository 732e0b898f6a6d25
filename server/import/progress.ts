/**
 * What a running import shows: a progress bar on stderr when stderr is a terminal, else one line
 * per part (for logs and pipes), so that the summary on stdout stays clean.
 */
import cliProgress from 'cli-progress';
import { countsLine, type Tally } from './tally';

export interface Progress {
  start(total: number, alreadyDone: number): void;
  partDone(name: string, tally: Tally, ms: number): void;
  partFailed(name: string, message: string): void;
  stop(): void;
}

export function progressOn(stream: NodeJS.WriteStream | NodeJS.WritableStream): Progress {
  const tty = 'isTTY' in stream && stream.isTTY;
  if (tty) {
    const bar = new cliProgress.SingleBar(
      { stream: stream, format: 'import [{bar}] {value}/{total} parts | {part} | {failed} failed', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let failed = 0;
    return {
      start: (total, alreadyDone) => bar.start(total, alreadyDone, { part: '', failed }),
      partDone: (name) => bar.increment({ part: name }),
      partFailed: (name) => bar.increment({ part: name, failed: ++failed }),
      stop: () => bar.stop(),
    };
  }
  const line = (text: string) => stream.write(`${text}\n`);
  return {
    start: (total, alreadyDone) => line(`import: ${total} parts${alreadyDone ? `, ${alreadyDone} done by an earlier run` : ''}`),
    partDone: (name, t, ms) =>
      line(
        `${name}: entries ${t.entries.created} created, ${t.entries.updated} updated, ${t.entries.unchanged} unchanged; ` +
          `texts ${t.texts.created} created, ${t.texts.updated} updated; skipped: ${countsLine(t.skipped)} (${(ms / 1000).toFixed(1)} s)`,
      ),
    partFailed: (name, message) => line(`${name}: FAILED, ${message}`),
    stop: () => undefined,
  };
}
