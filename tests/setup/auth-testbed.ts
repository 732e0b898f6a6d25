/**
 * What integration tests of members need: a real PostgreSQL, the Firebase Auth emulator on ports
 * of their own and a scratch folder, started together and stopped together.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePorts } from '../../scripts/free-ports';
import { startFirebase, type Firebase } from '../../server/auth/firebase';
import { readConfig } from '../../server/config';
import { scratchDirectory } from '../../server/db/embedded-postgres';
import type { Role, User } from '../../server/generated/prisma/client';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface AuthTestbed {
  t: TestDatabase;
  firebase: Firebase;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startAuthTestbed(name: string): Promise<AuthTestbed> {
  const dataDir = scratchDirectory(`daypedia-${name}-`);
  const t = await createTestDatabase();
  const firebase = await startFirebaseOnFreePorts(dataDir);
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

/** The emulator on ports of its own; a test file started at the same moment may still take them, so it tries again. */
async function startFirebaseOnFreePorts(dataDir: string): Promise<Firebase> {
  for (let attempt = 1; ; attempt++) {
    const config = readConfig({ FIREBASE_AUTH_EMULATOR_PORT: String(await freePorts(3)) });
    try {
      return await startFirebase(config, { dataDir, root: path.resolve(import.meta.dirname, '../..') });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Signs in with the emulator's REST API, as the firebase SDK in the browser does. */
export async function emulatorSignIn(firebase: Firebase, email: string, password = 'secret-123'): Promise<{ idToken: string; localId: string }> {
  const url = `${firebase.web.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${firebase.web.apiKey}`;
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) });
  return response.json() as Promise<{ idToken: string; localId: string }>;
}

/** A member with a Firebase e-mail account and a row, signed in at `siteUrl` with a real session cookie. */
export async function signedInMember(
  { t, firebase }: Pick<AuthTestbed, 't' | 'firebase'>,
  siteUrl: string,
  { email, displayName = email.split('@')[0]!, role = 'MEMBER' }: { email: string; displayName?: string; role?: Role },
): Promise<{ user: User; cookie: string }> {
  const account = await firebase.auth.createUser({ email, password: 'secret-123', displayName });
  const user = await t.db.user.create({ data: { uid: account.uid, email, displayName, providerId: 'password', host: 'Daypedia', role } });
  const { idToken } = await emulatorSignIn(firebase, email);
  const session = await fetch(`${siteUrl}/auth/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ idToken }) });
  if (session.status !== 200) throw new Error(`No session for ${email}: ${session.status}`);
  return { user, cookie: session.headers.get('set-cookie')!.split(';')[0]! };
}
