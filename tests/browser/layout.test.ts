import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daySlug } from '#shared/day-slugs';
import type { NotableEvent } from '../../server/seed/notable-entries';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, signIn } from './members';
import { formReady, visit } from './waits';

const browser = useBrowser();
const PHONE = { width: 375, height: 800 };

const events = JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as NotableEvent[];
const persons = JSON.parse(readFileSync('server/seed/content/persons.json', 'utf8')) as { translations: { en: { slug: string } } }[];
const event = events[0];
const [eventYear, eventMonth, eventDay] = event.date.split('-').map(Number) as [number, number, number];
const eventDayPath = `/${daySlug('en', { month: eventMonth, day: eventDay })}`;

/** Every kind of page a visitor reaches. */
const VISITOR_PAGES = [
  '/',
  eventDayPath,
  `/day/${daySlug('en', { month: eventMonth, day: eventDay })}-${eventYear}`,
  `/events/${event.translations.en.slug}`,
  `/events/${event.translations.en.slug}-comments`,
  `/persons/${persons[0].translations.en.slug}`,
  '/holidays-and-occasions',
  '/holidays-and-occasions/new-years-day',
  '/about-us',
  '/login',
  '/register',
  '/forgot-password',
  '/donate',
  '/write-your-article',
  '/api',
  '/no-such-page',
  '/ja',
  '/fr/1er-novembre',
];

/** The pages only members (here an admin, who sees them all) reach. */
const MEMBER_PAGES = ['/', '/write-new-article', '/write-personal-entry', '/user/my-articles', '/user/edit-profile', '/review', '/admin', '/donate'];

/** The font the browser really drew an element's own text with, not just the first it was offered. */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

const fontFamily = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);

