/**
 * Searching as a reader does: typing into the header's box in each language, by a word, a typo
 * and a date, and landing on the right page; by keyboard alone; without JavaScript; on a phone;
 * and the results page with its filters and marked words, checked by axe.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locales';
import { dayPath, searchPath } from '#shared/paths';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const BOX = 'header input[role=combobox]';

/** Types into the header's search box of a page in the language (opening it first on a phone). */
async function typeInBox(page: Page, text: string) {
  const toggle = page.locator('header .site-search-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator(BOX).fill(text);
}

/** The options the box offers once its suggestions for the words typed have come. */
async function suggestions(page: Page) {
  await page.locator('header [role=listbox] [role=option]').first().waitFor();
  return page.locator('header [role=listbox] [role=option]').allInnerTexts();
}

interface LanguageSearch {
  locale: Locale;
  word: { text: string; lands: string };
  typo: { text: string; lands: string };
  date: { text: string; lands: string };
}

const MOON_LANDING: Record<Locale, string> = {
  en: '/events/apollo-11-moon-landing',
  de: '/de/ereignisse/mondlandung-von-apollo-11',
  tr: '/tr/olaylar/apollo-11-aya-inis',
  fr: '/fr/evenements/alunissage-dapollo-11',
  it: '/it/eventi/allunaggio-dellapollo-11',
  es: '/es/eventos/alunizaje-del-apolo-11',
  zh: '/zh/shijian/aboluo-11-hao-dengyue',
  ja: '/ja/dekigoto/aporo-11-go-no-getsumen-chakuriku',
};

const SEARCHES: LanguageSearch[] = [
  {
    locale: 'en',
    word: { text: 'moon landing', lands: MOON_LANDING.en },
    typo: { text: 'Apolo', lands: MOON_LANDING.en },
    date: { text: 'november 9 1989', lands: '/day/november-9-1989' },
  },
  {
    locale: 'de',
    word: { text: 'Mondlandung', lands: MOON_LANDING.de },
    typo: { text: 'Mondlandug', lands: MOON_LANDING.de },
    date: { text: '9. November 1989', lands: '/de/tag/9-november-1989' },
  },
  {
    locale: 'tr',
    word: { text: 'Ay’a iniş', lands: MOON_LANDING.tr },
    typo: { text: 'Apolo', lands: MOON_LANDING.tr },
    date: { text: '9 kasım', lands: '/tr/9-kasim' },
  },
  {
    locale: 'fr',
    word: { text: 'Alunissage', lands: MOON_LANDING.fr },
    typo: { text: 'Alunisage', lands: MOON_LANDING.fr },
    date: { text: '9 novembre 1989', lands: '/fr/jour/9-novembre-1989' },
  },
  {
    locale: 'it',
    word: { text: 'Allunaggio', lands: MOON_LANDING.it },
    typo: { text: 'Allunagio', lands: MOON_LANDING.it },
    date: { text: '9 novembre', lands: '/it/9-novembre' },
  },
  {
    locale: 'es',
    word: { text: 'Alunizaje', lands: MOON_LANDING.es },
    typo: { text: 'Alunizage', lands: MOON_LANDING.es },
    date: { text: '9 de noviembre de 1989', lands: '/es/dia/9-de-noviembre-de-1989' },
  },
  {
    locale: 'zh',
    word: { text: '登月', lands: MOON_LANDING.zh },
    typo: { text: '阿波落', lands: MOON_LANDING.zh },
    date: { text: '11月9日', lands: '/zh/shiyiyue-9' },
  },
  {
    locale: 'ja',
    word: { text: '月面着陸', lands: MOON_LANDING.ja },
    typo: { text: 'アポロー号', lands: MOON_LANDING.ja },
    date: { text: '1989年11月9日', lands: '/ja/hi/juichigatsu-9-1989' },
  },
];

describe.each(SEARCHES)('searching in $locale from the header', ({ locale, word, typo, date }) => {
  const start = dayPath(locale, { month: 3, day: 14 });

  it.each([
    ['a word', word],
    ['a typo', typo],
  ])('finds the entry by %s and opens it from the suggestions by keyboard', async (_what, { text, lands }) => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, start);
    await typeInBox(page, text);
    await suggestions(page);
    // The wanted entry is among the suggestions; Down moves to it, Enter opens it.
    const paths = await page.locator('header [role=option]').evaluateAll((options) => options.map((o) => o.getAttribute('data-path')));
    const at = paths.indexOf(lands);
    expect(paths, `the suggestions for ${text}`).toContain(lands);
    for (let i = 0; i <= at; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === lands);
    await expect.poll(() => page.locator('main h1').innerText()).not.toBe('');
  });

  it('goes straight to the date the words name when Enter is pressed with nothing chosen', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, start);
    await typeInBox(page, date.text);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === date.lands);
    expect(new URL(page.url()).pathname).toBe(date.lands);
  });
});

