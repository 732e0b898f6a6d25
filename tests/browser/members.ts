/**
 * Members for browser tests. Most are made through the site's own endpoints, as the registration
 * form and the sign-in make them, and their browser is handed the session cookie the site answers;
 * `register` fills the registration form itself, for the tests of registration. Roles are set as
 * an operator would.
 */
import pg from 'pg';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Role } from '../../server/generated/prisma/enums';
import { solveProofOfWork } from '../setup/proof-of-work';
import { openPage } from './browser';
import { formReady } from './waits';

let counter = 0;
export const newEmail = (name: string) => `${name}-${Date.now()}-${counter++}@example.com`;

export const toastText = (page: Page) =>
  page
    .locator('.toast')
    .allTextContents()
    .then((texts) => texts.join(' | '));

export async function register(
  page: Page,
  { name, email, password = 'secret-123', path = '/register' }: { name: string; email: string; password?: string; path?: string },
) {
  await page.goto(path);
  await formReady(page);
  await page.locator('input[name=fullName]').fill(name);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=confirm]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/register'), { timeout: 30_000 });
}

/** Roles are an operator's job, done in the database. */
async function setRole(email: string, role: Role) {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  await db.query(`UPDATE "User" SET role = $2 WHERE email = $1`, [email, role]);
  await db.end();
}

/** A site under test and the Auth emulator it signs members in with. */
export interface Site {
  baseUrl: string;
  emulatorUrl: string;
}

const testSite = (): Site => ({ baseUrl: inject('baseUrl'), emulatorUrl: inject('emulatorUrl') });

/** The API key of the web configuration the site gives browsers when it runs on the emulator. */
const EMULATOR_API_KEY = 'demo-api-key';

export interface Member {
  name: string;
  email: string;
  password: string;
  uid: string;
  site: Site;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/**
 * A member registered as the registration form registers one: POST /auth/register with a solved
 * proof of work, which makes the Firebase account and the member's row together. The role, if
 * any, is then set in the database.
 */
export async function newMember({
  name,
  email = newEmail(
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'member',
  ),
  password = 'secret-123',
  role,
  site = testSite(),
}: {
  name: string;
  email?: string;
  password?: string;
  role?: Role;
  site?: Site;
}): Promise<Member> {
  const proof = await solveProofOfWork(`${site.baseUrl}/auth/challenge`);
  const registered = await postJson(`${site.baseUrl}/auth/register`, { fullName: name, email, password, proof });
  if (registered.status !== 201) throw new Error(`Registering ${email} was refused: ${registered.status} ${await registered.text()}`);
  const { uid } = (await registered.json()) as { uid: string };
  if (role) await setRole(email, role);
  return { name, email, password, uid, site };
}

/**
 * Signs a browser in as the member, as the sign-in form does, without the form: the member signs
 * in at the Auth emulator, the site trades the ID token for its session cookie and records the
 * login, and the cookie it set goes into the browser.
 */
export async function signIn(context: BrowserContext, member: Member): Promise<void> {
  const { baseUrl, emulatorUrl } = member.site;
  const signedIn = await postJson(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${EMULATOR_API_KEY}`, {
    email: member.email,
    password: member.password,
    returnSecureToken: true,
  });
  if (!signedIn.ok) throw new Error(`The Auth emulator refused to sign ${member.email} in: ${signedIn.status} ${await signedIn.text()}`);
  const { idToken } = (await signedIn.json()) as { idToken: string };

  const session = await postJson(`${baseUrl}/auth/session`, { idToken, remember: false });
  if (session.status !== 200) throw new Error(`The site gave ${member.email} no session: ${session.status} ${await session.text()}`);
  const [pair = '', ...attributes] = (session.headers.getSetCookie()[0] ?? '').split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  if (at < 1) throw new Error(`The site's answer to ${member.email}'s sign-in set no cookie`);
  const cookie = { name: pair.slice(0, at), value: pair.slice(at + 1) };
  const attribute = (name: string) => attributes.map((part) => part.split('=')).find(([key]) => key.toLowerCase() === name);
  const sameSite = attribute('samesite')?.[1]?.toLowerCase();

  const login = await postJson(`${baseUrl}/graphql`, { query: 'mutation RecordLogin { recordLogin { uid } }' }, { Cookie: `${cookie.name}=${cookie.value}` });
  if (!login.ok) throw new Error(`Recording ${member.email}'s login failed: ${login.status} ${await login.text()}`);

  await context.addCookies([
    {
      ...cookie,
      url: baseUrl,
      httpOnly: Boolean(attribute('httponly')),
      secure: Boolean(attribute('secure')),
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    },
  ]);
}

/** A new page in a browser of its own, signed in as the member. */
export async function signedInPage(browser: Browser, member: Member, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, { baseURL: member.site.baseUrl, ...options });
  await signIn(page.context(), member);
  return page;
}
