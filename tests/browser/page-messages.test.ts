/**
 * A page carries the messages it shows, not its language's whole catalogue, and the browser still
 * has every message it needs: after a client navigation and for what the server did not render.
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { hydrated, visit } from './waits';

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
});
