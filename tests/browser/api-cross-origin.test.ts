/**
 * A notebook or a page on another site reads the API with fetch: a GET (no preflight) and a POST
 * of JSON (with its preflight), both without credentials, answered and readable across origins.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { openPage, useBrowser } from './browser';

const browser = useBrowser();
let elsewhere: Server;
let elsewhereUrl: string;

/** An analyst's page on another port: another origin. */
beforeAll(async () => {
  const port = await freePorts();
  elsewhere = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><html lang="en"><title>A notebook</title><h1>A notebook elsewhere</h1></html>');
  });
  await new Promise<void>((resolve) => elsewhere.listen(port, '127.0.0.1', resolve));
  elsewhereUrl = `http://localhost:${port}/`;
});
afterAll(() => new Promise((resolve) => elsewhere.close(resolve)));

const QUERY = '{ dayBySlug(locale: de, slug: "9-november") { formattedDate } }';
const ANSWER = { data: { dayBySlug: { formattedDate: '9. November' } } };

describe('the API from a page on another site', () => {
  it('answers a GET that fetch sends without credentials, readable by the page', async () => {
    const page = await openPage(browser());
    await page.goto(elsewhereUrl);
    const answer = await page.evaluate(
      async ({ endpoint, query }) => {
        try {
          const response = await fetch(`${endpoint}?${new URLSearchParams({ query }).toString()}`, { credentials: 'omit' });
          return { status: response.status, body: (await response.json()) as unknown };
        } catch (error) {
          return { status: 0, body: String(error) };
        }
      },
      { endpoint: `${inject('baseUrl')}/graphql`, query: QUERY },
    );
    // The answer, and what it cost: every answer says so.
    expect(answer).toMatchObject({ status: 200, body: ANSWER });
    expect(answer.body).toHaveProperty('extensions.cost.requested');
    await page.context().close();
  });

  it('answers a POST of JSON after its preflight, readable by the page', async () => {
    const page = await openPage(browser());
    await page.goto(elsewhereUrl);
    const answer = await page.evaluate(
      async ({ endpoint, query }) => {
        try {
          const response = await fetch(endpoint, {
            method: 'POST',
            credentials: 'omit',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query }),
          });
          return { status: response.status, body: (await response.json()) as unknown };
        } catch (error) {
          return { status: 0, body: String(error) };
        }
      },
      { endpoint: `${inject('baseUrl')}/graphql`, query: QUERY },
    );
    // The answer, and what it cost: every answer says so.
    expect(answer).toMatchObject({ status: 200, body: ANSWER });
    expect(answer.body).toHaveProperty('extensions.cost.requested');
    await page.context().close();
  });
});
