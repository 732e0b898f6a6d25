/**
 * A member whose session ends while they read (it expired, was revoked, or an admin disabled
 * them) is told so in the page's language, on reading pages too, and the header no longer
 * names them from the next page on, though the browser moved there without a full load.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { LOCALES, type Locale } from '#shared/locales';
import { homePath } from '#shared/paths';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, toastText } from './members';
import { visit } from './waits';

const browser = useBrowser();

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(`client/app/i18n/messages/${locale}.json`, 'utf8')) as Record<string, string>]),
) as Record<Locale, Record<string, string>>;

describe('the end of a session', () => {
  it('is told in every language on a reading page', async () => {
    const page = await openPage(browser());
    for (const locale of LOCALES) {
      // A session cookie the site can no longer verify, as an expired one.
      await page.context().addCookies([{ name: '__session', value: `ended-${locale}`, url: inject('baseUrl') }]);
      await visit(page, homePath(locale));
      await expect.poll(() => toastText(page), { message: locale }).toContain(catalogues[locale]['auth.message.sessionEnded']);
      expect(await toastText(page)).not.toContain('auth.message');
    }
    await page.context().close();
  });

  it('takes the member’s name out of the header at the next page a disabled member opens inside the site', async () => {
    const member = await newMember({ name: 'Dana Disabled' });
    const page = await signedInPage(browser(), member);
    await visit(page, '/march-14');
    const account = page.locator('.user-menu-button');
    await expect.poll(() => account.getAttribute('aria-label')).toContain('Dana Disabled');
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      await db.query('UPDATE "User" SET disabled = true WHERE uid = $1', [member.uid]);
    } finally {
      await db.end();
    }
    // A client navigation: the page asks only for the next page's data.
    await page
      .getByRole('link', { name: /March 15/ })
      .first()
      .click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('March 15');
    await expect.poll(() => account.count()).toBe(0);
    expect(await page.locator('.user-menu-visitor').count()).toBe(1);
    await expect.poll(() => toastText(page)).toContain(catalogues.en['auth.message.accountDisabled']);
    await page.context().close();
  });
});
