import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';

const browser = useBrowser();

async function dayPage(path: string) {
  const page = await openPage(browser());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(path, { waitUntil: 'networkidle' });
  const toasts = page.locator('.toast');
  const copy = () => page.getByRole('button', { name: /Copy link|Link kopieren/ }).click();
  return { page, toasts, copy };
}

describe('toasts', () => {
  it('confirms a copied link in green and shows the same confirmation only once', async () => {
    const { page, toasts, copy } = await dayPage('/march-14');
    await copy();
    await expect.poll(() => toasts.count()).toBe(1);
    expect(await toasts.first().textContent()).toContain('Link copied');
    expect(await toasts.first().getAttribute('role')).toBe('status');
    expect(await toasts.first().evaluate((el) => getComputedStyle(el).borderInlineStartColor)).toBe('rgb(21, 128, 61)');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/march-14$/);

    await copy();
    await copy();
    expect(await toasts.count()).toBe(1);
    await page.context().close();
  });

  it('closes by Escape, by its button, by a click and by itself', async () => {
    const { page, toasts, copy } = await dayPage('/march-14');
    const closesAfter = async (close: () => Promise<void>) => {
      await copy();
      await expect.poll(() => toasts.count()).toBe(1);
      await close();
      await expect.poll(() => toasts.count(), { timeout: 5_000 }).toBe(0);
    };
    await closesAfter(() => page.keyboard.press('Escape'));
    await closesAfter(() => toasts.getByRole('button', { name: 'Close' }).click());
    await closesAfter(() => toasts.locator('strong').click());
    await closesAfter(async () => {});
    await page.context().close();
  });

  it('speaks the language of the page', async () => {
    const { page, toasts, copy } = await dayPage('/de/14-maerz');
    await copy();
    await expect.poll(() => toasts.first().textContent()).toContain('Link kopiert');
    expect(await toasts.getByRole('button').getAttribute('aria-label')).toBe('Schließen');
    await page.context().close();
  });
});
