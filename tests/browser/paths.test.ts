/**
 * The site's answers to addresses, read over plain HTTP: hostile and malformed paths, the
 * spec's unprefixed German paths, the language choice at the root and how dates are written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LOCALE_INFO, type Locale } from '#shared/locales';
import type { NotableEvent } from '../../server/seed/notable-entries';

const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const CRAWLER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${inject('baseUrl')}${path}`, { redirect: 'manual', headers: { 'User-Agent': READER_AGENT, ...headers } });
}

function notFoundMessage(locale: Locale): string {
  const messages = JSON.parse(readFileSync(`client/app/i18n/messages/${locale}.json`, 'utf8')) as Record<string, string>;
  return messages['notFound.message'];
}

/** The text a reader sees, near enough: tags dropped, the entities React writes decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const events = JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as NotableEvent[];
const event = events.find((e) => e.date.endsWith('-01-01') && e.translations.fr && e.translations.de)!;

describe('paths that name nothing', () => {
  const hostile: [path: string, locale: Locale][] = [
    ['/%', 'en'],
    ['/%E0%A4%A', 'en'],
    ['/de/%', 'de'],
    ['/fr/%E0%A4%A', 'fr'],
    ['/ja/hi/%', 'ja'],
    ['/it/personaggi/%zz-commenti', 'it'],
    ['/de/%/x', 'de'],
    [`/events/${'a'.repeat(201)}`, 'en'],
    [`/events/${'a'.repeat(201)}-comments`, 'en'],
    [`/de/personen/${'a'.repeat(5000)}`, 'de'],
    [`/es/festividades-y-dias-especiales/${'a'.repeat(300)}`, 'es'],
    [`/day/${'a'.repeat(300)}`, 'en'],
    [`/de/tag/${'9-november-'.repeat(30)}1989`, 'de'],
    [`/tr/${'1-kasim'.repeat(50)}`, 'tr'],
    ['/tr/gun/99-kasim-1989', 'tr'],
    ['/zh/ri/xx-1', 'zh'],
    ['/a/b/c/d/e', 'en'],
    [`/${'x'.repeat(9999)}`, 'en'],
    [`/author-articles/${'a'.repeat(5000)}`, 'en'],
    ['/de/author-articles/%', 'de'],
    [`/events/${event.translations.en.slug}-comments?page=999999999999999999`, 'en'],
    [`/events/${event.translations.en.slug}-comments?page=50002`, 'en'],
    [`/events/${event.translations.en.slug}-comments?page=-1`, 'en'],
    [`/events/${event.translations.en.slug}-comments?page=0`, 'en'],
    [`/events/${event.translations.en.slug}-comments?page=abc`, 'en'],
    [`/events/${event.translations.en.slug}-comments?page=1e3`, 'en'],
    [`/events/${event.translations.en.slug}-comments?page=`, 'en'],
    [`/de/ereignisse/${event.translations.de.slug}-kommentare?page=%`, 'de'],
  ];

  /** Test names show long paths shortened, so that the report stays readable. */
  const named = hostile.map(([path, locale]) => [path.length > 80 ? `${path.slice(0, 40)}… (${path.length} characters)` : path, path, locale] as const);

  it.each(named)('answers %s with the 404 page in its language', async (_name, path, locale) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain(`<html lang="${LOCALE_INFO[locale].iso}"`);
    expect(visibleText(html)).toContain(notFoundMessage(locale));
    expect(html).not.toContain('node_modules');
    expect(html).not.toContain(process.cwd());
    expect(html).not.toMatch(/URIError|\n\s+at \S/);
  });

  it('still serves the pages those paths imitate', async () => {
    for (const path of [
      `/events/${event.translations.en.slug}`,
      `/events/${event.translations.en.slug}-comments`,
      `/events/${event.translations.en.slug}-comments?page=1`,
      '/day/november-9-1989',
      '/tr/gun/9-kasim-1989',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});

describe('crawlers at pages that name nothing', () => {
  it('get the 404 with a few words and no script, while readers get the whole page in their language', async () => {
    for (const [path, locale] of [
      ['/events/no-event-has-this-name', 'en'],
      ['/de/personen/niemand-heisst-so', 'de'],
      ['/fr/gibt-es-nicht', 'fr'],
      ['/%', 'en'],
    ] as const) {
      const crawler = await get(path, { 'User-Agent': CRAWLER_AGENT });
      const short = await crawler.text();
      expect(crawler.status, path).toBe(404);
      expect(short, path).toContain(`<html lang="${LOCALE_INFO[locale].iso}"`);
      expect(short, path).toContain('<title>404 Not Found</title>');
      expect(short.length, path).toBeLessThan(300);
      expect(short, path).not.toMatch(/<script|<link|notFound|Daypedia/i);
      // Shared caches keep the two answers apart.
      expect(crawler.headers.get('vary')?.split(/,\s*/), path).toContain('User-Agent');

      const reader = await get(path);
      const page = await reader.text();
      expect(reader.status, path).toBe(404);
      expect(page, path).toContain('<script');
      expect(visibleText(page), path).toContain(notFoundMessage(locale));
      expect(reader.headers.get('vary')?.split(/,\s*/), path).toContain('User-Agent');
    }
  });
});

describe("the spec's German paths without a prefix", () => {
  const slug = event.translations.de.slug;
  const redirects: [from: string, to: string][] = [
    ['/uber-uns', '/de/uber-uns'],
    ['/datenschutzerklarung', '/de/datenschutzerklarung'],
    ['/bedingungen-und-konditionen', '/de/bedingungen-und-konditionen'],
    ['/tag/9-november-1989', '/de/tag/9-november-1989'],
    ['/21-november', '/de/21-november'],
    ['/1-maerz', '/de/1-maerz'],
    [`/ereignisse/${slug}`, `/de/ereignisse/${slug}`],
    [`/ereignisse/${slug}-kommentare?page=1`, `/de/ereignisse/${slug}-kommentare?page=1`],
    ['/feiertage-und-besondere-tage', '/de/feiertage-und-besondere-tage'],
    ['/personen/albert-einstein?ref=spec&x=%C3%A4', '/de/personen/albert-einstein?ref=spec&x=%C3%A4'],
  ];

  it.each(redirects)('leads %s to %s for good', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('arrives at the German page', async () => {
    const response = await fetch(`${inject('baseUrl')}/21-november`, { headers: { 'User-Agent': READER_AGENT } });
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe('/de/21-november');
    expect(await response.text()).toContain('<h1>21. November</h1>');
  });

  it('leaves English paths alone', async () => {
    for (const path of ['/november-21', '/march-1', '/about-us', '/day/november-9-1989', `/events/${event.translations.en.slug}`, '/holidays-and-occasions']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});

describe('the language choice at the root', () => {
  it('sends a reader to their language, telling caches that the answer is personal', async () => {
    const response = await get('/', { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr');
    expect(response.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('follows the cookie before the browser languages', async () => {
    const response = await get('/', { 'Accept-Language': 'fr-FR', Cookie: 'i18n_redirected=ja' });
    expect(response.headers.get('location')).toBe('/ja');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows crawlers the English root, which no shared cache keeps either', async () => {
    const response = await get('/', { 'User-Agent': CRAWLER_AGENT, 'Accept-Language': 'de-DE' });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('<html lang="en-US"');
  });

  it("names the root as x-default in every page's alternates", async () => {
    for (const path of ['/de/21-november', `/events/${event.translations.en.slug}`, '/ja']) {
      const html = await (await get(path)).text();
      const href = /<link rel="alternate" hrefLang="x-default" href="([^"]*)"/i.exec(html)?.[1];
      expect(href, path).toBeDefined();
      expect(new URL(href!, inject('baseUrl')).pathname, path).toBe('/');
    }
  });
});

describe('French dates', () => {
  it('write the first of a month as "1er" in headings, titles and texts', async () => {
    const day = await (await get('/fr/1er-novembre')).text();
    expect(day).toContain('<h1>1er novembre</h1>');
    expect(/<title>([^<]*)<\/title>/.exec(day)?.[1]).toContain('1er novembre');
    expect(day).not.toMatch(/\b1 novembre/);

    const exact = await (await get('/fr/jour/1er-novembre-1989')).text();
    expect(exact).toContain('<h1>1er novembre 1989</h1>');

    const entry = visibleText(await (await get(`/fr/evenements/${event.translations.fr.slug}`)).text());
    expect(entry).toContain(`1er janvier ${event.date.slice(0, 4)}`);
    expect(entry).not.toMatch(/\b1 janvier/);
  });
});
