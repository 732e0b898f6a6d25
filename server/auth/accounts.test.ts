import { existsSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember } from '../../tests/setup/factories';
import { UPDATE_PROFILE } from '../../tests/setup/operations';
import { solveProofOfWork } from '../../tests/setup/proof-of-work';
import { startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import { emulatorSignIn } from '../../tests/setup/members';
import type { TestDatabase } from '../../tests/setup/test-database';
import { createProofOfWork } from '../abuse/proof-of-work';
import type { Firebase } from './firebase';
import { localFileStorage } from '../storage/file-storage';
import { createUploadRoutes } from '../images/upload-routes';
import { createRegistrationRoutes } from './registration';
import { createSessionRoutes, viewerOf } from './session';
import { listening } from '../../tests/setup/listen';
import { execute } from '../testing';

let t: TestDatabase;
let firebase: Firebase;
let base = '';
let close: () => Promise<void>;
let dataDir = '';
let testbed: AuthTestbed;

beforeAll(async () => {
  testbed = await startAuthTestbed('auth');
  ({ t, firebase, dataDir } = testbed);
  const app = express();
  app.use('/auth', createSessionRoutes({ auth: firebase.auth, db: t.db, appName: 'Daypedia', secureCookies: false }));
  app.use(
    '/auth',
    createRegistrationRoutes({ auth: firebase.auth, db: t.db, appName: 'Daypedia', proofOfWork: createProofOfWork({ db: t.db }), registrationsPerHour: 1000 }),
  );
  app.use('/uploads', createUploadRoutes({ auth: firebase.auth, db: t.db, storage: localFileStorage(path.join(dataDir, 'images')), uploadsPerHour: 1000 }));
  // Behind a proxy that says who is asking, so the limit can be tried for more than one address.
  // Two instances of the site on one database, as behind a load balancer.
  for (const instance of ['/limited', '/limited-twin']) {
    const limited = express().set('trust proxy', true);
    limited.use(
      '/auth',
      createRegistrationRoutes({
        auth: firebase.auth,
        db: t.db,
        appName: 'Daypedia',
        proofOfWork: createProofOfWork({ db: t.db, secret: 'one secret for both instances' }),
        registrationsPerHour: 2,
      }),
    );
    app.use(instance, limited);
  }
  app.get('/whoami', async (req, res) => {
    const viewer = await viewerOf(req, { auth: firebase.auth, db: t.db });
    res.json({ name: viewer.user?.displayName ?? null, sessionEnded: viewer.sessionEnded });
  });
  ({ base, close } = await listening(app));
}, 150_000);

afterAll(async () => {
  await close?.();
  await testbed?.stop();
});

const json = { 'Content-Type': 'application/json' };
const emulatorApi = (method: string) => `${firebase.web.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${firebase.web.apiKey}`;

/** Registers through Daypedia, with a solved proof-of-work challenge, as the browser does. */
async function registerThroughSite(body: Record<string, unknown>, at = '/auth', from?: string) {
  const proof = 'proof' in body ? body.proof : await solveProofOfWork(`${base}${at}/challenge`);
  const headers = from ? { ...json, 'X-Forwarded-For': from } : json;
  return fetch(`${base}${at}/register`, { method: 'POST', headers, body: JSON.stringify({ ...body, proof }) });
}

/** Signs in with the emulator's REST API, as the firebase SDK in the browser does. */
const signIn = (email: string, password?: string) => emulatorSignIn(firebase, email, password);

async function register(email: string, fullName = email.split('@')[0]): Promise<{ idToken: string; localId: string }> {
  expect((await registerThroughSite({ fullName, email, password: 'secret-123' })).status).toBe(201);
  return signIn(email);
}

const countAccounts = async (email: string) => ({
  rows: await t.db.user.count({ where: { email } }),
  firebase: await firebase.auth.getUserByEmail(email).then(
    () => 1,
    () => 0,
  ),
});

const startSession = (body: unknown) =>
  fetch(`${base}/auth/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const whoami = async (headers: Record<string, string>) => (await fetch(`${base}/whoami`, { headers })).json() as Promise<unknown>;
const sessionCookie = (response: Response) => response.headers.get('set-cookie')!.split(';')[0];

describe('member sessions', () => {
  it('turns a fresh sign-up into a remembered session cookie and the member’s row', async () => {
    const { idToken, localId } = await register('ada@example.com', 'Ada Lovelace');
    const response = await startSession({ idToken, remember: true });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=1209600/);
    expect(await whoami({ Cookie: sessionCookie(response) })).toEqual({ name: 'Ada Lovelace', sessionEnded: null });
    expect(await t.db.user.findUnique({ where: { uid: localId } })).toMatchObject({
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: null,
      providerId: 'password',
      host: 'Daypedia',
      role: 'MEMBER',
    });
  });

  it('keeps a session without "remember me" only for the browser session', async () => {
    const { idToken } = await register('bob@example.com', 'Bob');
    const cookie = (await startSession({ idToken })).headers.get('set-cookie')!;
    expect(cookie).not.toMatch(/Max-Age|Expires/);
  });

  it('accepts an ID token as a Bearer header from API clients', async () => {
    const { idToken } = await register('carla@example.com', 'Carla');
    await startSession({ idToken });
    expect(await whoami({ Authorization: `Bearer ${idToken}` })).toEqual({ name: 'Carla', sessionEnded: null });
  });

  it('refuses a forged token and ends a forged session', async () => {
    expect((await startSession({ idToken: 'forged' })).status).toBe(401);
    expect((await startSession({ remember: 'yes' })).status).toBe(400);
    expect(await whoami({ Cookie: '__session=forged' })).toEqual({ name: null, sessionEnded: 'ended' });
  });

  it('ends the session of a disabled member at the next request', async () => {
    const { idToken, localId } = await register('dan@example.com', 'Dan');
    const cookie = sessionCookie(await startSession({ idToken }));
    expect(await whoami({ Cookie: cookie })).toMatchObject({ name: 'Dan' });
    await firebase.auth.updateUser(localId, { disabled: true });
    await firebase.auth.revokeRefreshTokens(localId);
    expect(await whoami({ Cookie: cookie })).toEqual({ name: null, sessionEnded: 'disabled' });
  });

  it('ends every copy of the session cookie on logout', async () => {
    const { idToken } = await register('erin@example.com', 'Erin');
    const cookie = sessionCookie(await startSession({ idToken }));
    expect(await whoami({ Cookie: cookie })).toMatchObject({ name: 'Erin' });
    // Firebase counts revocations in whole seconds: a session from the same second would survive.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await fetch(`${base}/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await whoami({ Cookie: cookie })).toEqual({ name: null, sessionEnded: 'ended' });
  });

  it('clears the cookie on logout', async () => {
    const response = await fetch(`${base}/auth/logout`, { method: 'POST' });
    expect(response.headers.get('set-cookie')).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('creates the row at the first social sign-in, with the provider’s name and picture', async () => {
    const idpToken = JSON.stringify({
      sub: 'google-4711',
      email: 'grace@example.com',
      email_verified: true,
      name: 'Grace Hopper',
      picture: 'https://example.com/grace.png',
    });
    const response = await fetch(emulatorApi('signInWithIdp'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(idpToken)}&providerId=google.com`,
        returnSecureToken: true,
      }),
    });
    const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
    expect((await startSession({ idToken })).status).toBe(200);
    expect(await t.db.user.findUnique({ where: { uid: localId } })).toMatchObject({
      displayName: 'Grace Hopper',
      photoURL: 'https://example.com/grace.png',
      providerId: 'google.com',
    });
  });
});

describe('registration', () => {
  it('refuses an e-mail account made around the site’s registration (no anti-bot check passed)', async () => {
    const response = await fetch(emulatorApi('signUp'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'bot@example.com', password: 'secret-123', returnSecureToken: true }),
    });
    const { idToken } = (await response.json()) as { idToken: string };
    const session = await startSession({ idToken });
    expect(session.status).toBe(403);
    expect(await session.json()).toEqual({ code: 'user-not-found' });
    expect(await t.db.user.count({ where: { email: 'bot@example.com' } })).toBe(0);
  });

  it('refuses a missing, forged or reused proof of work and makes no account', async () => {
    const body = { fullName: 'Eve', email: 'eve@example.com', password: 'secret-123' };
    expect((await registerThroughSite({ ...body, proof: '' })).status).toBe(400);
    expect((await registerThroughSite({ ...body, proof: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') })).status).toBe(403);
    const proof = await solveProofOfWork(`${base}/auth/challenge`);
    expect((await registerThroughSite({ ...body, email: 'eve2@example.com', proof })).status).toBe(201);
    const reused = await registerThroughSite({ ...body, proof });
    expect(reused.status).toBe(403);
    expect(await reused.json()).toEqual({ code: 'proof-of-work-failed' });
    expect(await countAccounts('eve@example.com')).toEqual({ rows: 0, firebase: 0 });
  });

  it('names the fields at fault: short password, bad e-mail, missing name', async () => {
    const response = await registerThroughSite({ fullName: ' ', email: 'not-an-email', password: '12345' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid-input', fields: { fullName: 'name-required', email: 'invalid-email', password: 'weak-password' } });
  });

  it('refuses a name with control characters before Firebase or the database sees it', async () => {
    for (const [fullName, email] of [
      ['Ada\u0000Lovelace', 'nul@example.com'],
      ['Ada\nLovelace', 'newline@example.com'],
    ]) {
      const response = await registerThroughSite({ fullName, email, password: 'secret-123' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'invalid-input', fields: { fullName: 'name-invalid-characters' } });
      expect(await countAccounts(email)).toEqual({ rows: 0, firebase: 0 });
    }
  });

  it('changes a profile name in the database and Firebase together, or in neither', async () => {
    const { localId } = await register('hana@example.com', 'Hana');
    const as = async () => ({ user: await t.db.user.findUniqueOrThrow({ where: { uid: localId } }), auth: firebase.auth });
    const names = async () => ({
      row: (await t.db.user.findUniqueOrThrow({ where: { uid: localId } })).displayName,
      firebase: (await firebase.auth.getUser(localId)).displayName,
    });

    const refused = await execute(t.db, UPDATE_PROFILE, { input: { displayName: 'Hana\u0007Bell', bio: '' } }, await as());
    expect(refused.data?.updateProfile).toEqual({ user: null, errors: [{ field: 'displayName', code: 'NAME_INVALID_CHARACTERS' }] });
    expect(await names()).toEqual({ row: 'Hana', firebase: 'Hana' });

    const changed = await execute(t.db, UPDATE_PROFILE, { input: { displayName: 'Hana Arendt', bio: '' } }, await as());
    expect(changed.data?.updateProfile).toEqual({ user: { uid: localId, displayName: 'Hana Arendt', bio: '', avatarUrl: null }, errors: [] });
    expect(await names()).toEqual({ row: 'Hana Arendt', firebase: 'Hana Arendt' });

    // Firebase refuses (the account is gone there): the row keeps what it had.
    const member = await as();
    await firebase.auth.deleteUser(localId);
    const failed = await execute(t.db, UPDATE_PROFILE, { input: { displayName: 'Hannah', bio: 'changed' } }, member);
    expect(failed.errors?.length).toBe(1);
    expect(await t.db.user.findUniqueOrThrow({ where: { uid: localId } })).toMatchObject({ displayName: 'Hana Arendt', bio: '' });
  });

  it('refuses an e-mail address already registered and leaves the first account alone', async () => {
    await register('frank@example.com', 'Frank');
    const again = await registerThroughSite({ fullName: 'Frank Again', email: 'frank@example.com', password: 'other-123' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 'email-already-in-use' });
    expect(await t.db.user.findMany({ where: { email: 'frank@example.com' }, select: { displayName: true } })).toEqual([{ displayName: 'Frank' }]);
  });

  it('removes the Firebase account again when the row cannot be made', async () => {
    // A row already holds this address (its Firebase account is gone), so creating the row fails.
    await aMember(t.db, { uid: 'orphan', email: 'gina@example.com', displayName: 'Old Gina' });
    const response = await registerThroughSite({ fullName: 'Gina', email: 'gina@example.com', password: 'secret-123' });
    expect(response.status).toBe(409);
    expect(await countAccounts('gina@example.com')).toEqual({ rows: 1, firebase: 0 });
  });

  it('limits registrations per address, counted across instances', async () => {
    const statuses = [];
    for (const [name, instance] of [
      ['hal', '/limited'],
      ['ida', '/limited-twin'],
      ['jon', '/limited'],
    ] as const) {
      statuses.push(
        (await registerThroughSite({ fullName: name, email: `${name}@example.com`, password: 'secret-123' }, `${instance}/auth`, '203.0.113.10')).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect(await countAccounts('jon@example.com')).toEqual({ rows: 0, firebase: 0 });
    // Another address may still register.
    expect(
      (await registerThroughSite({ fullName: 'kai', email: 'kai@example.com', password: 'secret-123' }, '/limited-twin/auth', '198.51.100.10')).status,
    ).toBe(201);
  });

  it('accepts a solved challenge once, on whichever instance it is used first', async () => {
    const proof = await solveProofOfWork(`${base}/limited/auth/challenge`);
    const first = await registerThroughSite({ fullName: 'lea', email: 'lea@example.com', password: 'secret-123', proof }, '/limited-twin/auth', '192.0.2.1');
    expect(first.status).toBe(201);
    const again = await registerThroughSite({ fullName: 'max', email: 'max@example.com', password: 'secret-123', proof }, '/limited/auth', '192.0.2.2');
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'proof-of-work-failed' });
    expect(await countAccounts('max@example.com')).toEqual({ rows: 0, firebase: 0 });
  });
});

describe('profile pictures', () => {
  const upload = (body: Buffer, cookie?: string) =>
    fetch(`${base}/uploads/profile-picture`, { method: 'POST', headers: cookie ? { Cookie: cookie } : {}, body: new Uint8Array(body) });

  it('stores a member’s picture re-encoded as a square WebP without metadata, and refuses the rest', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somebody', Copyright: 'secret place' } })
      .toBuffer();
    expect((await upload(photo)).status).toBe(401);

    const { idToken } = await register('kim@example.com', 'Kim');
    const cookie = sessionCookie(await startSession({ idToken }));
    const text = await upload(Buffer.from('just text, named picture.png'), cookie);
    expect([text.status, await text.json()]).toEqual([415, { code: 'unsupported-format' }]);
    const huge = await upload(Buffer.alloc(6 * 1024 * 1024, 1), cookie);
    expect([huge.status, await huge.json()]).toEqual([413, { code: 'image-too-large' }]);
    expect(await t.db.image.count({ where: { owner: { email: 'kim@example.com' } } })).toBe(0);

    const stored = await upload(photo, cookie);
    expect(stored.status).toBe(201);
    const { url } = (await stored.json()) as { url: string };
    const file = path.join(dataDir, url);
    expect(existsSync(file)).toBe(true);
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
  });
});
