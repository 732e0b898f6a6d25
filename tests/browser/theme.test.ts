import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { visit, reload } from './waits';

const browser = useBrowser();

/** How light the page's background is drawn (0 black to 1 white), as the reader sees it. */
const pageLightness = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
    return (r + g + b) / 765;
  });

/** The page as the server sends it to this browser (its cookies included), before any script runs. */
const serverHtml = async (context: BrowserContext, path: string) => (await context.request.get(path)).text();
const htmlTag = (html: string) => html.match(/<html[^>]*>/)![0];

/** The day of the month now in a time zone. */
const dayIn = (timeZone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric' }).format(new Date()));

describe('colour themes', () => {
  it('follows the device’s dark setting without a cookie', async () => {
    const page = await openPage(browser(), { colorScheme: 'dark' });
    await visit(page, '/march-14');
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    expect(await pageLightness(page)).toBeLessThan(0.2);
    expect(await page.locator('.theme-switcher summary').getAttribute('aria-label')).toBe('Colour theme: As on this device');
    await page.context().close();
  });

  it('switches by keyboard from the header, keeps the choice in the page the server sends next, and goes back to the device’s setting', async () => {
    const page = await openPage(browser(), { colorScheme: 'light' });
    const context = page.context();
    await visit(page, '/march-14');
    expect(await pageLightness(page)).toBeGreaterThan(0.9);

    const toggle = page.locator('.theme-switcher summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: 'Colour theme' });
    await expect.poll(() => group.isVisible()).toBe(true);
    expect(await group.getByRole('radio', { name: 'As on this device' }).isChecked()).toBe(true);
    // Tab reaches the checked choice; the arrow keys move the choice through the group.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => group.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await expect.poll(() => pageLightness(page)).toBeLessThan(0.2);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Colour theme: Dark');

    // The server renders the choice into the page itself, so it is dark before any script runs…
    expect(htmlTag(await serverHtml(context, '/march-14'))).toContain('data-theme="dark"');
    const still = await openPage(browser(), { colorScheme: 'light', javaScriptEnabled: false });
    await still.context().addCookies(await context.cookies());
    await still.goto('/march-14');
    expect(await pageLightness(still)).toBeLessThan(0.2);
    await still.context().close();
    // …while a reader without the cookie gets the same path from the cache without it.
    const anonymous = await browser().newContext({ baseURL: inject('baseUrl') });
    expect(htmlTag(await serverHtml(anonymous, '/march-14'))).not.toContain('data-theme');
    await anonymous.close();

    await reload(page);
    expect(await pageLightness(page)).toBeLessThan(0.2);
    expect(await page.locator('.theme-switcher summary').getAttribute('aria-label')).toBe('Colour theme: Dark');

    await page.locator('.theme-switcher summary').click();
    await page.getByRole('radio', { name: 'As on this device' }).check();
    await expect.poll(() => pageLightness(page)).toBeGreaterThan(0.9);
    expect((await context.cookies()).find((c) => c.name === 'theme')).toBeUndefined();
    expect(htmlTag(await serverHtml(context, '/march-14'))).not.toContain('data-theme');
    await context.close();
  });
});

describe('exact dates', () => {
  it('lead to the dates before and after them and to Wikipedia’s article about their year', async () => {
    const page = await openPage(browser());
    await visit(page, '/day/november-9-1989');
    const previous = page.locator('.day-nav a[rel=prev]');
    const next = page.locator('.day-nav a[rel=next]');
    expect(await previous.getAttribute('href')).toBe('/day/november-8-1989');
    expect(await previous.textContent()).toContain('November 8, 1989');
    expect(await next.getAttribute('href')).toBe('/day/november-10-1989');
    const wiki = page.getByRole('link', { name: 'The year 1989 on Wikipedia' });
    expect(await wiki.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/1989');
    await next.click();
    await page.waitForURL('**/day/november-10-1989');
    await expect.poll(() => page.locator('h1').textContent()).toBe('November 10, 1989');
    await page.context().close();
  });
});

describe('the logo', () => {
  // A day apart at every hour: UTC+14 and UTC-11.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'shows today’s day of the month in %s, from the first visit on, without a hydration error',
    async (timeZone) => {
      const page = await openPage(browser(), { timezoneId: timeZone });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await visit(page, '/holidays-and-occasions');
      const logo = page.getByTestId('logo-day');
      await expect.poll(() => logo.textContent()).toBe(String(dayIn(timeZone)));
      expect(errors).toEqual([]);
      // The browser told the server its zone: the next page comes with the right date already in it.
      expect(await serverHtml(page.context(), '/march-14')).toContain(`data-testid="logo-day">${dayIn(timeZone)}<`);
      await page.context().close();
    },
  );
});
