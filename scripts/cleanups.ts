/**
 * What a benchmark script started (servers, nginx, temporary folders) is stopped and removed at
 * its end, also when a step fails or the run is interrupted with Ctrl-C.
 */

const cleanups: (() => Promise<void> | void)[] = [];

/** Registers a step of the clean-up; the last registered runs first. */
export function atCleanUp(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('Clean-up failed:', error);
    }
  }
  cleanups.length = 0;
}

/** Runs the script's steps, then the clean-up; an error sets exit code 1, Ctrl-C 130. */
export async function runWithCleanUp(main: () => Promise<void>): Promise<void> {
  process.once('SIGINT', () => {
    console.error('\nInterrupted: stopping servers and removing temporary files');
    void cleanUp().then(() => process.exit(130));
  });
  try {
    await main();
  } catch (error) {
    process.exitCode = 1;
    console.error(error);
  } finally {
    await cleanUp();
  }
}
