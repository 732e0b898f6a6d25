/**
 * Members for tests that talk to the Firebase Auth emulator: signed in through its REST API and
 * given a session cookie by the site, as a browser is.
 */
import type { Firebase } from '../../server/auth/firebase';
import type { Database } from '../../server/db/prisma';
import type { Role, User } from '../../server/generated/prisma/client';
import { aMember } from './factories';

/** Signs in with the emulator's REST API, as the firebase SDK in the browser does. */
export async function emulatorSignIn(firebase: Firebase, email: string, password = 'secret-123'): Promise<{ idToken: string; localId: string }> {
  const url = `${firebase.web.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${firebase.web.apiKey}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.json() as Promise<{ idToken: string; localId: string }>;
}

/** A member with a Firebase e-mail account and a row, signed in at `siteUrl` with a real session cookie. */
export async function signedInMember(
  { t, firebase }: { t: { db: Database }; firebase: Firebase },
  siteUrl: string,
  { email, displayName = email.split('@')[0], role = 'MEMBER' }: { email: string; displayName?: string; role?: Role },
): Promise<{ user: User; cookie: string }> {
  const account = await firebase.auth.createUser({ email, password: 'secret-123', displayName });
  const user = await aMember(t.db, { uid: account.uid, email, displayName, role });
  const { idToken } = await emulatorSignIn(firebase, email);
  const session = await fetch(`${siteUrl}/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (session.status !== 200) throw new Error(`No session for ${email}: ${session.status}`);
  return { user, cookie: session.headers.get('set-cookie')!.split(';')[0] };
}
