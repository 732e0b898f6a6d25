import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

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

export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'en-US', timezoneId: 'Europe/Berlin', userAgent: READER_AGENT, ...options });
  return context.newPage();
}

/** One Chromium for the test file: started before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}
