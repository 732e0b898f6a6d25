import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, toastText } from './members';
import { reload, visit } from './waits';

const browser = useBrowser();

const picture = async (colour: string) => ({
  name: `${colour.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

async function member(name: string): Promise<Page> {
  return signedInPage(browser(), await newMember({ name }));
}

async function reviewer(): Promise<Page> {
  return signedInPage(browser(), await newMember({ name: 'Rhea Reviewer', role: 'REVIEWER' }));
}

/** From the article's page, as a reader who spotted a mistake would. */
async function rewrite(author: Page, path: string) {
  await visit(author, path);
  await author.getByRole('button', { name: 'Rewrite this article' }).click();
  await author.waitForURL(/\/write-article\?revision=\d+/);
  await author.locator('.ql-editor').waitFor();
}

/** Selects a word of the text and types another over it. */
async function replaceWord(page: Page, word: string, replacement: string) {
  await page.locator('.ql-editor').click();
  await page.evaluate((word) => {
    const editor = document.querySelector('.ql-editor')!;
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(word);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
    throw new Error(`The text has no "${word}"`);
  }, word);
  await page.keyboard.type(replacement);
  await expect.poll(() => page.locator('.ql-editor').textContent()).toContain(replacement);
}

async function share(author: Page) {
  await author
    .getByRole('status')
    .filter({ hasText: /Saved at|All changes saved/ })
    .waitFor();
  await author.getByRole('button', { name: 'Preview' }).click();
  await author.getByRole('heading', { name: /^Preview/ }).waitFor();
  await author.getByRole('checkbox', { name: /I have read/ }).check();
  await author.getByRole('button', { name: 'Share for review' }).click();
  await author.waitForURL(/\/user\/my-articles$/);
}

async function approve(page: Page, title: string) {
  await visit(page, '/review');
  await page.locator('.queue-item', { hasText: title }).click();
  await expect.poll(() => page.locator('#review-title').textContent()).toBe(title);
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect.poll(() => toastText(page)).toContain(`Published: ${title}`);
}

/** What a reader sees of the article now: its text and the stored picture its cover shows, if it has one. */
async function readerSees(path: string) {
  const reader = await openPage(browser());
  await reader.goto(path);
  await reader.locator('.article-body').waitFor();
  const cover = reader.locator('figure.cover img');
  // The page shows the cover through the image optimiser; the picture itself is its `url`.
  const src = (await cover.count()) ? await cover.getAttribute('src') : null;
  const seen = { text: await reader.locator('.article-body').textContent(), cover: src ? (new URL(src, 'http://site').searchParams.get('url') ?? src) : null };
  await reader.context().close();
  return seen;
}

describe('correcting a published article', () => {
  it('corrects a seeded event that has no cover without asking for one, and publishes it still without one', async () => {
    const path = '/events/battle-of-manzikert';
    expect(await readerSees(path)).toMatchObject({ text: expect.stringContaining('led a large army east'), cover: null });

    const author = await member('Corinna Corrector');
    await rewrite(author, path);
    expect(await author.getByText('Cover image (optional)').count()).toBe(1);
    expect(await author.getByText('Cover image (required)').count()).toBe(0);
    expect(await author.getByText('This article has no cover image').count()).toBe(1);
    await replaceWord(author, 'large', 'great');
    await share(author);
    // The article stays published; its correction waits for review.
    await expect.poll(() => author.locator('tr', { hasText: 'Battle of Manzikert' }).textContent()).toContain('Pending approval');

    const rhea = await reviewer();
    await approve(rhea, 'Battle of Manzikert');

    const seen = await readerSees(path);
    expect(seen.text).toContain('led a great army east');
    expect(seen.text).not.toContain('led a large army east');
    expect(seen.cover).toBeNull();
    await Promise.all([author, rhea].map((page) => page.context().close()));
  });

  it('adds a cover on purpose, keeps it through a correction, and removes it only when asked', async () => {
    const path = '/events/sealing-of-magna-carta';
    const title = 'Sealing of Magna Carta';
    const author = await member('Martha Mender');
    const rhea = await reviewer();

    await rewrite(author, path);
    const chooser = author.waitForEvent('filechooser');
    await author.getByRole('button', { name: 'Add a cover' }).click();
    await (await chooser).setFiles(await picture('#8e44ad'));
    await author.locator('.cover-preview').waitFor();
    await share(author);
    await approve(rhea, title);
    const covered = await readerSees(path);
    expect(covered.cover).toMatch(/^\/images\//);

    // A correction that leaves the cover alone keeps it.
    await rewrite(author, path);
    expect(await author.locator('.cover-preview').getAttribute('src')).toBe(covered.cover);
    await replaceWord(author, 'heavy taxation', 'harsh taxation');
    await share(author);
    await approve(rhea, title);
    const kept = await readerSees(path);
    expect(kept.text).toContain('harsh taxation');
    expect(kept.cover).toBe(covered.cover);

    // Removing says what it will do and can be taken back before it is sent.
    await rewrite(author, path);
    await author.getByRole('button', { name: 'Remove the cover' }).click();
    expect(await author.locator('.cover-preview').count()).toBe(0);
    await author.getByText('This version removes the cover image').waitFor();
    await author.getByRole('button', { name: 'Keep the cover' }).click();
    expect(await author.locator('.cover-preview').getAttribute('src')).toBe(covered.cover);
    await author.getByRole('button', { name: 'Remove the cover' }).click();
    // The removal is kept with the draft, and still says so when the editor is opened again.
    await author
      .getByRole('status')
      .filter({ hasText: /Saved at|All changes saved/ })
      .waitFor();
    await reload(author);
    await author.getByText('This version removes the cover image').waitFor();
    expect(await author.getByRole('button', { name: 'Keep the cover' }).count()).toBe(1);
    expect(await author.locator('.cover-preview').count()).toBe(0);
    await share(author);
    // Readers keep the cover until a reviewer approves its removal.
    expect((await readerSees(path)).cover).toBe(covered.cover);
    await approve(rhea, title);
    expect(await readerSees(path)).toMatchObject({ text: expect.stringContaining('harsh taxation'), cover: null });
    await Promise.all([author, rhea].map((page) => page.context().close()));
  });
});

describe('the type of a new article', () => {
  it('keeps each type’s fields to itself, across switches and a reload', async () => {
    const page = await member('Tomas Types');
    await visit(page, '/write-new-article');
    const group = (name: string) => page.getByRole('group', { name });
    const dateOf = async (name: string) => {
      const fields = group(name);
      const year = fields.getByRole('spinbutton', { name: 'Year' });
      return [
        await fields.getByRole('spinbutton', { name: 'Day' }).inputValue(),
        await fields.getByRole('combobox', { name: 'Month' }).inputValue(),
        (await year.count()) ? await year.inputValue() : null,
      ];
    };
    const fillDate = async (name: string, [day, month, year]: [string, string, string?]) => {
      const fields = group(name);
      await fields.getByRole('spinbutton', { name: 'Day' }).fill(day);
      await fields.getByRole('combobox', { name: 'Month' }).selectOption(month);
      if (year) await fields.getByRole('spinbutton', { name: 'Year' }).fill(year);
    };

    await page.getByRole('radio', { name: /^Persons/ }).check();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await fillDate('Date of birth', ['10', '12', '1815']);

    await page.getByRole('radio', { name: /^Holidays/ }).check();
    expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    expect(await dateOf('Day of the holiday')).toEqual(['', '', null]);
    await fillDate('Day of the holiday', ['24', '12']);

    await page.getByRole('radio', { name: /^Events/ }).check();
    expect(await dateOf('Date of the event')).toEqual(['', '', '']);
    await fillDate('Date of the event', ['27', '11', '1843']);

    await page.getByRole('radio', { name: /^Persons/ }).check();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ada Lovelace');
    expect(await dateOf('Date of birth')).toEqual(['10', '12', '1815']);
    expect(await dateOf('Date of death')).toEqual(['', '', '']);

    await page.getByRole('radio', { name: /^Holidays/ }).check();
    expect(await dateOf('Day of the holiday')).toEqual(['24', '12', null]);

    await reload(page);
    await expect.poll(() => page.getByRole('radio', { name: /^Holidays/ }).isChecked()).toBe(true);
    expect(await dateOf('Day of the holiday')).toEqual(['24', '12', null]);
    await page.getByRole('radio', { name: /^Persons/ }).check();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ada Lovelace');
    await page.getByRole('radio', { name: /^Events/ }).check();
    expect(await dateOf('Date of the event')).toEqual(['27', '11', '1843']);

    // The event starts without a title: the person's name was typed for the person.
    await page.getByRole('button', { name: 'Continue to the editor' }).click();
    await page.waitForURL(/\/write-article\?revision=\d+/);
    await page.locator('.ql-editor').waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('');
    expect(await page.getByText('Cover image (required)').count()).toBe(1);
    expect(await page.getByText(/^Event · (November 27, 1843|27 November 1843)$/).count()).toBe(1);
    await page.context().close();
  });
});
