import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Headless Chromium says so in its user agent, and the site treats it as a crawler; readers don't. */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
  if (!executablePath) throw new Error('No Chromium found: install Debian\'s chromium package or set CHROMIUM_PATH');
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

export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'en-US', timezoneId: 'Europe/Berlin', userAgent: READER_AGENT, ...options });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyViolations.push(`${message.location().url}: ${message.text()}`);
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
