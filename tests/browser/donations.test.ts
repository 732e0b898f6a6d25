import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, toastText } from './members';
import { reload, visit } from './waits';

const browser = useBrowser();

async function fillPersonalEntry(page: Page, { title, day, month, year, text }: { title: string; day: string; month: string; year: string; text: string }) {
  await page.getByLabel('Name or title').fill(title);
  await page.getByRole('spinbutton', { name: 'Day' }).fill(day);
  await page.getByRole('combobox', { name: 'Month' }).selectOption(month);
  await page.getByRole('spinbutton', { name: 'Year' }).fill(year);
  await page.getByRole('textbox', { name: 'Short text' }).fill(text);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.waitForURL(/\/user\/my-articles/);
}

async function approve(reviewer: Page, title: string) {
  await visit(reviewer, '/review');
  await reviewer.locator('.queue-item', { hasText: title }).click();
  await expect.poll(() => reviewer.locator('#review-title').textContent()).toBe(title);
  await reviewer.getByRole('button', { name: 'Approve and publish' }).click();
  await expect.poll(() => toastText(reviewer)).toContain(title);
}

/** The day's personal entries as a reader sees them: no section at all while there are none. */
async function personalEntriesOn(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const section = page.locator('#personalEntries');
  return (await section.count()) ? ((await section.textContent()) ?? '') : '';
}

async function signedInAdmin(): Promise<Page> {
  return signedInPage(browser(), await newMember({ name: 'Ada Admin', role: 'ADMIN' }));
}

