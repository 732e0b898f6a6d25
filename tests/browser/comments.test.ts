import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, toastText } from './members';
import { visit } from './waits';

const browser = useBrowser();
const ENTRY = '/events/apollo-11-moon-landing';

describe('comments', () => {
  it('posts a comment as text, refuses a bot and a forged challenge with the text kept, and a reviewer hides a comment everywhere', async () => {
    const reader = await openPage(browser());
    let alerted = false;
    reader.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await visit(reader, ENTRY);
    const stamp = Date.now();
    const payload = `<img src=x onerror="window.__xss=1">What a night ${stamp} <script>window.__xss=2</script>`;
    const name = `Grace <b>${stamp}</b>`;
    await reader.getByLabel('Your name').fill(name);
    await reader.getByRole('textbox', { name: 'Comment' }).fill(payload);
    await reader.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => toastText(reader)).toContain('Your comment is posted');
    const posted = reader.locator('.comment', { hasText: `What a night ${stamp}` });
    // Shown exactly as typed, as text: no element made of it, no script run.
    await expect.poll(() => posted.locator('.comment-text').textContent()).toBe(payload);
    expect(await posted.locator('.comment-author').textContent()).toBe(name);
    expect(await reader.locator('.comment-list img, .comment-list script, .comment-list b').count()).toBe(0);
    expect(await reader.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(alerted).toBe(false);
    expect(await reader.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('');

    // A bot fills every field, the invisible one too: refused, and nothing typed is lost.
    const spam = `Cheap watches ${stamp}`;
    await reader.getByRole('textbox', { name: 'Comment' }).fill(spam);
    await reader.locator('input[name=website]').fill('http://spam.example', { force: true });
    await reader.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => toastText(reader)).toContain('looks automated');
    expect(await reader.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe(spam);

    // A solution to a challenge the site did not sign is refused too.
    const forger = await openPage(browser());
    await forger.route('**/auth/challenge', async (route) => {
      const challenge = await (await route.fetch()).json();
      await route.fulfill({ json: { ...challenge, signature: '0'.repeat(64) } });
    });
    await visit(forger, ENTRY);
    const forged = `Forged proof ${stamp}`;
    await forger.getByLabel('Your name').fill('Mallory');
    await forger.getByRole('textbox', { name: 'Comment' }).fill(forged);
    await forger.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => toastText(forger)).toContain('anti-spam check did not pass');
    expect(await forger.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe(forged);

    // Neither refused comment was stored; the posted one is on the comments page.
    const visitor = await openPage(browser());
    await visitor.goto(`${ENTRY}-comments`);
    expect(await visitor.locator('h1').textContent()).toBe('Comments on Apollo 11 Moon Landing');
    expect(await visitor.locator('.comment', { hasText: `What a night ${stamp}` }).count()).toBe(1);
    expect(await visitor.locator('.comment', { hasText: spam }).count()).toBe(0);
    expect(await visitor.locator('.comment', { hasText: forged }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: /Hide/ }).count()).toBe(0);

    // A reviewer hides it; it leaves the entry page and the comments page at once.
    const reviewer = await signedInPage(browser(), await newMember({ name: 'Rhea Reviewer', role: 'REVIEWER' }));
    await visit(reviewer, `${ENTRY}-comments`);
    await reviewer.getByRole('button', { name: `Hide the comment by ${name}` }).click();
    await expect.poll(() => toastText(reviewer)).toContain('hidden on every page');
    await expect.poll(() => reviewer.locator('.comment-hidden', { hasText: `What a night ${stamp}` }).count()).toBe(1);

    await visitor.reload();
    expect(await visitor.locator('.comment', { hasText: `What a night ${stamp}` }).count()).toBe(0);
    await reader.goto(ENTRY);
    expect(await reader.locator('.comment', { hasText: `What a night ${stamp}` }).count()).toBe(0);

    // Shown again, it is back for readers.
    await reviewer.getByRole('button', { name: `Show the comment by ${name} again` }).click();
    await expect.poll(() => toastText(reviewer)).toContain('shown again');
    await visitor.reload();
    expect(await visitor.locator('.comment', { hasText: `What a night ${stamp}` }).count()).toBe(1);
    await Promise.all([reader, forger, visitor, reviewer].map((page) => page.context().close()));
  });
});
