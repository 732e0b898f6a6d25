import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { readConfig } from '../config';
import { scratchDirectory } from '../db/embedded-postgres';
import { startFirebase, type Firebase } from './firebase';
import { createSessionRoutes, viewerOf } from './session';

let t: TestDatabase;
let firebase: Firebase;
let base = '';
let close: () => void;
const dataDir = scratchDirectory('daypedia-auth-');

beforeAll(async () => {
  t = await createTestDatabase();
  const config = readConfig({ FIREBASE_AUTH_EMULATOR_PORT: String(43000 + Math.floor(Math.random() * 2000)) });
  firebase = await startFirebase(config, { dataDir, root: path.resolve(import.meta.dirname, '../..') });
  const app = express();
  app.use('/auth', createSessionRoutes({ auth: firebase.auth, db: t.db, appName: 'Daypedia', secureCookies: false }));
  app.get('/whoami', async (req, res) => {
    const viewer = await viewerOf(req, { auth: firebase.auth, db: t.db });
    res.json({ name: viewer.user?.displayName ?? null, sessionEnded: viewer.sessionEnded });
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
}, 150_000);

afterAll(async () => {
  close?.();
  await firebase?.stop();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Registers through the emulator's REST API, as the firebase SDK in the browser does. */
async function register(email: string, password = 'secret-123'): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`${firebase.web.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${firebase.web.apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.json() as Promise<{ idToken: string; localId: string }>;
}

const startSession = (body: unknown) => fetch(`${base}/auth/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const whoami = async (headers: Record<string, string>) => (await fetch(`${base}/whoami`, { headers })).json();
const sessionCookie = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

describe('member sessions', () => {
  it('turns a fresh sign-up into a remembered session cookie and the member’s row', async () => {
    const { idToken, localId } = await register('ada@example.com');
    const response = await startSession({ idToken, remember: true, displayName: 'Ada Lovelace' });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=1209600/);
    expect(await whoami({ Cookie: sessionCookie(response) })).toEqual({ name: 'Ada Lovelace', sessionEnded: false });
    expect(await t.db.user.findUnique({ where: { uid: localId } })).toMatchObject({ email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null, providerId: 'password', host: 'Daypedia', role: 'MEMBER' });
  });

  it('keeps a session without "remember me" only for the browser session', async () => {
    const { idToken } = await register('bob@example.com');
    const cookie = (await startSession({ idToken, displayName: 'Bob' })).headers.get('set-cookie')!;
    expect(cookie).not.toMatch(/Max-Age|Expires/);
  });

  it('accepts an ID token as a Bearer header from API clients', async () => {
    const { idToken } = await register('carla@example.com');
    await startSession({ idToken, displayName: 'Carla' });
    expect(await whoami({ Authorization: `Bearer ${idToken}` })).toEqual({ name: 'Carla', sessionEnded: false });
  });

  it('refuses a forged token and ends a forged session', async () => {
    expect((await startSession({ idToken: 'forged' })).status).toBe(401);
    expect((await startSession({ remember: 'yes' })).status).toBe(400);
    expect(await whoami({ Cookie: '__session=forged' })).toEqual({ name: null, sessionEnded: true });
  });

  it('ends the session of a disabled member at the next request', async () => {
    const { idToken, localId } = await register('dan@example.com');
    const cookie = sessionCookie(await startSession({ idToken, displayName: 'Dan' }));
    expect(await whoami({ Cookie: cookie })).toMatchObject({ name: 'Dan' });
    await firebase.auth.updateUser(localId, { disabled: true });
    await firebase.auth.revokeRefreshTokens(localId);
    expect(await whoami({ Cookie: cookie })).toEqual({ name: null, sessionEnded: true });
  });

  it('clears the cookie on logout', async () => {
    const response = await fetch(`${base}/auth/logout`, { method: 'POST' });
    expect(response.headers.get('set-cookie')).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
  });
});
