/**
 * What an anonymous reading page makes the browser fetch before it comes alive: the requests and
 * the gzipped JavaScript, read from the HTML the server sends (the scripts it names and preloads,
 * and what its inline module imports), fetched from the real server.
 *
 * The budget (docs/benchmarks.md) is 140 KB of JavaScript and 12 requests. React DOM, React Router
 * and react-intl alone weigh about 112 KB gzipped; the site's own code shares what is left, and
 * what only forms need (the comment form, a holiday's details) loads after the page.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { initialScripts, initialStyleSheets } from '../../scripts/initial-scripts';

const JS_BUDGET_KB = 140;
const REQUEST_BUDGET = 12;

const READING_PAGES = [
  '/',
  '/march-14',
  '/day/november-9-1989',
  '/events/apollo-11-moon-landing',
  '/holidays-and-occasions/new-years-day',
  '/year/1969',
  '/search?q=einstein',
  '/holidays-and-occasions',
  '/de/14-maerz',
  '/ja/sangatsu-14',
];

async function weigh(path: string) {
  const base = inject('baseUrl');
  const response = await fetch(new URL(path, base));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const scripts = initialScripts(html);
  let gzipBytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(new URL(script, base))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { scripts, requests: 1 + initialStyleSheets(html).length + scripts.length, kb: gzipBytes / 1024 };
}

describe('an anonymous reading page before it comes alive', () => {
  it.each(READING_PAGES)(`%s loads at most ${REQUEST_BUDGET} requests and stays within the JavaScript budget`, async (path) => {
    const { requests, kb, scripts } = await weigh(path);
    expect(requests, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(REQUEST_BUDGET);
    expect(kb, `${path}: ${kb.toFixed(1)} KB of JavaScript against the budget of ${JS_BUDGET_KB} KB`).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
});