describe('the header box', () => {
  it('leads a bare year to its year page', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/de/14-maerz');
    await typeInBox(page, '1989');
    const offered = await suggestions(page);
    expect(offered[0]).toBe('Zum Jahr 1989');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/de/jahr/1989');
  });

  it('is a combobox a keyboard and a screen reader can use: arrows choose, the choice is announced, Escape closes and then empties', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/march-14');
    const box = page.locator(BOX);
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await box.focus();
    await page.keyboard.type('november 9 1989');
    const offered = await suggestions(page);
    expect(offered[0]).toBe('Go to November 9, 1989');
    expect(offered.at(-1)).toBe('All results for “november 9 1989”');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator(`#${await box.getAttribute('aria-controls')}`);
    expect(await list.getAttribute('role')).toBe('listbox');
    // How many came is said in a live region.
    await expect.poll(() => page.locator('header [role=status]').innerText()).toMatch(/^\d+ suggestions?, choose with the arrow keys$/);

    await page.keyboard.press('ArrowDown');
    const first = await box.getAttribute('aria-activedescendant');
    expect(first).toBeTruthy();
    expect(await page.locator(`[id="${first}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const second = await box.getAttribute('aria-activedescendant');
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await box.getAttribute('aria-activedescendant')).toBe(first);
    // Focus never leaves the box.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    expect(await box.inputValue()).toBe('november 9 1989');
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');
  });

  it('opens the results page for words that name no date', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/de/14-maerz');
    await typeInBox(page, 'Berliner Mauer');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/de/suche');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Berliner Mauer');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Suche: Berliner Mauer');
  });

  it('fits the header on a phone behind a button that opens it', async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    await visit(page, '/de/14-maerz');
    const row = await page.locator('.site-header-inner').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(row.scroll).toBeLessThanOrEqual(row.client);
    expect(await page.locator(BOX).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Suche', exact: true }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('Mondlandung');
    await suggestions(page);
    const list = await page.locator('header [role=listbox]').boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === MOON_LANDING.de);
  });

  it('works without JavaScript: a form that opens the results page', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto('/fr/14-mars');
    await page.locator(BOX).fill('Alunissage');
    await page.locator(BOX).press('Enter');
    await page.waitForURL((url) => url.pathname === '/fr/recherche');
    expect(await page.locator('main h1').innerText()).toBe('Recherche : Alunissage');
    expect(await page.locator('main .search-result a').first().getAttribute('href')).toBe(MOON_LANDING.fr);
  });
});

/** axe-core's own script, run in the page as the accessibility audits do. */
const AXE_SOURCE = axe.source;

async function axeViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
    ).axe.run();
    return violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

describe('the results page', () => {
  it('shows the date first, counts, marks the matched words, and narrows by kind', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    const response = await visit(page, searchPath('de', '9. November 1989'));
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Suche: 9. November 1989 · Daypedia');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('.search-date-match a').getAttribute('href')).toBe('/de/tag/9-november-1989');
    expect(await page.locator('main .search-result a').first().getAttribute('href')).toBe('/de/ereignisse/fall-der-berliner-mauer');

    await visit(page, searchPath('de', 'Mondlandung'));
    expect(await page.locator('main .search-count').innerText()).toMatch(/^\d+ Ergebnis(se)?$/);
    expect(await page.locator('main .search-result-title mark').first().innerText()).toBe('Mondlandung');
    expect(await page.locator('main .search-result a').first().getAttribute('href')).toBe(MOON_LANDING.de);

    // The filters, not the header's section of the same name.
    const filters = page.locator('main .search-filters');
    await filters.getByRole('link', { name: 'Personen', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'person');
    // The address changes as the navigation starts; the filters show the choice once its results came.
    await expect.poll(() => filters.getByRole('link', { name: 'Personen', exact: true }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('main .empty').innerText()).toContain('„Mondlandung“');
  });

  it('goes on page by page, the numbers counting on', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, searchPath('en', 'day'));
    const count = Number((await page.locator('main .search-count').innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(20);
    const firstPage = await page.locator('main .search-result-title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(firstPage).toHaveLength(20);
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => page.locator('main .search-results').getAttribute('start')).toBe('21');
    const secondPage = await page.locator('main .search-result-title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(secondPage.length).toBe(Math.min(20, count - 20));
    expect(secondPage.filter((path) => firstPage.includes(path))).toEqual([]);
  });

  it('finds Turkish words typed without their dotless i, and marks them as the text writes them', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, searchPath('tr', 'Kasim'));
    expect(await page.locator('main .search-result').count()).toBeGreaterThan(0);
    expect(await page.locator('main .search-result mark').allInnerTexts()).toContain('Kasım');
  });

  it('forgives a swapped letter, offers the spelling it found, and searches for it when asked', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, searchPath('en', 'einstien'));
    await expect.poll(() => page.locator('main .search-result-title').first().innerText()).toBe('Albert Einstein');
    const offer = page.locator('main .search-did-you-mean');
    expect(await offer.innerText()).toBe('Did you mean einstein?');
    await offer.getByRole('link', { name: 'einstein' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'einstein');
    await expect.poll(() => page.locator('main .search-result-title').first().innerText()).toBe('Albert Einstein');
    expect(await page.locator('main .search-did-you-mean').count()).toBe(0);
  });

  it('says what to type when there is no query, and refuses one too long', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, searchPath('ja'));
    expect(await page.locator('main h1').innerText()).toBe('検索');
    expect(await page.locator('main .lead').innerText()).toContain('月面着陸');
    await visit(page, searchPath('it', 'x'.repeat(101)));
    expect(await page.locator('main [role=alert]').innerText()).toBe('Una ricerca può contenere al massimo 100 caratteri.');
  });

  it("refuses a search of marks alone in the reader's language, keeping it in the box, and finds Hawaiʻi", async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    const refused = await visit(page, searchPath('fr', '\u0301\u0301\u0301'));
    expect(refused?.status()).toBe(200);
    expect(await page.locator('main [role=alert]').innerText()).toBe(
      'Une recherche demande au moins 3 lettres ou chiffres (les accents et signes seuls ne comptent pas).',
    );
    expect(await page.locator('main input[name=q]').inputValue()).toBe('\u0301\u0301\u0301');
    for (const query of ['Hawaiʻi', 'Hawaiʼi', 'Hawaiʹi', 'Hawaiˈi', 'ŉ Hawaiʻi']) {
      const found = await visit(page, searchPath('de', query));
      expect(found?.status(), query).toBe(200);
      expect(await page.locator('main .search-count').count(), query).toBe(1);
    }
  });

  it('is never kept for the next reader', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    const first = await page.goto(searchPath('en', 'moon landing'));
    const again = await page.goto(searchPath('en', 'berlin wall'));
    expect(first?.headers()['x-page-cache']).toBeUndefined();
    expect(again?.headers()['cache-control']).toBe('private, no-cache');
    expect(await page.locator('main h1').innerText()).toBe('Search: berlin wall');
  });

  it.each([
    ['/search?q=apollo', DESKTOP],
    ['/zh/sousuo?q=%E7%99%BB%E6%9C%88', PHONE],
  ] as const)('%s has no axe violations, nor has the header with its suggestions open', async (path, viewport) => {
    const page = await openPage(browser(), { viewport });
    await visit(page, path);
    expect(await axeViolations(page)).toEqual([]);
    await visit(page, '/march-14');
    await typeInBox(page, 'moon');
    await suggestions(page);
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
  });
});
