/**
 * What pages tell search engines and link previews, read from the head of real pages of the
 * built site: their structured data, their preview picture, whether they ask to be indexed, the
 * sitemap and robots.txt.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { NotableEvent } from '../../server/seed/notable-entries';
import { openPage, takePolicyViolations, useBrowser } from './browser';
import { withSiteDatabase } from './site-database';
import { visit } from './waits';

const browser = useBrowser();
const events = JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as NotableEvent[];
/** The first demo event: 1 January 1912, the founding of the Republic of China. */
const event = events[0];

interface Node {
  '@type': string;
  [key: string]: unknown;
}

/** Every node of the page's JSON-LD blocks (each must parse). */
async function structuredData(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as { '@graph'?: Node[] } & Node;
    return data['@graph'] ?? [data];
  });
}

const meta = (page: Page, attribute: 'name' | 'property', key: string) => page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');
const nodeOf = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type);
const names = (list: Node | undefined) => ((list?.itemListElement ?? []) as { name: string }[]).map((item) => item.name);

/** The page's preview picture: it answers a PNG of 1200 × 630, as its meta tags say. */
async function expectPreviewPicture(page: Page) {
  const url = await meta(page, 'property', 'og:image');
  expect(url).toMatch(/\/og\/[a-z]{2}\/[a-z]+\/[^/]+\.png$/);
  expect(await meta(page, 'property', 'og:image:width')).toBe('1200');
  expect(await meta(page, 'property', 'og:image:height')).toBe('630');
  expect(await meta(page, 'property', 'og:image:alt')).toBeTruthy();
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
  const response = await page.request.get(new URL(url!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const { width, height } = await sharp(await response.body()).metadata();
  expect({ width, height }).toEqual({ width: 1200, height: 630 });
}

describe('what pages tell search engines', () => {
  it('a day lists the entries it shows, its breadcrumbs and a preview picture, and names no empty section', async () => {
    const page = await openPage(browser());
    await visit(page, '/january-1');
    const nodes = await structuredData(page);
    const list = nodeOf(nodes, 'ItemList');
    expect(names(list)).toContain(event.translations.en.title);
    expect((list!.itemListElement as { url: string; position: number }[]).map((item) => item.position)).toEqual(
      Array.from({ length: names(list).length }, (_, i) => i + 1),
    );
    expect((list!.itemListElement as { url: string }[]).map((item) => new URL(item.url).pathname)).toContain(`/events/${event.translations.en.slug}`);
    expect(names(nodeOf(nodes, 'BreadcrumbList'))).toEqual(['Home', 'January 1']);
    const description = await meta(page, 'name', 'description');
    expect(description).toMatch(/^What happened on January 1: /);
    expect(description).not.toMatch(/\b0 /);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await expectPreviewPicture(page);
    // Data blocks never run, so the page's policy has nothing to refuse.
    expect(takePolicyViolations()).toEqual([]);
    await page.context().close();
  });

  it('an entry is an Article in its language under CC BY-SA 4.0, with breadcrumbs in that language', async () => {
    const page = await openPage(browser(), { locale: 'ja-JP' });
    await visit(page, `/ja/dekigoto/${event.translations.ja.slug}`);
    const nodes = await structuredData(page);
    expect(nodeOf(nodes, 'Article')).toMatchObject({
      headline: event.translations.ja.title,
      inLanguage: 'ja',
      license: 'https://creativecommons.org/licenses/by-sa/4.0/',
      about: { '@type': 'Event', startDate: event.date },
    });
    expect(nodeOf(nodes, 'Article')!.dateModified).toEqual(expect.any(String));
    expect(names(nodeOf(nodes, 'BreadcrumbList'))).toEqual(['ホーム', '1月1日', event.translations.ja.title]);
    await expectPreviewPicture(page);
    await page.context().close();
  });

  it('a holiday is an Event on its dates, and a comments page a discussion', async () => {
    const page = await openPage(browser());
    await visit(page, '/holidays-and-occasions/new-years-day');
    const holiday = (await structuredData(page)).filter((node) => node['@type'] === 'Event');
    expect(holiday.length).toBeGreaterThan(0);
    expect(holiday[0]).toMatchObject({ name: "New Year's Day", startDate: expect.stringMatching(/^\d{4}-01-01$/) });
    expect(names(nodeOf(await structuredData(page), 'BreadcrumbList'))).toEqual(['Home', 'Holidays', "New Year's Day"]);
    await expectPreviewPicture(page);
    await visit(page, `/events/${event.translations.en.slug}-comments`);
    const posting = nodeOf(await structuredData(page), 'DiscussionForumPosting');
    expect(posting).toMatchObject({ about: { url: expect.stringContaining(`/events/${event.translations.en.slug}`) }, commentCount: 0 });
    // No comments yet: nothing worth a search result.
    expect(await meta(page, 'name', 'robots')).toBe('noindex');
    await page.context().close();
  });

  it("a comments page publishes its comments as data, a reader's markup staying text", async () => {
    const text = '</script><script>document.title="taken"</script> <!-- & \u2028';
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO "Comment" ("entryId", "locale", "authorName", "text") SELECT "entryId", 'de', 'Ada', $1 FROM "Article" WHERE "locale" = 'de' AND "slug" = $2`,
        [text, event.translations.de.slug],
      );
    } finally {
      await db.end();
    }
    const page = await openPage(browser(), { locale: 'de-DE' });
    const response = await visit(page, `/de/ereignisse/${event.translations.de.slug}-kommentare`);
    expect(await response!.text()).not.toContain('<script>document.title');
    const posting = nodeOf(await structuredData(page), 'DiscussionForumPosting');
    expect(posting).toMatchObject({ commentCount: 1, comment: [{ '@type': 'Comment', text, author: { '@type': 'Person', name: 'Ada' } }] });
    expect(await page.title()).not.toBe('taken');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(names(nodeOf(await structuredData(page), 'BreadcrumbList'))).toEqual(['Startseite', '1. Januar', event.translations.de.title, 'Kommentare']);
    await page.context().close();
  });

  it('an empty day asks not to be indexed and is left out of the sitemap, which dates the others', async () => {
    // Every day of the demo holds entries: this one is emptied for the test, as if its entries
    // were withdrawn, and given them back afterwards.
    const hidden = await withSiteDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        `UPDATE "Entry" SET listed = false WHERE listed AND ((month = 3 AND day = 13) OR ("birthMonth" = 3 AND "birthDay" = 13) OR ("deathMonth" = 3 AND "deathDay" = 13)) RETURNING id`,
      );
      return rows.map((row) => row.id);
    });
    try {
      const page = await openPage(browser());
      await visit(page, '/march-13');
      await expect.poll(() => page.locator('.day-empty').textContent()).toContain('Nothing is listed for this day yet.');
      expect(await meta(page, 'name', 'robots')).toBe('noindex');
      expect(await meta(page, 'name', 'description')).toBe('March 13 on Daypedia: nothing is listed for this day yet.');
      const sitemap = await (await page.request.get('/sitemaps/en.xml')).text();
      expect(sitemap).not.toContain('/march-13<');
      expect(sitemap).toMatch(/<loc>[^<]*\/january-1<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/events/${event.translations.en.slug}</loc><lastmod>`));
      await page.context().close();
    } finally {
      await withSiteDatabase((db) => db.query(`UPDATE "Entry" SET listed = true WHERE id = ANY($1::int[])`, [hidden]));
    }
  });

  it('robots.txt keeps crawlers out of the member pages of every language', async () => {
    const robots = await (await fetch(`${inject('baseUrl')}/robots.txt`)).text();
    for (const path of [
      '/user/',
      '/de/user/',
      '/de/admin',
      '/de/review',
      '/de/write-article',
      '/tr/write-new-article',
      '/ja/write-personal-entry',
      '/fr/login',
    ])
      expect(robots.split('\n')).toContain(`Disallow: ${path}`);
    expect(robots).not.toMatch(/^Disallow: \/de\/?$/m);
  });
});
