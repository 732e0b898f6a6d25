/**
 * The language switch leads to the same page in the other language: on the sign-in and member
 * pages too, which have one English path under each language's prefix.
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

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
