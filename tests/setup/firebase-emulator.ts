/** Firebase for tests and benchmarks: the Auth emulator, started on free ports, or none at all. */
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { freePorts } from '../../scripts/free-ports';
import { startFirebase, type Firebase } from '../../server/auth/firebase';
import { EMULATOR_PROJECT_ID } from '../../server/auth/emulator';
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

/** Nobody listens on the discard port: a test that signs a member in by mistake fails at once. */
const NO_EMULATOR = '127.0.0.1:9';

/**
 * Firebase for a server whose test signs nobody in: no emulator is started (seconds of a busy
 * machine's time), and anything that reaches for one is refused at once.
 */
export function firebaseWithoutMembers(): Firebase {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = NO_EMULATOR;
  const app = initializeApp({ projectId: EMULATOR_PROJECT_ID }, 'daypedia');
  return {
    auth: getAuth(app),
    web: { apiKey: 'demo-api-key', authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`, projectId: EMULATOR_PROJECT_ID, emulatorUrl: `http://${NO_EMULATOR}` },
    stop: () => deleteApp(app),
  };
}
