import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTIFY_EVENT, TOAST_POSITIONS, type ToastPlacement } from '../../client/app/lib/toast';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();

async function dayPage(path: string) {
  const page = await openPage(browser());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, path);
  const toasts = page.locator('.toast');
  const copy = () => page.getByRole('button', { name: /Copy link|Link kopieren/ }).click();
  return { page, toasts, copy };
}

/** Shows a toast the way code outside React does, and returns where it was drawn. */
async function toastBox(page: Page, position: ToastPlacement) {
  await page.evaluate(
    ({ event, position }) =>
      window.dispatchEvent(
        new CustomEvent(event, { detail: { status: 'info', title: `Placed ${position}`, message: 'Where it is named', position, duration: 60_000 } }),
      ),
    { event: NOTIFY_EVENT, position },
  );
  const toast = page.locator('.toast', { hasText: `Placed ${position}` });
  // Measured once it has stopped moving into place: nothing animates it or what holds it, and it
  // is drawn in the same place on a few frames in a row.
  return toast.evaluate(
    (element) =>
      new Promise<{ x: number; y: number; width: number; height: number }>((resolve) => {
        let last = '';
        let steady = 0;
        const animated = () => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (node.getAnimations().some((animation) => animation.playState === 'running')) return true;
          }
          return false;
        };
        const frame = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const box = { x, y, width, height };
          steady = JSON.stringify(box) === last && !animated() ? steady + 1 : 0;
          last = JSON.stringify(box);
          if (steady === 3) resolve(box);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

describe('toasts', () => {
  it('confirms a copied link in green and shows the same confirmation only once', async () => {
    const { page, toasts, copy } = await dayPage('/march-14');
    await copy();
    await expect.poll(() => toasts.count()).toBe(1);
    expect(await toasts.first().textContent()).toContain('Link copied');
    // Read out by the polite live region that was on the page before the toast (tests/browser/focus.test.ts).
    await expect.poll(() => page.getByRole('status').and(page.locator('[data-toast-announcer]')).textContent()).toContain('Link copied');
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

  it('opens in each of the seven positions where it is named, below the header, on a phone and a desktop', async () => {
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      const page = await openPage(browser(), { viewport });
      await visit(page, '/march-14');
      const header = (await page.locator('.site-header').boundingBox())!;
      const edge = 24;
      for (const position of TOAST_POSITIONS) {
        const box = await toastBox(page, position);
        const where = `${position} at ${viewport.width} px`;
        const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        expect(box.x, where).toBeGreaterThanOrEqual(0);
        expect(box.y, where).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
        // Nothing covers the header's buttons.
        expect(box.y, where).toBeGreaterThanOrEqual(header.y + header.height);
        if (position.startsWith('top')) expect(box.y, where).toBeLessThanOrEqual(header.y + header.height + edge);
        if (position.startsWith('bottom')) expect(viewport.height - (box.y + box.height), where).toBeLessThanOrEqual(edge);
        if (position.endsWith('Left')) expect(box.x, where).toBeLessThanOrEqual(edge);
        if (position.endsWith('Right')) expect(viewport.width - (box.x + box.width), where).toBeLessThanOrEqual(edge);
        if (position.endsWith('Center') || position === 'center') expect(Math.abs(middle.x - viewport.width / 2), where).toBeLessThanOrEqual(1);
        if (position === 'center') expect(Math.abs(middle.y - viewport.height / 2), where).toBeLessThanOrEqual(1);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('.toast').count(), { timeout: 5_000 }).toBe(0);
      }
      await page.context().close();
    }
  });
});
