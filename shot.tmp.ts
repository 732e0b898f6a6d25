import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const shots: [string, string, number][] = [
  ['/', 'home', 1280], ['/de/1-januar', 'day-de', 1280], ['/de/feiertage-und-besondere-tage/neujahr', 'entry-de', 1280], ['/', 'home-m', 375], ['/april-5', 'day-m', 375],
];
for (const [path, name, width] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US', userAgent: 'Mozilla/5.0 Chrome/156' });
  const page = await ctx.newPage();
  await page.goto('http://localhost:3000' + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
  await ctx.close();
}
await browser.close();
