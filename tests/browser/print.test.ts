/**
 * A page on paper: the entry's text in dark ink on white even for a reader of the dark theme,
 * without the site's header, footer, forms and calendar, outside links written out.
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();

describe('printing a page', () => {
  it('prints the content alone, dark on white, in the dark theme too', async () => {
    const page = await openPage(browser(), { colorScheme: 'dark' });
    await visit(page, '/persons/albert-einstein');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const shown = (selector: string) => page.locator(selector).first().isVisible();
    expect(await shown('main h1')).toBe(true);
    expect(await shown('.article-body')).toBe(true);
    for (const hidden of ['.site-header', '.site-footer', '.comment-form', '.cta', '.page-actions']) expect(await shown(hidden), hidden).toBe(false);
    const colours = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const text = getComputedStyle(document.querySelector('.article-body p')!);
      return { background: body.backgroundColor, text: text.color };
    });
    expect(colours.background).toBe('rgb(255, 255, 255)');
    // Dark ink: every channel of the text's colour below a quarter.
    const channels = colours.text.match(/\d+/g)!.slice(0, 3).map(Number);
    expect(Math.max(...channels), colours.text).toBeLessThan(64);
  });

  it("prints a day's entries without the ways to other days or to writing", async () => {
    const page = await openPage(browser(), { colorScheme: 'dark' });
    await visit(page, '/march-14');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const shown = (selector: string) => page.locator(selector).first().isVisible();
    expect(await shown('main h1')).toBe(true);
    expect(await shown('main .entry-list li, main li')).toBe(true);
    for (const hidden of ['.day-nav', '.calendar', '.cta', '.site-header']) expect(await shown(hidden), hidden).toBe(false);
  });
});
