/**
 * What integration tests of members need: a real PostgreSQL, the Firebase Auth emulator on ports
 * of their own and a scratch folder, started together and stopped together. A test that signs
 * nobody in asks for `{ members: false }` and gets no emulator.
 */
import { rmSync } from 'node:fs';
import type { Firebase } from '../../server/auth/firebase';
import { scratchDirectory } from '../../server/db/embedded-postgres';
import { firebaseWithoutMembers, startFirebaseOnFreePorts } from './firebase-emulator';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface AuthTestbed {
  t: TestDatabase;
  firebase: Firebase;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startAuthTestbed(name: string, { members = true }: { members?: boolean } = {}): Promise<AuthTestbed> {
  const dataDir = scratchDirectory(`daypedia-${name}-`);
  const t = await createTestDatabase();
  const firebase = members ? await startFirebaseOnFreePorts(dataDir) : firebaseWithoutMembers();
  return {
    t,
    firebase,
    dataDir,
    async stop() {
      await firebase.stop();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
