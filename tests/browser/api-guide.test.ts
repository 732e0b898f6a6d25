/**
 * The API guide as an analyst uses it: reached from the footer, sixteen questions with their
 * examples to unfold and copy by keyboard, a link that opens a question in GraphiQL ready to run,
 * in every language's frame, on a phone too. A shared GraphiQL link that asks too much is refused
 * with a word instead of an error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { hydrated, visit } from './waits';

const browser = useBrowser();

/** What GraphiQL's editors show (they draw spaces as non-breaking ones). */
const editorText = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())?.replaceAll('\u00a0', ' ') ?? '';

describe('the API guide', () => {
  it('is linked from the footer and shows the sixteen questions, each to open in GraphiQL, with examples to unfold and copy by keyboard', async () => {
    const page = await openPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'API guide' }).click();
    await page.waitForURL(/\/api$/);
    await hydrated(page);
    // The footer's link is followed in the page: the title changes once the guide has rendered.
    await expect.poll(() => page.title()).toBe('Daypedia’s data API: a guide for analysts · Daypedia');
    expect(await page.locator('meta[name=description]').getAttribute('content')).toContain('sixteen worked questions');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Daypedia’s data API: a guide for analysts');

    const questions = page.locator('#questions section.api-question');
    expect(await questions.count()).toBe(16);
    for (let i = 0; i < 16; i++)
      expect(
        await questions
          .nth(i)
          .getByRole('link', { name: /^Open (request \d )?in GraphiQL$/ })
          .count(),
      ).toBeGreaterThan(0);
    for (const heading of ['The endpoint', 'Limits', 'Personal API tokens', 'Licence and attribution', 'Dumps and exports'])
      expect(await page.getByRole('heading', { level: 2, name: heading }).count(), heading).toBe(1);

    // The curl example of the first question, unfolded and copied with the keyboard alone.
    const first = questions.first();
    const summary = first.locator('summary', { hasText: 'curl' });
    await summary.focus();
    await page.keyboard.press('Enter');
    const curl = first.locator('details[open] pre');
    await curl.waitFor();
    expect(await curl.textContent()).toContain("curl -sG 'http");
    await first.locator('details[open]').getByRole('button', { name: 'Copy' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.locator('details[open]').getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await curl.textContent());
    await page.context().close();
  });

  it('fits a phone: the page never scrolls sideways, long code scrolls within its block', async () => {
    const page = await openPage(browser(), { viewport: { width: 375, height: 800 } });
    await visit(page, '/api');
    for (const details of await page.locator('details.api-example').all()) await details.evaluate((element) => element.setAttribute('open', ''));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it('keeps the reader’s language around its English text, and names the English page as the one to index', async () => {
    const page = await openPage(browser(), { locale: 'de-DE' });
    const response = await visit(page, '/de/api');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^de\b/);
    expect(await page.locator('main article').getAttribute('lang')).toBe('en');
    expect(await page.locator('.api-guide-language').textContent()).toBe('Diese Anleitung ist auf Englisch, wie die Namen der API und ihre Beispiele.');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'API-Anleitung' }).getAttribute('href')).toBe('/de/api');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/api$/);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).not.toContain('/de/');
    expect(await page.getByRole('button', { name: 'Kopieren' }).count()).toBeGreaterThan(15);
    await page.context().close();
  });

  it('opens a question in GraphiQL with its query and variables, ready to run', async () => {
    const page = await openPage(browser());
    await visit(page, '/api');
    await page.locator('#countries-on-2027-04-23').getByRole('link', { name: 'Open in GraphiQL' }).click();
    await page.waitForURL(/\/graphql\?query=/);
    await expect.poll(() => editorText(page, '.graphiql-query-editor'), { timeout: 30_000 }).toContain('query WhoCelebrates($year: Int!)');
    await expect.poll(() => editorText(page, '.graphiql-editor-tool'), { timeout: 30_000 }).toContain('"year": 2027');
    await page.getByRole('button', { name: /execute query/i }).click();
    await expect.poll(() => editorText(page, '.graphiql-response'), { timeout: 30_000 }).toContain('"formattedDate": "April 23"');
    expect(await editorText(page, '.graphiql-response')).toContain('"country": "TR"');
    await page.context().close();
  });
});

describe('a shared GraphiQL link', () => {
  it('that asks too much is refused with a word, and the explorer opens as usual', async () => {
    const page = await openPage(browser());
    const query = `query Long { stats { total } }\n# ${'x'.repeat(9000)}`;
    const response = await page.goto(`/graphql?query=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    const refusal = page.getByRole('alert').filter({ hasText: 'Paste the query' });
    await expect
      .poll(() => refusal.textContent())
      .toBe('This link’s query is too long or cannot be read, so the explorer opens without it. Paste the query into the editor instead.');
    await expect.poll(() => editorText(page, '.graphiql-query-editor'), { timeout: 30_000 }).toContain('query DayInHistory');
    await page.context().close();
  });

  it('whose variables are not JSON is refused the same way', async () => {
    const page = await openPage(browser());
    await page.goto(`/graphql?query=${encodeURIComponent('{ stats { total } }')}&variables=${encodeURIComponent('{not json')}`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Paste the query' }).count()).toBe(1);
    await page.context().close();
  });
});
