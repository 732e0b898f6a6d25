/**
 * Every kind of page, in both themes, checked by axe-core with the rules of WCAG 2.0, 2.1 and 2.2
 * at levels A and AA and axe's best practices, the ones axe keeps off by default (target size)
 * included: what the accessibility audits run, and more.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage } from './members';
import { hydrated, visit } from './waits';

const browser = useBrowser();

const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const run = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
    ).axe.run;
    const { violations: found } = await run(document, { runOnly: { type: 'tag', values: tags }, rules: { 'target-size': { enabled: true } } });
    return found.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  }, RULES);
}

const READING_PAGES = [
  '/',
  '/march-14',
  '/march-14/events/2',
  '/day/november-9-1989',
  '/events/apollo-11-moon-landing',
  '/events/apollo-11-moon-landing-comments',
  '/persons/albert-einstein',
  '/holidays-and-occasions',
  '/holidays-and-occasions/new-years-day',
  '/year/1969',
  '/november',
  '/events',
  '/search?q=einstein',
  '/about',
  '/api',
  '/login',
  '/register',
  '/gibt-es-nicht',
  '/ja/sangatsu-14',
  '/de/ereignisse/mondlandung-von-apollo-11',
];

describe('every kind of page', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe's WCAG 2.2 A and AA rules and best practices in the ${colorScheme} theme`, async () => {
      const page = await openPage(browser(), { colorScheme });
      const found: string[] = [];
      for (const path of READING_PAGES) {
        await visit(page, path);
        await hydrated(page);
        found.push(...(await violations(page)).map((violation) => `${path} ${violation}`));
      }
      expect(found).toEqual([]);
    });
  }

  it("passes them on a member's pages too", async () => {
    const member = await newMember({ name: 'Ada Accessible' });
    const page = await signedInPage(browser(), member, { colorScheme: 'dark' });
    const found: string[] = [];
    for (const path of ['/user/my-articles', '/user/edit-profile', '/user/api-tokens', '/write-new-article', '/write-personal-entry', '/donate']) {
      await visit(page, path);
      await hydrated(page);
      found.push(...(await violations(page)).map((violation) => `${path} ${violation}`));
    }
    expect(found).toEqual([]);
  });
});