/** The page's header height and how far anything sticks out beyond the window's width, as drawn in its fonts. */
async function measure(page: Page, path: string) {
  const response = await visit(page, path);
  expect(response?.status(), path).toBeLessThan(500);
  return page.evaluate(async () => {
    await document.fonts.ready;
    return {
      header: document.querySelector('header')!.getBoundingClientRect().height,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

async function expectCompact(page: Page, paths: string[]) {
  for (const path of paths) {
    const { header, overflow } = await measure(page, path);
    expect(header, `header of ${path}`).toBeLessThanOrEqual(64);
    expect(overflow, `overflow of ${path}`).toBeLessThanOrEqual(0);
  }
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('layout', () => {
  it('draws Japanese with Japanese glyphs and Chinese with Chinese ones, also for words marked with the other language', async () => {
    const page = await openPage(browser());
    await page.goto('/ja');
    await page.evaluate(() => document.fonts.ready);
    expect(await fontFamily(page, 'main .lead')).toMatch(/^"Noto Sans CJK JP"/);
    // 祝日・記念日 (Holidays, the fourth section): the middle dot is where the Chinese font draws a heavy bullet.
    expect(await page.locator('.main-nav-links a:nth-child(4)').textContent()).toContain('・');
    expect(await drawnFonts(page, '.main-nav-links a:nth-child(4)')).toEqual(['Noto Sans CJK JP']);
    expect(await fontFamily(page, 'main h1')).toMatch(/^"Noto Serif CJK JP"/);

    await page.goto('/zh');
    await page.evaluate(() => document.fonts.ready);
    expect(await fontFamily(page, 'main .lead')).toMatch(/^"Noto Sans CJK SC"/);
    expect(await drawnFonts(page, '.main-nav-links a:nth-child(4)')).toEqual(['Noto Sans CJK SC']);
    await page.locator('.language-switcher summary').click();
    const japanese = '.language-switcher a[lang="ja-JP"]';
    expect(await fontFamily(page, japanese)).toMatch(/^"Noto Sans CJK JP"/);
    expect(await drawnFonts(page, japanese)).toEqual(['Noto Sans CJK JP']);
    await page.context().close();
  });

  it('keeps the header to one row of at most 64 px on phones, and no page wider than the screen', { timeout: 180_000 }, async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    await expectCompact(page, VISITOR_PAGES);
    for (const width of [320, 568]) {
      await page.setViewportSize({ width, height: 800 });
      await expectCompact(page, ['/', eventDayPath, `/events/${event.translations.en.slug}`, '/login']);
    }

    await page.setViewportSize(PHONE);
    const member = await newMember({ name: 'Maximiliane Mustermann-Lüdenscheid', role: 'ADMIN' });
    await signIn(page.context(), member);
    await expectCompact(page, [...MEMBER_PAGES, `/author-articles/${member.uid}`, eventDayPath]);
    await page.goto('/user/my-articles');
    expect(await page.getByRole('button', { name: 'Account of Maximiliane Mustermann-Lüdenscheid' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('opens the phone header’s menus from buttons that say so, and closes them by Escape, a click elsewhere or a choice', async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    await visit(page, eventDayPath);
    const menu = page.getByRole('button', { name: 'Menu' });
    const sections = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => sections.isVisible()).toBe(false);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => sections.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page)).toBe('Today');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focusedLabel(page)).toBe('Menu');

    const languages = page.locator('.language-switcher');
    await page.locator('.language-switcher summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('link', { name: 'Deutsch' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => languages.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await expect.poll(() => page.locator('.language-switcher summary').evaluate((summary) => summary === document.activeElement)).toBe(true);

    const account = page.getByRole('button', { name: 'Account' });
    await account.click();
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await menu.click();
    await expect.poll(() => account.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(20, PHONE.height - 20);
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await sections.getByRole('link', { name: 'Holidays' }).click();
    await page.waitForURL('**/holidays-and-occasions');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('keeps the wide header as a row of links and buttons', async () => {
    const page = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    const { header, overflow } = await measure(page, eventDayPath);
    expect(header).toBeLessThanOrEqual(64);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Account' }).isVisible()).toBe(false);
    const links = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    expect(await links.count()).toBe(5);
    const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps an entry’s title and summary apart on a day page, in its text and on screen', async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    await visit(page, eventDayPath);
    const { title, summary } = event.translations.en;
    const item = page.locator('.entry-list-events li', { hasText: title });
    const text = (await item.textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain(`${eventYear} ${title} ${summary.slice(0, 30)}`);
    const titleBox = (await item.locator('.entry-title').boundingBox())!;
    const summaryBox = (await item.locator('.entry-summary').boundingBox())!;
    expect(summaryBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    await page.context().close();
  });

  it('shows My Articles on a phone as cards, every column named and nothing to scroll sideways', async () => {
    const author = await signedInPage(browser(), await newMember({ name: 'Carla Cards' }), { viewport: PHONE });
    await visit(author, '/write-personal-entry?kind=BIRTHDAY');
    await author.getByLabel('Name or title').fill(`Birthday of Carla ${Date.now()}`);
    await author.getByRole('spinbutton', { name: 'Day' }).fill('7');
    await author.getByRole('combobox', { name: 'Month' }).selectOption('8');
    await author.getByRole('spinbutton', { name: 'Year' }).fill('1991');
    await author.getByRole('textbox', { name: 'Short text' }).fill('Happy birthday from all of us, every year again.');
    await author.getByRole('button', { name: 'Submit for review' }).click();
    await author.waitForURL(/\/user\/my-articles/);
    const row = author.locator('.my-articles tbody tr').first();
    await row.waitFor();
    for (const column of ['Status', 'Actions']) {
      const cell = row.locator(`td[data-label="${column}"]`);
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, column).toBeLessThanOrEqual(PHONE.width);
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content), column).toBe(`"${column}"`);
    }
    expect(await author.locator('.table-scroll').evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    await author.context().close();
  });

  it('keeps a right-to-left override in a member’s name from turning the text after it around', async () => {
    // Shown as "Ed ed"; without isolation the override would also turn the date after it around.
    const name = 'Ed \u202Ede';
    const author = await signedInPage(browser(), await newMember({ name }));
    await visit(author, '/write-personal-entry?kind=BIRTHDAY');
    const title = `Birthday of Ed ${Date.now()}`;
    await author.getByLabel('Name or title').fill(title);
    await author.getByRole('spinbutton', { name: 'Day' }).fill('5');
    await author.getByRole('combobox', { name: 'Month' }).selectOption('6');
    await author.getByRole('spinbutton', { name: 'Year' }).fill('1990');
    await author.getByRole('textbox', { name: 'Short text' }).fill('Happy birthday from all of us, every year again.');
    await author.getByRole('button', { name: 'Submit for review' }).click();
    await author.waitForURL(/\/user\/my-articles/);

    const reviewer = await signedInPage(browser(), await newMember({ name: 'Rita Reviewer', role: 'REVIEWER' }));
    await visit(reviewer, '/review');
    const byline = reviewer.locator('.queue-item', { hasText: title }).locator('.muted');
    // Where each letter of the name and the first letter of the date after it are drawn.
    const drawn = await byline.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      const letters = (node: Text) =>
        Array.from({ length: node.data.length }, (_, index) => index)
          .map((index) => {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            return range.getBoundingClientRect();
          })
          .filter((box) => box.width > 0);
      const name = letters(texts.find((node) => node.data.includes('\u202E'))!);
      const dateStart = letters(texts.at(-1)!)[0];
      return {
        nameTop: Math.min(...name.map((box) => box.top)),
        nameRight: Math.max(...name.map((box) => box.right)),
        dateTop: dateStart.top,
        dateLeft: dateStart.left,
        date: texts.at(-1)!.data,
      };
    });
    expect(drawn.date).toMatch(/\d/);
    expect(Math.abs(drawn.dateTop - drawn.nameTop)).toBeLessThan(2);
    expect(drawn.dateLeft).toBeGreaterThanOrEqual(drawn.nameRight - 1);
    await Promise.all([author.context().close(), reviewer.context().close()]);
  });

  it('says there is no connection when Google or Microsoft cannot be reached, in the page’s language', async () => {
    for (const [path, button, message] of [
      ['/login', 'Continue with Google', 'No connection to the server. Check your internet connection and try again.'],
      ['/de/login', 'Weiter mit Microsoft', 'Keine Verbindung zum Server. Überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.'],
    ] as const) {
      const page = await openPage(browser());
      // The test server is offline already; this makes sure of it on any machine.
      await page.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort('internetdisconnected'));
      await page.goto(path);
      await formReady(page);
      await page.getByRole('button', { name: button }).click();
      await expect.poll(() => page.locator('.form-error').textContent(), { timeout: 20_000 }).toBe(message);
      await page.context().close();
    }
  });
});
