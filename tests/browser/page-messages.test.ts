/**
 * A page carries the messages it shows, not its language's whole catalogue, and the browser still
 * has every message it needs: after a client navigation and for what the server did not render.
 * It loads the parts of the catalogue its page names, and no other.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { hydrated, visit } from './waits';

const NAMESPACES = [...new Set(Object.keys(JSON.parse(readFileSync('client/app/i18n/messages/en.json', 'utf8')) as object).map((id) => id.split('.')[0]))];
/** A message shown by its id: a namespace, a dot and a word (no text of the site reads so). */
const SHOWN_ID = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[a-z][\\w.-]*`);

/** What the reader sees and hears: the text, the accessible names and hints, and the title. */
function readerText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join(' '),
  );
}

/** The parts of the catalogue the page fetched: `de/day`. */
function partsFetched(page: Page): string[] {
  const parts: string[] = [];
  page.on('request', (request) => {
    const part = /\/assets\/messages\/[0-9a-f]+\/([a-z]{2}\/[A-Za-z]+)\.json$/.exec(new URL(request.url()).pathname)?.[1];
    if (part) parts.push(part);
  });
  return parts;
}

const browser = useBrowser();

describe("a page's messages", () => {
  it('are the ones it shows, and the next page after a client navigation speaks the language too', async () => {
    const page = await openPage(browser(), { locale: 'de-DE' });
    await visit(page, '/de/14-maerz');
    const carried = JSON.parse((await page.locator('#page-messages').textContent()) ?? '{}') as Record<string, unknown>;
    // Compiled at build time: the words and the placeholder as react-intl formats them.
    expect(carried['day.previous']).toEqual([
      { type: 0, value: 'Vorheriger Tag: ' },
      { type: 1, value: 'date' },
    ]);
    // The editor's and the review queue's messages stay at home.
    expect(Object.keys(carried).some((id) => id.startsWith('write.') || id.startsWith('review.'))).toBe(false);
    expect(Object.keys(carried).length).toBeLessThan(80);

    await page.getByRole('link', { name: /Nächster Tag: 15\. März/ }).click();
    await page.waitForURL('**/de/15-maerz');
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('15. März');
    await expect.poll(() => page.getByRole('link', { name: /Vorheriger Tag: 14\. März/ }).count()).toBe(1);
    // No message shown by its id: an id has a dot between two words, no German text does.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\b(day|cta|nav|today)\.[a-z]+[A-Z]?\w*/);
  });

  it('are loaded in parts: a day page fetches its own, and each page after it only what it lacks', async () => {
    const page = await openPage(browser(), { locale: 'de-DE' });
    const parts = partsFetched(page);
    await visit(page, '/de/14-maerz');
    await expect.poll(() => parts.includes('de/frame') && parts.includes('de/day')).toBe(true);
    // Nothing of the editor, the sign-in forms or the member area.
    expect(parts.filter((part) => /\/(write|auth|review|admin|apiTokens|profile|donate)$/.test(part))).toEqual([]);
    const afterDay = parts.length;

    // An entry brings its comments' part; the day's parts are not fetched again.
    await page.locator('main a[href^="/de/ereignisse/"]').first().click();
    await page.waitForURL('**/de/ereignisse/**');
    await expect.poll(() => page.locator('#comments-heading').count()).toBe(1);
    const entryParts = parts.slice(afterDay);
    expect(entryParts).toContain('de/comments');
    expect(entryParts).not.toContain('de/day');
    expect(new Set(parts).size).toBe(parts.length);
    expect(await readerText(page)).not.toMatch(SHOWN_ID);
  });

  it('come with every page kind reached inside the site, in the language switched to', async () => {
    const page = await openPage(browser(), { locale: 'ja-JP' });
    await visit(page, '/ja/sangatsu-14');
    const steps: [string, () => Promise<void>][] = [
      ['an entry', () => page.locator('main a[href^="/ja/dekigoto/"]').first().click()],
      ['the holidays', () => page.locator('header a[href^="/ja/shukujitsu"]').first().click()],
      ['a holiday', () => page.locator('main a[href^="/ja/shukujitsu-to-tokubetsu-na-hi/"]').first().click()],
      ['the home page', () => page.locator('a.logo').first().click()],
      ['the calendar', () => page.locator('header nav a[href*="/ja/"]').last().click()],
    ];
    for (const [name, step] of steps) {
      const before = page.url();
      await step();
      await expect.poll(() => page.url()).not.toBe(before);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
      await expect.poll(async () => (await readerText(page)).match(SHOWN_ID)?.[0] ?? `none on ${name}`).toBe(`none on ${name}`);
    }
  });
});