describe('donations and personal entries (test payment provider)', () => {
  it('pays first on /donate, then writes the entry with the credit, and lists it after review', async () => {
    const member = await signedInPage(browser(), await newMember({ name: 'Dora Donor' }));
    await visit(member, '/donate');
    expect(await member.locator('.donation-card').count()).toBe(4);
    await member.locator('.donation-card', { hasText: 'Birthday' }).getByRole('button', { name: 'Donate $5.00' }).click();

    // The test provider's own page, marked as a test; nothing here is Stripe.
    await member.waitForURL(/\/test-checkout\?session=test_cs_/);
    expect(await member.locator('.test-mode-banner').textContent()).toContain('no money moves');
    expect(await member.locator('.checkout-amount').textContent()).toBe('$5.00');
    await member.getByRole('button', { name: 'Pay $5.00 (test)' }).click();

    // Back on the site with a credit, the form ready for a birthday.
    await member.waitForURL(/\/write-personal-entry/);
    await expect.poll(() => toastText(member)).toContain('Thank you for your donation!');
    await expect.poll(() => member.locator('.notice').textContent()).toContain('You have 1 paid entry');
    expect(await member.getByRole('radio', { name: 'Birthday' }).isChecked()).toBe(true);
    const title = `Grandma Ada turns 90 ${Date.now()}`;
    await fillPersonalEntry(member, {
      title,
      day: '3',
      month: '6',
      year: '1936',
      text: 'Happy birthday to the best grandmother in the world, from all of us!',
    });
    const row = member.locator('tr', { hasText: title });
    await expect.poll(() => row.locator('.article-status').textContent()).toBe('Pending approval');
    expect(await row.getByRole('button', { name: /^Pay/ }).count()).toBe(0);

    // Not listed before review.
    const reader = await openPage(browser());
    expect(await personalEntriesOn(reader, '/june-3')).not.toContain(title);

    const admin = await signedInAdmin();
    await approve(admin, title);
    await expect.poll(async () => personalEntriesOn(reader, '/june-3')).toContain(title);
    expect(await reader.locator('#personalEntries li', { hasText: title }).textContent()).toContain('Birthday');

    // The admin page lists the donation, paid, with its entry.
    await admin.goto('/admin');
    const donation = admin.locator('.donations-table tr', { hasText: title });
    expect(await donation.textContent()).toContain('Dora Donor');
    expect(await donation.textContent()).toContain('Paid');
    expect(await donation.textContent()).toContain('Listed');
    await Promise.all([member, reader, admin].map((page) => page.context().close()));
  });

  it('writes first, stays unlisted though approved until paid from My Articles, then is listed', async () => {
    const member = await signedInPage(browser(), await newMember({ name: 'Walter Writefirst' }));
    await visit(member, '/donate');
    await member.locator('.donation-card', { hasText: 'Memorial' }).getByRole('link', { name: 'Write it first, pay later' }).click();
    await member.waitForURL(/\/write-personal-entry\?kind=MEMORIAL/);
    expect(await member.getByRole('radio', { name: 'Memorial' }).isChecked()).toBe(true);
    // Bad input is refused with a message, and nothing is sent.
    await member.getByRole('button', { name: 'Submit for review' }).click();
    await expect.poll(() => member.getByText('Please enter a name or title.').count()).toBe(1);
    const title = `In memory of Walter ${Date.now()}`;
    await fillPersonalEntry(member, { title, day: '4', month: '6', year: '1950', text: 'We remember you every year on this day, with love.' });
    const row = member.locator('tr', { hasText: title });
    await expect.poll(() => row.locator('.article-status').textContent()).toContain('Awaiting payment');

    const admin = await signedInAdmin();
    await approve(admin, title);
    // Approved but unpaid: never listed.
    const reader = await openPage(browser());
    expect(await personalEntriesOn(reader, '/june-4')).not.toContain(title);
    await reload(member);
    await expect.poll(() => row.locator('.article-status').textContent()).toContain('Approved');

    // A declined payment changes nothing.
    await row.getByRole('button', { name: 'Pay $5.00' }).click();
    await member.waitForURL(/\/test-checkout/);
    await member.getByRole('button', { name: 'Decline the payment (test)' }).click();
    await member.waitForURL(/\/user\/my-articles/);
    await expect.poll(() => toastText(member)).toContain('declined');
    expect(await personalEntriesOn(reader, '/june-4')).not.toContain(title);

    await visit(member, '/user/my-articles');
    await row.getByRole('button', { name: 'Pay $5.00' }).click();
    await member.waitForURL(/\/test-checkout/);
    await member.getByRole('button', { name: 'Pay $5.00 (test)' }).click();
    await member.waitForURL(/\/user\/my-articles/);
    await expect.poll(() => toastText(member)).toContain('Thank you for your donation!');
    await expect.poll(() => row.locator('.article-status').textContent()).toBe('Published');
    expect(await row.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await expect.poll(async () => personalEntriesOn(reader, '/june-4')).toContain(title);
    await Promise.all([member, reader, admin].map((page) => page.context().close()));
  });

  it('lets an admin page through more donations than one page shows', async () => {
    const admin = await signedInAdmin();
    // 60 old, expired checkouts, as if written by a long-running site; they sort after every newer one.
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    const ids = Array.from({ length: 60 }, () => randomUUID());
    await db.query(
      `INSERT INTO "Donation" (id, "userId", "personalKind", amount, currency, status, provider, "createdAt", "updatedAt")
       SELECT id, (SELECT uid FROM "User" WHERE "displayName" = 'Ada Admin' ORDER BY "createdAt" DESC LIMIT 1), 'BIRTHDAY', 500, 'usd', 'EXPIRED', 'test', created, created
       FROM unnest($1::text[]) WITH ORDINALITY AS d(id, n), LATERAL (SELECT TIMESTAMP '2001-01-01' + n * INTERVAL '1 hour' AS created) t`,
      [ids],
    );
    await db.end();

    await visit(admin, '/admin');
    const rows = admin.locator('.donations-table tbody tr');
    await expect.poll(() => rows.count()).toBe(50);
    const oldest = admin.locator(`.donations-table tr[data-donation="${ids[0]}"]`);
    expect(await oldest.count()).toBe(0);
    while ((await oldest.count()) === 0) {
      const before = await rows.count();
      await admin.getByRole('button', { name: 'Show more donations' }).click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await expect.poll(() => oldest.textContent()).toContain('Cancelled or expired');
    // Everything has been shown: no more button, and no donation twice.
    expect(await admin.getByRole('button', { name: 'Show more donations' }).count()).toBe(0);
    const shown = await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-donation')));
    expect(new Set(shown).size).toBe(shown.length);
    await admin.context().close();
  });
});
