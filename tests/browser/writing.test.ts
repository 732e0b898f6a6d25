import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, toastText } from './members';
import { liveSubscriptions, reload, visit } from './waits';

const browser = useBrowser();

const picture = async (colour: string) => ({
  name: `${colour.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

const PARAGRAPH = 'On this day the first bridge across the river was opened to walkers, carts and the new tram line. ';

/** Starts a new event article and waits for the editor. */
async function startEvent(page: Page, { day, month, year }: { day: string; month: string; year: string }) {
  await visit(page, '/write-new-article');
  await page.getByRole('radio', { name: /^Events/ }).check();
  await page.getByRole('spinbutton', { name: 'Day' }).fill(day);
  await page.getByRole('combobox', { name: 'Month' }).selectOption(month);
  await page.getByRole('spinbutton', { name: 'Year' }).fill(year);
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await page.waitForURL(/\/write-article\?revision=\d+/);
  await page.locator('.ql-editor').waitFor();
}

async function addBodyImage(page: Page, file: Awaited<ReturnType<typeof picture>>) {
  const before = await page.locator('.ql-editor img').count();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add image' }).click();
  await (await chooser).setFiles(file);
  await expect.poll(() => page.locator('.ql-editor img').count()).toBe(before + 1);
}

async function share(page: Page) {
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('heading', { name: /^Preview/ }).waitFor();
  await page.getByRole('checkbox', { name: /I have read/ }).check();
  await page.getByRole('button', { name: 'Share for review' }).click();
}

async function openInQueue(reviewer: Page, title: string) {
  await visit(reviewer, '/review');
  await reviewer.locator('.queue-item', { hasText: title }).click();
  await expect.poll(() => reviewer.locator('#review-title').textContent()).toBe(title);
}

describe('writing and review', () => {
  it('takes an article from the editor through a rejection, live in My Articles, to its day page', async () => {
    const title = `Opening of the river bridge ${Date.now()}`;
    const author = await signedInPage(browser(), await newMember({ name: 'Wanda Writer' }));
    const subscriptions = liveSubscriptions(author);

    await startEvent(author, { day: '14', month: '3', year: '1879' });
    await author.getByLabel('Title', { exact: true }).fill(title);
    await author.locator('#cover-input').setInputFiles(await picture('#c0392b'));
    await author.locator('.cover-preview').waitFor();
    // The chosen cover is shown and can be replaced; no browser file picker says "No file chosen" under it.
    expect(await author.getByRole('button', { name: 'Replace the cover' }).isVisible()).toBe(true);
    expect(await author.locator('input[type=file]:visible').count()).toBe(0);
    await author.locator('.ql-editor').click();
    await author.keyboard.type(PARAGRAPH.repeat(4));
    await addBodyImage(author, await picture('#27ae60'));
    await addBodyImage(author, await picture('#2980b9'));
    await author
      .getByRole('status')
      .filter({ hasText: /Saved at|All changes saved/ })
      .waitFor();

    // Without confirming the rules nothing is sent.
    await author.getByRole('button', { name: 'Preview' }).click();
    await author.getByRole('button', { name: 'Share for review' }).click();
    await expect.poll(() => author.getByText('Please confirm that you have read the rules').count()).toBeGreaterThan(0);
    await author.getByRole('checkbox', { name: /I have read/ }).check();
    await author.getByRole('button', { name: 'Share for review' }).click();
    await author.waitForURL(/\/user\/my-articles$/);
    await expect.poll(() => toastText(author)).toContain('Your Article Has Been Submitted!');
    expect(await toastText(author)).toContain('Your article is under review.');
    const row = author.locator('tr', { hasText: title });
    await expect.poll(() => row.locator('.article-status').textContent()).toBe('Pending approval');
    await author.evaluate(() => ((window as unknown as { stillOpen: boolean }).stillOpen = true));
    // My Articles follows its articles live from the moment it has subscribed.
    await expect.poll(subscriptions).toBeGreaterThan(0);

    const reviewer = await signedInPage(browser(), await newMember({ name: 'Rita Reviewer', role: 'REVIEWER' }));
    await openInQueue(reviewer, title);
    expect(await reviewer.locator('.review-panel .article-body img').count()).toBe(2);
    await reviewer.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => reviewer.getByText('Please give a reason of at least 10 characters.').count()).toBe(1);
    const reason = 'Please name a source for the opening date.';
    await reviewer.getByLabel('Reason for rejection').fill(reason);
    await reviewer.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => toastText(reviewer)).toContain('Sent back to its author');

    // The author's page, open all along, hears of it without a reload.
    await expect.poll(() => row.locator('.article-status').textContent(), { timeout: 5000 }).toContain('Rejected');
    expect(await row.locator('.article-status').textContent()).toContain(reason);
    expect(await author.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);

    await row.getByRole('link', { name: 'Fix and Resubmit' }).click();
    await author.locator('.ql-editor').waitFor();
    expect(await author.getByRole('note').textContent()).toContain(reason);
    await author.getByRole('button', { name: 'Add a reference' }).click();
    await author.getByLabel('Link text').fill('City archive');
    await author.getByLabel(/^URL/).fill('ftp://archive.example.org/bridge');
    await author.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => author.getByText('Invalid Reference URL!').count()).toBeGreaterThan(0);
    await author.getByLabel(/^URL/).fill('https://archive.example.org/bridge');
    await share(author);
    await author.waitForURL(/\/user\/my-articles$/);
    await expect.poll(() => row.locator('.article-status').textContent()).toBe('Pending approval');

    await openInQueue(reviewer, title);
    await reviewer.getByRole('button', { name: 'Approve and publish' }).click();
    await expect.poll(() => toastText(reviewer)).toContain(`Published: ${title}`);
    await expect.poll(() => row.locator('.article-status').textContent(), { timeout: 5000 }).toBe('Published');

    const reader = await openPage(browser());
    await visit(reader, '/march-14');
    await reader.getByRole('link', { name: title }).click();
    await expect.poll(() => reader.locator('h1').textContent()).toBe(title);
    expect(await reader.locator('.article-body img').count()).toBe(2);
    expect(await reader.getByRole('link', { name: 'City archive' }).getAttribute('href')).toBe('https://archive.example.org/bridge');
    // The author's page lists it among their published articles.
    await author.getByRole('button', { name: 'Account of Wanda Writer' }).click();
    await author.locator('.user-menu-list').getByRole('link', { name: 'My profile' }).click();
    await expect.poll(() => author.locator('.author-articles').getByRole('link', { name: title }).count()).toBe(1);
    await Promise.all([author, reviewer, reader].map((page) => page.context().close()));
  });

  it('refuses bad pictures with their messages and keeps what was typed across a reload', async () => {
    const page = await signedInPage(browser(), await newMember({ name: 'Ivan Images' }));
    await startEvent(page, { day: '2', month: '6', year: '1953' });
    await page.getByLabel('Title', { exact: true }).fill('A title kept across reloads');

    await page.locator('#cover-input').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
    await expect.poll(() => toastText(page)).toContain('Unsupported Format');
    await page.locator('#cover-input').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect.poll(() => toastText(page)).toContain('Image Size Issue!');
    expect(await page.locator('.cover-preview').count()).toBe(0);

    for (const colour of ['#111111', '#222222', '#333333', '#444444', '#555555']) await addBodyImage(page, await picture(colour));
    await page.getByRole('button', { name: 'Add image' }).click();
    await expect.poll(() => toastText(page)).toContain('You can upload a maximum of 5 images');
    expect(await page.locator('.ql-editor img').count()).toBe(5);

    await page
      .getByRole('status')
      .filter({ hasText: /Saved at|All changes saved/ })
      .waitFor();
    await reload(page);
    await page.locator('.ql-editor').waitFor();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('A title kept across reloads');
    await expect.poll(() => page.locator('.ql-editor img').count()).toBe(5);
    await page.context().close();
  });
});
