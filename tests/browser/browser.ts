import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFinished } from 'vitest';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Headless Chromium says so in its user agent, and the site treats it as a crawler; readers don't. */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium package or set CHROMIUM_PATH");
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** What Chromium refused under the site's Content-Security-Policy during the current test. */
const policyViolations: string[] = [];

/** The refusals seen so far in this test, which then no longer count against it. */
export function takePolicyViolations(): string[] {
  return policyViolations.splice(0);
}

/** Where the traces of a failed test's pages are kept, as test-results/<test name>.zip. */
const TRACES = new URL('../../test-results/', import.meta.url).pathname;

/** How many traces each test kept, so that a test with several pages keeps one file per page. */
const tracesKept = new Map<string, number>();

export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'en-US', timezoneId: 'Europe/Berlin', userAgent: READER_AGENT, ...options });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyViolations.push(`${message.location().url}: ${message.text()}`);
  });
  // Every page is traced (a Playwright trace: actions, DOM snapshots, screenshots, network). When
  // its test fails, the trace of each page still open is saved to test-results/<test name>.zip
  // (-2, -3… for further pages); otherwise it is dropped.
  let open = true;
  context.on('close', () => (open = false));
  await context.tracing.start({ screenshots: true, snapshots: true });
  onTestFinished(async ({ task }) => {
    if (!open) return;
    if (task.result?.state !== 'fail') {
      await context.tracing.stop();
      return;
    }
    const name = task.name
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120);
    const kept = (tracesKept.get(name) ?? 0) + 1;
    tracesKept.set(name, kept);
    await context.tracing.stop({ path: `${TRACES}${name}${kept > 1 ? `-${kept}` : ''}.zip` });
  });
  return context.newPage();
}

/** One Chromium for the test file: started before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  // Every page any test opens runs under the site's policy: nothing the site itself ships may be refused.
  afterEach(() => {
    const seen = takePolicyViolations();
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  return () => browser!;
}
