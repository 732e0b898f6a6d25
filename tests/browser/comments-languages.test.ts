/**
 * Comments belong to the language they were written in: a comment written on the German page of
 * an event shows there, marked as German, and not on the English page, which says how many
 * comments there are in other languages and links to them. What a writer typed is bidi-isolated,
 * so a right-to-left override in it cannot turn the page's text after it around.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '#shared/locales';
import type { NotableEvent } from '../../server/seed/notable-entries';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, toastText } from './members';
import { reload, visit } from './waits';

const browser = useBrowser();
const events = JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as NotableEvent[];
const event = events.find((e) => e.key === 'german-reunification')!;
const ENGLISH = `/events/${event.translations.en.slug}`;
const GERMAN = `/de/ereignisse/${event.translations.de.slug}`;
const GERMAN_COMMENTS = `${GERMAN}-kommentare`;

async function postComment(page: Page, labels: { name: string; comment: string; send: string; posted: string }, name: string, text: string) {
  await page.getByLabel(labels.name).fill(name);
  await page.getByRole('textbox', { name: labels.comment, exact: true }).fill(text);
  await page.getByRole('button', { name: labels.send }).click();
  await expect.poll(() => toastText(page)).toContain(labels.posted);
}

const GERMAN_FORM = { name: 'Ihr Name', comment: 'Kommentar', send: 'Senden', posted: 'Ihr Kommentar wurde veröffentlicht' };

/** Where the first and the last character of an element's text are drawn, left to right. */
function characterPositions(locator: Locator) {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const textNodes = nodes.filter((n) => n.data.trim());
    const first = textNodes[0];
    const last = textNodes[textNodes.length - 1];
    const at = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().left;
    };
    const lastIndex = last.data.trimEnd().length - 1;
    return { first: at(first, first.data.length - first.data.trimStart().length), last: at(last, lastIndex) };
  });
}

describe('comments by language', () => {
  it('shows a comment written on the German page there, marked German, and on the English page only as a count with a link', async () => {
    const stamp = Date.now();
    const germanText = `Ein Tag der Freude ${stamp}`;

    // The English page is read (and cached) before anyone has commented in German.
    const reader = await openPage(browser());
    await reader.goto(ENGLISH);
    await reader.getByRole('heading', { name: /^Comments/ }).waitFor();
    expect(await reader.locator('.comments-elsewhere').count()).toBe(0);

    const writer = await openPage(browser(), { locale: 'de-DE' });
    await visit(writer, GERMAN);
    await postComment(writer, GERMAN_FORM, 'Greta', germanText);
    const posted = writer.locator('.comment', { hasText: germanText });
    await expect.poll(() => posted.count()).toBe(1);
    expect(await posted.getAttribute('lang')).toBe(LOCALE_INFO.de.iso);
    expect(await writer.locator('.comments-elsewhere').count()).toBe(0);

    // The server's German page has it at once, marked German; the English page does not.
    await writer.reload();
    expect(await writer.locator('.comment', { hasText: germanText }).getAttribute('lang')).toBe(LOCALE_INFO.de.iso);

    await reload(reader);
    const elsewhere = reader.locator('.comments-elsewhere');
    await elsewhere.waitFor();
    expect(await reader.locator('.comment', { hasText: germanText }).count()).toBe(0);
    expect(await elsewhere.textContent()).toBe('1 comment in another language: Deutsch (1)');
    const link = elsewhere.getByRole('link', { name: 'Deutsch' });
    expect(await link.getAttribute('lang')).toBe(LOCALE_INFO.de.iso);

    // The link leads to the German comments page, where the comment is.
    await link.click();
    await reader.waitForURL(`**${GERMAN_COMMENTS}`);
    await expect.poll(() => reader.locator('.comment', { hasText: germanText }).count()).toBe(1);
    expect(await reader.locator('.comment', { hasText: germanText }).getAttribute('lang')).toBe(LOCALE_INFO.de.iso);
    expect(await reader.locator('h1').textContent()).toBe(`Kommentare zu ${event.translations.de.title}`);

    // The English comments page counts it too, without listing it.
    await reader.goto(`${ENGLISH}-comments`);
    expect(await reader.locator('.comments-elsewhere').textContent()).toBe('1 comment in another language: Deutsch (1)');
    expect(await reader.locator('.comment', { hasText: germanText }).count()).toBe(0);

    // A reviewer hides it: readers of the English page no longer count it; the reviewer sees it counted, marked hidden.
    const reviewer = await signedInPage(browser(), await newMember({ name: 'Hedda Reviewer', role: 'REVIEWER' }));
    await visit(reviewer, GERMAN_COMMENTS);
    await reviewer.getByRole('button', { name: 'Kommentar von Greta ausblenden' }).click();
    await expect.poll(() => toastText(reviewer)).toContain('ausgeblendet');
    await reviewer.goto(ENGLISH);
    await expect.poll(() => reviewer.locator('.comments-elsewhere').textContent()).toBe('1 comment in another language: Deutsch (1, 1 hidden)');
    await reader.goto(ENGLISH);
    await reader.getByRole('heading', { name: /^Comments/ }).waitFor();
    expect(await reader.locator('.comments-elsewhere').count()).toBe(0);
    await Promise.all([reader, writer, reviewer].map((page) => page.context().close()));
  });

  it('keeps a right-to-left override in a comment from turning the page’s text after it around', async () => {
    const stamp = Date.now();
    const page = await openPage(browser());
    await visit(page, `/de/ereignisse/${events.find((e) => e.key === 'fall-of-the-berlin-wall')!.translations.de.slug}`);
    await postComment(page, GERMAN_FORM, 'Lena', `Erster Kommentar ${stamp}`);
    await expect.poll(() => page.locator('.comment', { hasText: `Erster Kommentar ${stamp}` }).count()).toBe(1);
    await postComment(page, GERMAN_FORM, 'Eve\u202Eevil', `abc\u202Edef ${stamp}`);
    const tricky = page.locator('.comment', { hasText: `${stamp}` }).filter({ hasText: 'abc' });
    await expect.poll(() => tricky.count()).toBe(1);

    // The override works inside the comment: what follows it there is drawn right to left…
    const text = tricky.locator('.comment-text');
    const inside = await text.evaluate((element) => {
      const node = element.firstChild as Text;
      const left = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().left;
      };
      const d = node.data.indexOf('d');
      return { d: left(d), f: left(d + 2) };
    });
    expect(inside.d).toBeGreaterThan(inside.f);

    // …but it stops there: the name and the text are isolated, and the page's text after them reads left to right.
    for (const part of [tricky.locator('.comment-author'), text]) {
      expect(await part.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');
    }
    expect(await tricky.locator('.comment-author').evaluate((element) => element.tagName)).toBe('BDI');
    expect(await text.getAttribute('dir')).toBe('auto');
    for (const after of [
      tricky.locator('time'),
      page.locator('.comment', { hasText: `Erster Kommentar ${stamp}` }).locator('.comment-text'),
      page.locator('.comments-all a'),
    ]) {
      const { first, last } = await characterPositions(after);
      expect(first).toBeLessThan(last);
    }
    await page.context().close();
  });
});
