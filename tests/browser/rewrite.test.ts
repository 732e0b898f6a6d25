/**
 * Starting a rewrite makes a draft, so it is a form sent from the site's pages: a signed-out reader
 * signs in first and is asked again before anything is made, and another site's form is refused.
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage } from './members';
import { formReady, hydrated, visit } from './waits';

const browser = useBrowser();

describe('rewriting an article', () => {
  it('asks a reader to sign in, then asks before making the draft, then opens it', async () => {
    const rosa = await newMember({ name: 'Rosa Rewriter' });
    const page = await openPage(browser());
    await visit(page, '/events/battle-of-manzikert');
    await page.getByRole('button', { name: 'Rewrite this article' }).click();
    await page.waitForURL(/\/login\?returnUrl=/);
    await hydrated(page);
    await formReady(page);
    await page.locator('input[name=email]').fill(rosa.email);
    await page.locator('input[name=password]').fill(rosa.password);
    await page.locator('form button[type=submit]').click();

    // Back at the rewrite's address: nothing is made until the member says so.
    await page.waitForURL(/\/write-article\?entry=\d+$/);
    await page.getByText('You are about to write your own version of this article.').waitFor();
    await page.getByRole('button', { name: 'Start rewriting' }).click();
    await page.waitForURL(/\/write-article\?revision=\d+$/);
    await page.locator('.ql-editor').waitFor();
    expect(await page.locator('.ql-editor').textContent()).toContain('Romanos IV');
    await page.context().close();
  });

  it('makes no draft when the address of a rewrite is only opened', async () => {
    const page = await signedInPage(browser(), await newMember({ name: 'Otto Opener' }));
    const response = await visit(page, '/write-article?entry=1');
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: 'Start rewriting' }).waitFor();
    await visit(page, '/user/my-articles');
    await page.locator('main .empty').waitFor();
    expect(await page.locator('table.my-articles').count()).toBe(0);
    await page.context().close();
  });

  it('answers an address naming no entry with the 404 page', async () => {
    const page = await signedInPage(browser(), await newMember({ name: 'Nora Nothing' }));
    for (const entry of ['abc', '0', '99999999999', '1;DROP']) {
      const response = await page.goto(`/write-article?entry=${encodeURIComponent(entry)}`);
      expect(response?.status(), entry).toBe(404);
    }
    await page.context().close();
  });

  it("refuses another site's form", async () => {
    const response = await fetch(`${inject('baseUrl')}/write-article?entry=1`, {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'cross-site-request' });
  });
});
