import type { Locator, Page } from 'playwright-core';
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
  return settledBox(page.locator('.toast', { hasText: `Placed ${position}` }));
}

/**
 * Where a toast is drawn, measured once it has stopped moving into place: nothing animates it or
 * what holds it, and it is drawn in the same place on a few frames in a row.
 */
function settledBox(toast: Locator) {
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

/** The middle of a toast's box. */
const middleOf = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Counts the pointer events of the page by kind of pointer, and notes when the pointer last moved. */
async function watchPointers(page: Page) {
  await page.evaluate(() => {
    const seen = { kinds: [] as string[], lastMove: 0 };
    Object.assign(window, { pointersSeen: seen });
    window.addEventListener('pointerdown', (event) => seen.kinds.push(event.pointerType), true);
    window.addEventListener('pointermove', (event) => (seen.lastMove = event.timeStamp), true);
  });
}

/** Waits until the pointer has rested for longer than a drag's speed is measured over, as a reader who stops before letting go. */
async function rested(page: Page) {
  await page.waitForFunction(() => performance.now() - (window as unknown as { pointersSeen: { lastMove: number } }).pointersSeen.lastMove > 150);
}

/** The kinds of pointer (mouse, touch, pen) the page saw pressed. */
const pointerKinds = (page: Page) => page.evaluate(() => (window as unknown as { pointersSeen: { kinds: string[] } }).pointersSeen.kinds);

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

  it('closes when dragged away with a mouse, leaving the way it went, and springs back from a short drag', async () => {
    const page = await openPage(browser());
    await visit(page, '/march-14');
    await watchPointers(page);
    const box = await toastBox(page, 'topCenter');
    const toast = page.locator('.toast', { hasText: 'Placed topCenter' });
    const { x, y } = middleOf(box);

    // A fifth of its width, slowly, then let go: it comes back, and the click that ends the drag closes nothing.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.2, y, { steps: 5 });
    await expect.poll(async () => (await toast.boundingBox())!.x).toBeGreaterThan(box.x + box.width * 0.15);
    await rested(page);
    await page.mouse.up();
    await expect.poll(async () => (await settledBox(toast)).x).toBeCloseTo(box.x, 0);
    expect(await toast.count()).toBe(1);
    expect(await toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

    // Past 40 % of its width to the left: it goes on to the left and closes.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - box.width * 0.6, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await toast.boundingBox())?.x ?? -Infinity).toBeLessThan(box.x - box.width * 0.6);
    await expect.poll(() => toast.count(), { timeout: 5_000 }).toBe(0);
    expect(await pointerKinds(page)).toEqual(['mouse', 'mouse']);
    await page.context().close();
  });

  it('closes when flicked, however short the flick, with no animation for a reader who asks for less motion', async () => {
    const page = await openPage(browser(), { reducedMotion: 'reduce' });
    await visit(page, '/march-14');
    const box = await toastBox(page, 'bottomRight');
    const toast = page.locator('.toast', { hasText: 'Placed bottomRight' });
    const { x, y } = middleOf(box);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.3, y);
    await page.mouse.up();
    await expect.poll(async () => (await toast.boundingBox())?.x ?? Infinity).toBeGreaterThan(box.x + box.width);
    expect(await toast.evaluate((element) => [getComputedStyle(element).transitionDuration, element.getAnimations().length])).toEqual(['0s', 0]);
    await expect.poll(() => page.locator('.toast').count(), { timeout: 5_000 }).toBe(0);
    await page.context().close();
  });

  it('closes when swiped away with a finger, and springs back from a short swipe', async () => {
    const page = await openPage(browser(), { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await visit(page, '/march-14');
    await watchPointers(page);
    const box = await toastBox(page, 'topCenter');
    const toast = page.locator('.toast', { hasText: 'Placed topCenter' });
    const { x, y } = middleOf(box);
    // Real touches, as the screen sends them, through Chromium's input pipeline.
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (to: number, rest: boolean) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 6; step++)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + ((to - x) * step) / 6, y }] });
      if (rest) await rested(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await swipe(x - box.width * 0.2, true);
    await expect.poll(async () => (await settledBox(toast)).x).toBeCloseTo(box.x, 0);
    expect(await toast.count()).toBe(1);

    await swipe(x + box.width * 0.6, false);
    await expect.poll(() => toast.count(), { timeout: 5_000 }).toBe(0);
    expect(await pointerKinds(page)).toEqual(['touch', 'touch']);
    await page.context().close();
  });

  it('dims the page behind a toast that must be acknowledged, and closes it by a click on the overlay or by Escape', async () => {
    const page = await openPage(browser());
    await visit(page, '/march-14');
    const overlay = page.locator('.toast-overlay');
    const show = (title: string) =>
      page.evaluate(
        ({ event, title }) => window.dispatchEvent(new CustomEvent(event, { detail: { status: 'question', title, position: 'center', overlay: true } })),
        { event: NOTIFY_EVENT, title },
      );

    await show('Read this first');
    await expect.poll(() => page.locator('.toast', { hasText: 'Read this first' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').and(page.locator('[data-toast-announcer]')).textContent()).toContain('Read this first');
    // On the logo: the click lands on the overlay, not on the link beneath it.
    const link = (await page.locator('.site-header-inner a').first().boundingBox())!;
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
    await expect.poll(() => page.locator('.toast').count(), { timeout: 5_000 }).toBe(0);
    expect(await overlay.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/march-14');

    await show('Read this too');
    await overlay.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.toast').count(), { timeout: 5_000 }).toBe(0);
    expect(await overlay.count()).toBe(0);
    await page.context().close();
  });
});
