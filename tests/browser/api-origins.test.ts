/**
 * The API from a browser: a page of another site (an analyst's notebook) calls it with fetch, and
 * the site's own pages, which query the schema while the server renders them, take nothing from
 * the reader's bucket of API points.
 */
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { openPage, useBrowser } from './browser';
import { newMember, signIn } from './members';
import { visit } from './waits';

const browser = useBrowser();
let elsewhere: Server;
let elsewhereUrl: string;

/** A blank page on another port: another origin, as a notebook served from elsewhere is. */
beforeAll(async () => {
  const port = await freePorts();
  elsewhere = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>Notebook</title><p>A notebook.</p>');
  });
  await new Promise<void>((resolve) => elsewhere.listen(port, '127.0.0.1', resolve));
  elsewhereUrl = `http://localhost:${port}`;
});
afterAll(() => new Promise((resolve) => elsewhere.close(resolve)));

const DAY = '{ dayBySlug(locale: en, slug: "july-20") { formattedDate } }';

describe('a page of another site', () => {
  it('calls the API with fetch, by POST after a preflight and by a plain GET', async () => {
    const page = await openPage(browser());
    await page.goto(elsewhereUrl);
    const answers = await page.evaluate(
      async ({ api, query }) => {
        const posted = await fetch(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
        const got = await fetch(`${api}?query=${encodeURIComponent(query)}`);
        return {
          posted: { status: posted.status, body: (await posted.json()) as unknown, remaining: posted.headers.get('x-ratelimit-remaining') },
          got: { status: got.status, body: (await got.json()) as unknown, cacheControl: got.headers.get('cache-control') },
        };
      },
      { api: `${inject('baseUrl')}/graphql`, query: DAY },
    );
    expect(answers.posted).toMatchObject({ status: 200, body: { data: { dayBySlug: { formattedDate: 'July 20' } } } });
    expect(answers.posted.remaining).toMatch(/^\d+$/);
    expect(answers.got).toMatchObject({ status: 200, body: { data: { dayBySlug: { formattedDate: 'July 20' } } }, cacheControl: 'max-age=60, public' });
    await page.context().close();
  });

  it("cannot read the API with a signed-in member's credentials", async () => {
    const page = await openPage(browser());
    await signIn(page.context(), await newMember({ name: 'Cross Origin' }));
    await page.goto(elsewhereUrl);
    const outcome = await page.evaluate(
      async (api) => {
        try {
          await fetch(api, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query: '{ me { displayName } }' }),
          });
          return 'read';
        } catch {
          return 'refused';
        }
      },
      `${inject('baseUrl')}/graphql`,
    );
    expect(outcome).toBe('refused');
    await page.context().close();
  });
});

describe("the site's own pages", () => {
  it("take nothing from the reader's bucket of API points", async () => {
    const response = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ rateLimit { remaining } }' }),
    });
    expect(response.status).toBe(200);
    // The bucket refills within milliseconds at this server's size: what tells a charge is its row, which every charge rewrites.
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const bucket = async () => (await db.query<{ expire: Date }>(`SELECT "expire" FROM "RateLimit" WHERE "key" = 'api-bucket:127.0.0.1'`)).rows;
      const before = await bucket();
      expect(before).toHaveLength(1);
      const page = await openPage(browser());
      // Pages no one opened yet in this run: each is rendered, and its queries run on the server.
      for (const path of ['/april-2', '/de/3-april', '/events/apollo-11-moon-landing', '/april-4/events']) await visit(page, path);
      await page.context().close();
      expect(await bucket()).toEqual(before);
    } finally {
      await db.end();
    }
  });
});
