/** Members for browser tests: registered through the site's own form, roles set as an operator would. */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

let counter = 0;
export const newEmail = (name: string) => `${name}-${Date.now()}-${counter++}@example.com`;

export const toastText = (page: Page) => page.locator('.toast').allTextContents().then((texts) => texts.join(' | '));

export async function register(page: Page, { name, email, password = 'secret-123', path = '/register' }: { name: string; email: string; password?: string; path?: string }) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('input[name=fullName]').fill(name);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=confirm]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/register'), { timeout: 30_000 });
}

/** Roles are an operator's job, done in the database. */
export async function setRole(email: string, role: 'MEMBER' | 'REVIEWER' | 'ADMIN') {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  await db.query(`UPDATE "User" SET role = $2 WHERE email = $1`, [email, role]);
  await db.end();
}
