/**
 * Signing in, registering and signing out in the browser: the firebase SDK talks to Firebase
 * (or its emulator), then the ID token is traded for the server's session cookie. Imported only
 * by the member pages and on demand, so reading pages never load the SDK.
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  EmailAuthProvider,
  getAuth,
  GoogleAuthProvider,
  OAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import { browserApollo } from './apollo';
import { AccountError } from './auth-errors';
import { markSessionChanged } from './session';
import type { FirebaseWebConfig } from '#shared/page-context';

let auth: Auth | undefined;

function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app = getApps().length ? getApp() : initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** Resolves once Firebase knows whether someone is signed in in this browser. */
export function authReady(config: FirebaseWebConfig): Promise<User | null> {
  const instance = firebaseAuth(config);
  return instance.authStateReady().then(() => instance.currentUser);
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body) });
}

async function failure(response: Response): Promise<AccountError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; fields?: Record<string, string> };
  return new AccountError(body.code ?? 'unknown', body.fields);
}

/** Trades the fresh sign-in for the server's session cookie and records the login. */
async function startServerSession(instance: Auth, user: User, remember: boolean): Promise<void> {
  const response = await postJson('/auth/session', { idToken: await user.getIdToken(), remember });
  if (!response.ok) {
    const error = await failure(response);
    await firebaseSignOut(instance);
    throw error;
  }
  await postJson('/graphql', { query: 'mutation RecordLogin { recordLogin { uid } }' });
  await sessionChanged();
}

/** The member changed: the root reloads the session, and nothing cached for the old one remains. */
async function sessionChanged() {
  markSessionChanged();
  await browserApollo().clearStore();
}

export async function signInWithPassword(config: FirebaseWebConfig, { email, password, remember }: { email: string; password: string; remember: boolean }) {
  const instance = firebaseAuth(config);
  await setPersistence(instance, remember ? browserLocalPersistence : browserSessionPersistence);
  const { user } = await signInWithEmailAndPassword(instance, email, password);
  await startServerSession(instance, user, remember);
}

export type SocialProvider = 'google' | 'microsoft';

function providerOf(name: SocialProvider) {
  return name === 'google' ? new GoogleAuthProvider() : new OAuthProvider('microsoft.com');
}

export async function signInWithProvider(config: FirebaseWebConfig, name: SocialProvider, remember: boolean) {
  const instance = firebaseAuth(config);
  await setPersistence(instance, remember ? browserLocalPersistence : browserSessionPersistence);
  const { user } = await signInWithPopup(instance, providerOf(name));
  await startServerSession(instance, user, remember);
}

/**
 * Registration: the server checks the proof of work and makes the account and the member's row;
 * then the browser signs in, asks Firebase to send the verification e-mail and starts the session.
 */
export async function register(config: FirebaseWebConfig, input: { fullName: string; email: string; password: string; proof: string }) {
  const response = await postJson('/auth/register', input);
  if (!response.ok) throw await failure(response);
  const instance = firebaseAuth(config);
  await setPersistence(instance, browserSessionPersistence);
  const { user } = await signInWithEmailAndPassword(instance, input.email, input.password);
  await sendEmailVerification(user);
  await startServerSession(instance, user, false);
}

export async function sendPasswordReset(config: FirebaseWebConfig, email: string) {
  await sendPasswordResetEmail(firebaseAuth(config), email);
}

/** Ends the server session and Firebase's sign-in in this browser. */
export async function signOut(config: FirebaseWebConfig) {
  await postJson('/auth/logout', {});
  await firebaseSignOut(firebaseAuth(config));
  await sessionChanged();
}

/** Signs out of Firebase only: the server already ended the session. */
export async function forgetSignIn(config: FirebaseWebConfig) {
  await firebaseSignOut(firebaseAuth(config));
}

/**
 * Asks Firebase to change the e-mail address once the new one is confirmed. Firebase may ask for
 * a recent sign-in first (or this browser may have forgotten it): `askPassword` then gets the
 * password of an e-mail account; social accounts sign in again in the provider's window.
 */
export async function changeEmail(
  config: FirebaseWebConfig,
  { currentEmail, newEmail, provider }: { currentEmail: string; newEmail: string; provider: string },
  askPassword: () => Promise<string | null>,
) {
  const instance = firebaseAuth(config);
  const confirmIdentity = async () => {
    if (provider === 'password') {
      const password = await askPassword();
      if (password === null) throw new AccountError('requires-recent-login');
      const credential = EmailAuthProvider.credential(currentEmail, password);
      if (instance.currentUser) await reauthenticateWithCredential(instance.currentUser, credential);
      else await signInWithEmailAndPassword(instance, currentEmail, password);
    } else {
      const social = providerOf(provider === 'google.com' ? 'google' : 'microsoft');
      if (instance.currentUser) await reauthenticateWithPopup(instance.currentUser, social);
      else await signInWithPopup(instance, social);
    }
  };
  if (!instance.currentUser) await confirmIdentity();
  try {
    await verifyBeforeUpdateEmail(instance.currentUser!, newEmail);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/requires-recent-login') throw error;
    await confirmIdentity();
    await verifyBeforeUpdateEmail(instance.currentUser!, newEmail);
  }
}
