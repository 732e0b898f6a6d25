/** Addresses that come from a request (return addresses, the Host header) never lead off the site. */
import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newEmail, newMember, register, signedInPage, signIn } from './members';
import { formReady, visit } from './waits';

const browser = useBrowser();

/** A tab after the first slash: browsers drop it and read "//127.0.0.1:8999/pwned", another host. */
const HOSTILE = '/\t/127.0.0.1:8999/pwned';
const withReturn = (path: string, value: string) => `${path}?${new URLSearchParams({ returnUrl: value })}`;
const siteOrigin = () => new URL(inject('baseUrl')).origin;

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account of ${name}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
}

/** The raw answer to a request with the given Host header, as a crawler or a proxy might send it. */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const base = new URL(inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('return addresses', () => {
  it('registers and signs in with a hostile return address and stays on the site', async () => {
    const page = await openPage(browser());
    const email = newEmail('rita');
    await register(page, { name: 'Rita Return', email, path: withReturn('/register', HOSTILE) });
    expect(new URL(page.url()).origin).toBe(siteOrigin());
    expect(new URL(page.url()).pathname).toBe('/');

    // Signed in already: the sign-in page sends the member on at once, by a redirect.
    await visit(page, withReturn('/login', HOSTILE));
    expect(new URL(page.url()).origin).toBe(siteOrigin());
    expect(new URL(page.url()).pathname).toBe('/');

    await logOut(page, 'Rita Return');
    await page.goto(withReturn('/de/login', '/\\evil.example'));
    await formReady(page);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('secret-123');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    // The home page of the sign-in page's language.
    expect(new URL(page.url()).origin).toBe(siteOrigin());
    expect(new URL(page.url()).pathname).toBe('/de');
  });

  it('answers a return address with a line break without a server error', async () => {
    const page = await openPage(browser());
    const value = '/de\r\nSet-Cookie: stolen=1';
    // Signed out: the page renders.
    const anonymous = await page.request.get(withReturn('/login', value), { maxRedirects: 0 });
    expect(anonymous.status()).toBe(200);

    // Signed in: the redirect must still be a valid answer, to the home page.
    await signIn(page.context(), await newMember({ name: 'Lena Linebreak' }));
    const member = await page.request.get(withReturn('/login', value), { maxRedirects: 0 });
    expect(member.status()).toBeGreaterThanOrEqual(300);
    expect(member.status()).toBeLessThan(400);
    expect(member.headers()['location']).toBe('/');
    expect(member.headers()['set-cookie'] ?? '').not.toContain('stolen');
  });

  it('comes back from the test checkout to the site when its return addresses point elsewhere', async () => {
    const page = await signedInPage(browser(), await newMember({ name: 'Carl Checkout' }));
    await visit(page, '/donate');
    await page.locator('.donation-card', { hasText: 'Birthday' }).getByRole('button', { name: 'Donate $5.00' }).click();
    await page.waitForURL(/\/test-checkout\?session=test_cs_/);

    const checkout = new URL(page.url());
    checkout.searchParams.set('success', HOSTILE);
    checkout.searchParams.set('cancel', '//evil.example/cancelled');
    await visit(page, checkout.href);
    await page.getByRole('button', { name: 'Pay $5.00 (test)' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/test-checkout'), { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(siteOrigin());
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('the Host header', () => {
  it('never changes the addresses a page links to, nor the page the next reader gets', async () => {
    const path = '/march-14';
    const poisoned = await get(path, { Host: 'evil.example' });
    const next = await get(path);
    for (const answer of [poisoned, next]) {
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      // Without PUBLIC_URL the site's own origin is http://localhost:PORT, as documented.
      expect(answer.body).toContain(`<link rel="canonical" href="http://localhost:${new URL(inject('baseUrl')).port}${path}"`);
    }
  });
});
