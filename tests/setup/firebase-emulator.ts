/** Firebase for tests and benchmarks: the Auth emulator, started on free ports. */
import path from 'node:path';
import { freePorts } from '../../scripts/free-ports';
import { startFirebase, type Firebase } from '../../server/auth/firebase';
import { readConfig } from '../../server/config';

/** The emulator on ports of its own; a test file started at the same moment may still take them, so it tries again. */
export async function startFirebaseOnFreePorts(dataDir: string): Promise<Firebase> {
  for (let attempt = 1; ; attempt++) {
    const config = readConfig({ FIREBASE_AUTH_EMULATOR_PORT: String(await freePorts(3)) });
    try {
      return await startFirebase(config, { dataDir, root: path.resolve(import.meta.dirname, '../..') });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
