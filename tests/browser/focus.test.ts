import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTIFY_EVENT, TOAST_POSITIONS } from '../../client/app/lib/toast';
import { openPage, useBrowser } from './browser';
import { newEmail, newMember } from './members';
import { formReady, visit } from './waits';

const browser = useBrowser();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** The name Chromium gives the element to screen readers, from its own accessibility tree. */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return String(nodes[0]?.name?.value ?? '');
}

/** What has the keyboard focus: its tag, name attribute and whether it is the page's main heading. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase(), name: element?.getAttribute('name'), mainHeading: element === document.querySelector('main h1') };
  });

/** The field with the focus is marked invalid and described by a message with this text. */
async function focusedFieldMessage(page: Page): Promise<{ invalid: string | null; message: string }> {
  return page.evaluate(() => {
    const field = document.activeElement!;
    const message = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return { invalid: field.getAttribute('aria-invalid'), message };
  });
}

const announced = (page: Page) => page.locator('[data-page-announcer]').textContent();

describe('focus and announcements', () => {
  it('puts focus on the new page’s heading after following a link and says its title, but not on the first page', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/march-14');
    expect((await focused(page)).tag).toBe('body');
    expect(await announced(page)).toBe('');
    expect(await page.locator('[data-page-announcer]').getAttribute('aria-live')).toBe('polite');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Holidays' }).click();
    await page.waitForURL('**/holidays-and-occasions');
    await expect.poll(async () => (await focused(page)).mainHeading).toBe(true);
    const title = await page.title();
    expect(title).toMatch(/Holidays/);
    await expect.poll(() => announced(page)).toBe(title);
    // The heading takes focus to be read, not to be outlined as if it were a control.
    expect(await page.locator('main h1').evaluate((h1) => [h1.tabIndex, getComputedStyle(h1).outlineStyle])).toEqual([-1, 'none']);

    // Back is a new page as well.
    await page.goBack();
    await page.waitForURL('**/march-14');
    await expect.poll(async () => (await focused(page)).mainHeading).toBe(true);
    // The title is read once the page has taken it, not while the previous one still stands.
    await expect.poll(() => page.title()).toMatch(/^March 14/);
    await expect.poll(() => announced(page)).toBe(await page.title());
    await page.context().close();
  });

  it('closes the language switcher on Escape, on Tab out of it and when the mouse leaves it, and names it by the language it shows', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/march-14');
    const switcher = page.locator('.language-switcher');
    const summary = page.locator('.language-switcher summary');
    const isOpen = () => switcher.evaluate((details: HTMLDetailsElement) => details.open);
    const summaryFocused = () => summary.evaluate((element) => element === document.activeElement);

    const name = await accessibleName(page, '.language-switcher summary');
    expect(name).toContain('English');
    expect(name).toContain('Language');
    expect(await accessibleName(page, '.site-header .logo')).toContain('Daypedia');

    await summary.click();
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    expect(await summaryFocused()).toBe(true);

    // By keyboard: open, walk through the eight languages and out.
    await page.keyboard.press('Enter');
    await expect.poll(isOpen).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.language-switcher') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(isOpen).toBe(false);

    // By mouse: crossing to the list keeps it open, leaving it closes it.
    await summary.click();
    await expect.poll(isOpen).toBe(true);
    await page.getByRole('link', { name: 'Deutsch' }).hover();
    await page.waitForTimeout(600);
    expect(await isOpen()).toBe(true);
    await page.mouse.move(640, 500);
    await expect.poll(isOpen).toBe(false);
    await page.context().close();
  });

  it('puts focus on the first field in error when the browser refuses a form, marked invalid and described by its message', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/register');
    await formReady(page);
    await page.locator('input[name=fullName]').fill('Short Password');
    await page.locator('input[name=email]').fill(newEmail('short-password'));
    await page.locator('input[name=password]').fill('abc');
    await page.locator('input[name=confirm]').fill('abc');
    await page.locator('form button[type=submit]').click();
    await expect.poll(async () => (await focused(page)).name).toBe('password');
    expect(await focusedFieldMessage(page)).toEqual({ invalid: 'true', message: expect.stringContaining('at least 6 characters') });

    // Sent again unchanged, the focus goes back to it.
    await page.locator('input[name=fullName]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('password');
    await page.context().close();
  });

  it('puts focus on the first field in error when the server refuses a sign-in', async () => {
    const { email } = await newMember({ name: 'Focus' });
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/login');
    await formReady(page);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('not-my-password');
    await page.locator('form button[type=submit]').click();
    await expect.poll(async () => (await focused(page)).name).toBe('email');
    expect(await focusedFieldMessage(page)).toEqual({ invalid: 'true', message: 'Please check your credentials.' });
    expect(await page.locator('input[name=password]').getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('reads toasts from live regions that were there before them, errors at once', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/march-14');
    const polite = page.getByRole('status').and(page.locator('[data-toast-announcer]'));
    const urgent = page.getByRole('alert').and(page.locator('[data-toast-announcer]'));
    expect(await polite.getAttribute('aria-live')).toBe('polite');
    expect(await urgent.getAttribute('aria-live')).toBe('assertive');
    expect(await polite.textContent()).toBe('');

    const show = (status: string, title: string) =>
      page.evaluate(({ event, status, title }) => window.dispatchEvent(new CustomEvent(event, { detail: { status, title, message: 'Details' } })), {
        event: NOTIFY_EVENT,
        status,
        title,
      });
    await show('success', 'Saved it');
    await expect.poll(() => polite.textContent()).toBe('Saved it. Details');
    await show('error', 'Could not save');
    await expect.poll(() => urgent.textContent()).toBe('Could not save. Details');
    expect(await polite.textContent()).toBe('Saved it. Details');
    await page.context().close();
  });

  it('keeps toasts off the header’s controls on a phone, on reading and on sign-in pages', async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    for (const [path, header] of [
      ['/march-14', '.site-header'],
      ['/login', '.action-header'],
    ]) {
      await visit(page, path);
      const controls = await page.locator(`${header} a, ${header} button, ${header} summary`).evaluateAll((all) =>
        all
          // A closed menu's links keep a place in the layout but are not shown.
          .filter((element) => element.checkVisibility())
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0)
          .map(({ x, y, width, height }) => ({ x, y, width, height })),
      );
      expect(controls.length).toBeGreaterThan(1);
      for (const position of TOAST_POSITIONS) {
        const title = `Placed ${position}`;
        await page.evaluate(
          ({ event, position, title }) => window.dispatchEvent(new CustomEvent(event, { detail: { status: 'info', title, position, duration: 60_000 } })),
          { event: NOTIFY_EVENT, position, title },
        );
        const toast: Locator = page.locator('.toast', { hasText: title });
        await toast.waitFor();
        // Measured once it stands still.
        let box = await toast.boundingBox();
        await expect
          .poll(async () => {
            const before = box;
            box = await toast.boundingBox();
            return JSON.stringify(box) === JSON.stringify(before);
          })
          .toBe(true);
        for (const control of controls) {
          const apart =
            box!.x >= control.x + control.width ||
            control.x >= box!.x + box!.width ||
            box!.y >= control.y + control.height ||
            control.y >= box!.y + box!.height;
          expect(apart, `${position} toast on ${path} over a header control at ${JSON.stringify(control)}`).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('.toast').count(), { timeout: 5_000 }).toBe(0);
      }
    }
    await page.context().close();
  });
});
