/**
 * The language switch leads to the same page in the other language: on the sign-in and member
 * pages too, which have one English path under each language's prefix, and on the 404 page,
 * which stays the 404 page of the same path.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, type Locale } from '#shared/locales';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const notFoundTitle = (locale: Locale) =>
  (JSON.parse(readFileSync(`client/app/i18n/messages/${locale}.json`, 'utf8')) as Record<string, string>)['notFound.title'];

const browser = useBrowser();

describe('the language switch on member pages', () => {
  it.each([
    ['/de/login?returnUrl=%2Fde%2F14-maerz', 'ja', '/ja/login?returnUrl=%2Fde%2F14-maerz'],
    ['/login', 'tr', '/tr/login'],
    ['/fr/register', 'en', '/register'],
    ['/es/donate', 'zh', '/zh/donate'],
  ])('on %s leads to the %s page of the same kind', async (path, locale, expected) => {
    const page = await openPage(browser());
    await visit(page, path);
    await expect.poll(() => page.locator(`.language-switcher a[hreflang=${locale}]`).getAttribute('href')).toBe(expected);
  });
});

describe('the language switch on the 404 page', () => {
  it.each([
    ['/de/gibt-es-nicht', 'fr', '/fr/gibt-es-nicht'],
    ['/nope', 'de', '/de/nope'],
    ['/de/personen/niemand-heisst-so', 'en', '/persons/niemand-heisst-so'],
  ] as const)('on %s leads to the %s 404 page of the same path', async (path, locale, expected) => {
    const page = await openPage(browser());
    expect((await visit(page, path))?.status()).toBe(404);
    await page.locator('.language-switcher summary').click();
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === expected),
      page.locator(`.language-switcher a[hreflang=${locale}]`).click(),
    ]);
    expect(response.status()).toBe(404);
    await page.waitForURL((url) => url.pathname === expected);
    await expect.poll(() => page.locator('h1').textContent()).toBe(notFoundTitle(locale));
    expect(await page.locator('html').getAttribute('lang')).toBe(LOCALE_INFO[locale].iso);
    await page.context().close();
  });
});
