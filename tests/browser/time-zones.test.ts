/**
 * Every kind of page comes alive in any time zone without an error: the server writes dates and
 * times in the zone the browser will first hydrate with, with the spaces a browser writes, then
 * the browser moves to its own zone. A comment written just before midnight in UTC falls on
 * another day in each zone below.
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTENT_CHANNEL } from '../../server/db/content-changes';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage } from './members';
import { visit } from './waits';

const browser = useBrowser();
const ENTRY = '/events/apollo-11-moon-landing';
const stamp = Date.now();
const COMMENT = `Watched it live as a child ${stamp}`;

beforeAll(async () => {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO "Comment" ("entryId", locale, "authorName", text, "createdAt")
       SELECT "entryId", 'en', 'Tilda', $1, '2026-01-01T23:30:00Z' FROM "Article" WHERE locale = 'en' AND slug = 'apollo-11-moon-landing'`,
      [COMMENT],
    );
    // As posting does: the kept pages of the entry are dropped.
    await db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'comments']);
  } finally {
    await db.end();
  }
});
/** The errors a page reports while it loads and comes alive: React's hydration errors among them. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// A day apart at every hour: UTC+14 and UTC-11.
describe.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('in %s', (timeZone) => {
  it('an entry and its comments page show the comment’s day and come alive without an error', async () => {
    const page = await openPage(browser(), { timezoneId: timeZone });
    const errors = errorsOf(page);
    for (const path of [ENTRY, `${ENTRY}-comments`]) {
      await visit(page, path);
      const comment = page.locator('.comment', { hasText: COMMENT });
      const day = timeZone === 'Pacific/Pago_Pago' ? '1' : '2';
      await expect.poll(() => comment.locator('time').textContent(), { message: path }).toContain(`Jan ${day}, 2026`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('every kind of reading page comes alive without an error', async () => {
    const page = await openPage(browser(), { timezoneId: timeZone });
    const errors = errorsOf(page);
    for (const path of [
      '/',
      '/march',
      '/march-14',
      '/march-14/events',
      '/day/november-9-1989',
      '/year/1969',
      '/events',
      '/persons',
      '/persons/albert-einstein',
      '/holidays-and-occasions',
      '/search?q=moon',
      '/about-us',
      '/api',
      '/de/14-maerz',
      '/ja/jinbutsu',
    ]) {
      await visit(page, path);
      expect(errors, path).toEqual([]);
    }
    await page.context().close();
  });

  it('the review queue and the admin’s tables come alive without an error', async () => {
    const admin = await signedInPage(browser(), await newMember({ name: 'Zoe Zone', role: 'ADMIN' }), { timezoneId: timeZone });
    const errors = errorsOf(admin);
    for (const path of ['/review', '/admin']) await visit(admin, path);
    expect(errors).toEqual([]);
    await admin.context().close();
  });
});
