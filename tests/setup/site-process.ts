/** A server started as a child process: resolves once it says it is running, with what it printed. */
import type { ChildProcess } from 'node:child_process';

export function untilRunning(child: ChildProcess, timeoutMs = 150_000): Promise<() => string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Daypedia is running')) {
        clearTimeout(timer);
        resolve(() => output);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
}
