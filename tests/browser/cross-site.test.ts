/**
 * Another site cannot make a visitor's browser write to Daypedia: a form on a page served from
 * another origin is refused, the site's own pages are not.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { openPage, useBrowser } from './browser';

const browser = useBrowser();
let elsewhere: Server;
let elsewhereUrl: string;

/** A page on another port: a different origin, as an attacker's site would be. */
beforeAll(async () => {
  const port = await freePorts();
  elsewhere = createServer((req, res) => {
    const target = new URL(req.url!, 'http://x').searchParams.get('target')!;
    res.setHeader('content-type', 'text/html');
    res.end(
      `<form id="f" method="post" action="${inject('baseUrl')}${target}"><input name="x" value="1"></form><script>document.getElementById('f').submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => elsewhere.listen(port, '127.0.0.1', resolve));
  elsewhereUrl = `http://localhost:${port}`;
});
afterAll(() => new Promise((resolve) => elsewhere.close(resolve)));

describe('writes from another site', () => {
  it.each(['/auth/logout', '/auth/register', '/auth/session', '/uploads/profile-picture', '/payments/test-checkout/x', '/write-article?entry=1'])(
    'are refused at %s',
    async (target) => {
      const page = await openPage(browser());
      const answer = page.waitForResponse((response) => response.url() === `${inject('baseUrl')}${target}`);
      await page.goto(`${elsewhereUrl}/?target=${encodeURIComponent(target)}`);
      const response = await answer;
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ code: 'cross-site-request' });
      await page.context().close();
    },
  );

  it("are accepted from the site's own pages", async () => {
    const page = await openPage(browser());
    await page.goto('/');
    const status = await page.evaluate(() => fetch('/auth/logout', { method: 'POST' }).then((r) => r.status));
    expect(status).toBe(200);
    await page.context().close();
  });
});
