import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDayDate } from '#shared/date-format';
import { daySlug } from '#shared/day-slugs';
import { LOCALE_INFO, LOCALES, type Locale } from '#shared/locales';
import type { NotableEvent } from '../../server/seed/notable-entries';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();
function todayIn(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, month: 'numeric', day: 'numeric' }).formatToParts(new Date());
  return { month: Number(parts.find((p) => p.type === 'month')!.value), day: Number(parts.find((p) => p.type === 'day')!.value) };
}

/** The months as a language writes them, January first. */
function monthNames(iso: string): string[] {
  const format = new Intl.DateTimeFormat(iso, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 15))));
}

function messagesOf(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../client/app/i18n/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

describe('the home page in every language', () => {
  // Tokyo's zone is not the site's default: the page asks for today again once it is alive.
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'keeps %s through hydration, a visit to today’s entry and the way back, naming today’s entries',
    async (locale) => {
      const iso = LOCALE_INFO[locale].iso;
      const page = await openPage(browser(), { locale: iso, timezoneId: 'Asia/Tokyo' });
      const heading = page.locator('#today-heading');
      const expected = messagesOf(locale)['today.heading'].replace('{date}', formatDayDate(locale, todayIn('Asia/Tokyo')));
      // English month names but those inside the language's own (May in Turkish Mayıs).
      const own = monthNames(iso);
      const english = [...monthNames('en-US').filter((name) => !own.some((month) => month.includes(name))), messagesOf('en')['today.label']];
      const inLanguage = async (where: string) => {
        await expect.poll(() => heading.textContent(), { message: where }).toBe(expected);
        expect(await page.locator('html').getAttribute('lang'), where).toBe(iso);
        const text = await page.locator('main').innerText();
        for (const word of english) expect(text, `${where}: ${word}`).not.toContain(word);
      };
      await visit(page, `/${locale}`);
      await inLanguage('first visit');
      // Every day lists at least two events and two persons: the card names them.
      expect(await page.locator('.today-highlights a').count()).toBeGreaterThanOrEqual(4);
      await page.locator('.today-highlights a').first().click();
      await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/`));
      await page.locator('.logo').click();
      await page.waitForURL((url) => url.pathname === `/${locale}`);
      await inLanguage('back home');
      await page.context().close();
    },
  );
});

describe('reading Daypedia', () => {
  it('follows the Today in History teaser from the English home to today', async () => {
    const page = await openPage(browser());
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Every day has a story');
    const today = todayIn('Europe/Berlin');
    await page.getByTestId('today-link').click();
    await page.waitForURL(`**/${daySlug('en', today)}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(formatDayDate('en', today));
    await page.context().close();
  });

  it('renders a day from the data in its page, then the next day from the server, without asking the API', async () => {
    const page = await openPage(browser());
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') apiCalls.push(`${request.url()} ${request.postData()}`);
    });
    await visit(page, '/march-14');
    await expect.poll(() => page.locator('h1').textContent()).toBe('March 14');
    await page
      .getByRole('link', { name: /March 15/ })
      .first()
      .click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('March 15');
    expect(apiCalls).toEqual([]);
    await page.context().close();
  });

  it('moves to a day of the calendar inside the site, without loading the page again', async () => {
    const page = await openPage(browser());
    await visit(page, '/march-14');
    await expect.poll(() => page.locator('h1').textContent()).toBe('March 14');
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
    await page
      .locator('.calendar')
      .getByRole('grid')
      .getByRole('link', { name: /^March 20, / })
      .click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('March 20');
    expect(new URL(page.url()).pathname).toBe('/march-20');
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
    expect(await page.locator('.calendar a[aria-current=page]').getAttribute('href')).toBe('/march-20');
    await page.context().close();
  });

  it('opens an event and switches to the same event in German', async () => {
    const events = JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as NotableEvent[];
    const event = events[0];
    const [, month, day] = event.date.split('-').map(Number) as [number, number, number];
    const page = await openPage(browser());
    await page.goto(`/${daySlug('en', { month, day })}`);
    const dataAnswers: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.data')) dataAnswers.push(`${response.status()} ${url.pathname}${url.search}`);
    });
    await page.getByRole('link', { name: event.translations.en.title, exact: true }).first().click();
    await page.waitForURL(`**/events/${event.translations.en.slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(event.translations.en.title);
    // The event's data comes in the one request the router makes for it, with no detour through a redirect.
    expect(dataAnswers).toHaveLength(1);
    expect(dataAnswers[0]).toMatch(new RegExp(`^200 /events/${event.translations.en.slug}\\.data\\?_routes=`));

    await page.locator('.language-switcher summary').click();
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`**/de/ereignisse/${event.translations.de.slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(event.translations.de.title);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de-DE');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de');
    await page.context().close();
  });

  it('answers a bad day slug with the localised 404 page', async () => {
    const page = await openPage(browser());
    const response = await page.goto('/de/30-februar');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('main').textContent()).toContain('404');
    expect(await page.locator('main').textContent()).toContain('Die gesuchte Seite konnte nicht gefunden werden');
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await page.waitForURL((url) => url.pathname === '/de');
    await page.context().close();
  });

  it('keeps the home page in its language when it asks again for today in the reader’s zone, and when reached inside the site', async () => {
    // Tokyo's zone is not the site's default, so the page asks for its data again once alive.
    const page = await openPage(browser(), { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const heading = page.locator('#today-heading');
    const again = page.waitForResponse((response) => new URL(response.url()).pathname === '/ja.data');
    await visit(page, '/ja');
    await again;
    const today = todayIn('Asia/Tokyo');
    await expect.poll(() => heading.textContent()).toBe(`今日は${formatDayDate('ja', today)}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja-JP');
    // Back home from a day page by the logo: a client navigation, its data asked for at /ja.data.
    await visit(page, `/ja/${daySlug('ja', { month: 3, day: 14 })}`);
    await page.locator('.logo').click();
    await page.waitForURL((url) => url.pathname === '/ja');
    await expect.poll(() => heading.textContent()).toBe(`今日は${formatDayDate('ja', today)}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ja-JP');
    await page.context().close();
  });

  it('sends a first visit with a French browser to /fr', async () => {
    const page = await openPage(browser(), { locale: 'fr-FR' });
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/fr');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    await page.context().close();
  });
});
