/**
 * A member whose session ends while they read (it expired, was revoked, or an admin disabled
 * them) is told so in the page's language, on reading pages too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { LOCALES, type Locale } from '../../client/shared/locales';
import { homePath } from '../../client/shared/paths';
import { openPage, useBrowser } from './browser';
import { toastText } from './members';
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
      await expect.poll(() => toastText(page), { message: locale, timeout: 15_000 }).toContain(catalogues[locale]['auth.message.sessionEnded']);
      expect(await toastText(page)).not.toContain('auth.message');
    }
    await page.context().close();
  });
});
