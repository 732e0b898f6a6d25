import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newEmail, newMember, register, signedInPage, toastText } from './members';
import { formReady, reload, visit } from './waits';

const browser = useBrowser();
const PROJECT = 'demo-daypedia';

/** The links the Auth emulator would have e-mailed. */
async function emailedLink(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<string | undefined> {
  const response = await fetch(`${inject('emulatorUrl')}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1)?.oobLink;
}

async function firebaseAccount(email: string): Promise<{ emailVerified?: boolean; disabled?: boolean; displayName?: string }> {
  const response = await fetch(`${inject('emulatorUrl')}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  return ((await response.json()) as { users: object[] }).users[0];
}

async function signIn(page: Page, email: string, password = 'secret-123') {
  await formReady(page);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account of ${name}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
}

describe('accounts', () => {
  it('registers, confirms the address from the e-mail, logs out and signs in again', async () => {
    const page = await openPage(browser());
    const email = newEmail('ada');
    await register(page, { name: 'Ada Lovelace', email });
    await expect.poll(() => toastText(page)).toContain('Welcome!');
    await expect.poll(() => page.getByRole('button', { name: 'Account of Ada Lovelace' }).count()).toBe(1);

    const link = await emailedLink(email, 'VERIFY_EMAIL');
    expect(link).toBeTruthy();
    expect((await firebaseAccount(email)).emailVerified).toBeFalsy();
    const mail = await page.context().newPage();
    await mail.goto(link!);
    await expect.poll(async () => (await firebaseAccount(email)).emailVerified).toBe(true);
    await mail.close();

    await logOut(page, 'Ada Lovelace');
    await expect.poll(() => toastText(page)).toContain('See You Soon!');
    expect(await toastText(page)).toContain('Logged out successfully.');
    await page.reload();
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(1);

    await page.goto('/login');
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastText(page)).toContain('Login successful. Redirecting...');
    await expect.poll(() => page.getByRole('button', { name: 'Account of Ada Lovelace' }).count()).toBe(1);
    await page.context().close();
  });

  it('refuses a wrong password with the spec’s message, and a taken address at registration', async () => {
    const { email } = await newMember({ name: 'Bob' });
    const page = await openPage(browser());

    await page.goto('/login');
    await signIn(page, email, 'not-my-password');
    await expect.poll(() => toastText(page)).toContain('Login Failed!');
    expect(await toastText(page)).toContain('Please check your credentials.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator('input[name=email]').inputValue()).toBe(email);

    await page.goto('/register');
    await formReady(page);
    await page.locator('input[name=fullName]').fill('Bob Again');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('secret-123');
    await page.locator('input[name=confirm]').fill('secret-123');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => toastText(page), { timeout: 20_000 }).toContain('Email Already Used');
    expect(await toastText(page)).toContain('This email is already registered');
    expect(await page.locator('input[name=fullName]').inputValue()).toBe('Bob Again');
    await page.context().close();
  });

  it('sends a visitor from a protected page to sign in, in their language, and back to the page', async () => {
    const { email } = await newMember({ name: 'Carla' });
    const page = await openPage(browser());

    const response = await page.goto('/de/user/edit-profile?tab=picture');
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/de/login');
    expect(url.searchParams.get('returnUrl')).toBe('/de/user/edit-profile?tab=picture');
    expect(await page.locator('h1').textContent()).toBe('Bei Daypedia anmelden');
    await signIn(page, email);
    await page.waitForURL((next) => next.pathname === '/de/user/edit-profile' && next.search === '?tab=picture');
    await expect.poll(() => page.locator('input[name=displayName]').inputValue()).toBe('Carla');
    await page.context().close();
  });

  it('sends the password reset link, and says when no account has the address', async () => {
    const { email } = await newMember({ name: 'Dora' });
    const page = await openPage(browser());
    await page.goto('/forgot-password');
    await formReady(page);
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.locator('.field-error').textContent()).toBe('Please enter your email address');

    await page.locator('input[name=email]').fill(email);
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => toastText(page)).toContain('Check your inbox');
    expect(await toastText(page)).toContain('Password reset link sent');
    expect(await emailedLink(email, 'PASSWORD_RESET')).toBeTruthy();

    await page.locator('input[name=email]').fill(newEmail('nobody'));
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => toastText(page)).toContain('Invalid Email');
    expect(await toastText(page)).toContain('No user found with this email');
    await page.context().close();
  });

  it('edits the profile: picture upload with progress, name and text shown on the author page', async () => {
    const page = await signedInPage(browser(), await newMember({ name: 'Emil' }));
    await visit(page, '/user/edit-profile');

    const picture = page.locator('input[type=file]');
    await picture.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 7) });
    await expect.poll(() => page.locator('#picture-status').textContent()).toContain('larger than 5 MB');

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    await picture.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => page.locator('#picture-status').textContent()).toContain('Save your profile to keep it');
    await page.locator('input[name=displayName]').fill('Emil Berliner');
    await page.locator('textarea[name=bio]').fill('Invented the gramophone record.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => toastText(page)).toContain('Success!');
    await expect.poll(() => page.getByRole('button', { name: 'Account of Emil Berliner' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Account of Emil Berliner' }).click();
    await page.locator('.user-menu-list').getByRole('link', { name: 'My profile' }).click();
    await page.waitForURL(/\/author-articles\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Emil Berliner');
    expect(await page.locator('.author-bio').textContent()).toBe('Invented the gramophone record.');
    const avatar = page.locator('img.avatar-large');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('changes the e-mail address after asking for the password again', async () => {
    // The browser has the session cookie but no Firebase sign-in of its own (as in a new tab, where
    // Firebase's session persistence does not reach), so Firebase needs the password again before
    // it changes the address.
    const page = await signedInPage(browser(), await newMember({ name: 'Gus' }));
    await visit(page, '/user/edit-profile');
    const changed = newEmail('gustav');
    await page.locator('input[name=email]').fill(changed);
    await page.getByRole('button', { name: 'Save profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.waitFor();
    await dialog.getByLabel('Password').fill('secret-123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toastText(page)).toContain(`We sent a confirmation link to ${changed}`);
    await expect.poll(() => toastText(page)).toContain('Success!');
    const response = await fetch(`${inject('emulatorUrl')}/emulator/v1/projects/${PROJECT}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; newEmail?: string }[] };
    expect(oobCodes.some((code) => code.requestType === 'VERIFY_AND_CHANGE_EMAIL' && code.newEmail === changed)).toBe(true);
    await page.context().close();
  });

  it('signs out a member an admin disabled, with a message, and keeps them out', async () => {
    const admin = await signedInPage(browser(), await newMember({ name: 'Root Admin', role: 'ADMIN' }));
    const fred = await newMember({ name: 'Fred Member' });
    const member = await signedInPage(browser(), fred);
    await visit(member, '/user/edit-profile');

    await visit(admin, '/admin');
    await admin.getByRole('button', { name: 'Disable Fred Member' }).click();
    await expect.poll(() => toastText(admin)).toContain('Fred Member has been disabled');
    expect((await firebaseAccount(fred.email)).disabled).toBe(true);

    await reload(member);
    expect(new URL(member.url()).pathname).toBe('/login');
    await expect.poll(() => toastText(member)).toContain('Your account has been disabled.');
    expect(await member.locator('h1').textContent()).toBe('Sign in to Daypedia');
    // The notice waits over an overlay until it is read: a click beside it closes both.
    await member.locator('.toast-overlay').click({ position: { x: 8, y: 8 } });
    await expect.poll(() => member.locator('.toast, .toast-overlay').count(), { timeout: 5_000 }).toBe(0);
    await signIn(member, fred.email);
    await expect.poll(() => toastText(member)).toContain('This account has been disabled.');

    const visitorAtAdmin = await openPage(browser());
    await visitorAtAdmin.goto('/admin');
    expect(new URL(visitorAtAdmin.url()).pathname).toBe('/login');
    await Promise.all([admin.context().close(), member.context().close(), visitorAtAdmin.context().close()]);
  });
});
