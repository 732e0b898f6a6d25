import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';

const browser = useBrowser();

describe('the GraphQL API in a browser', () => {
  it('opens GraphiQL from the site itself and runs the example query', async () => {
    const page = await openPage(browser());
    const foreignHosts = new Set<string>();
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreignHosts.add(hostname);
    });
    const response = await page.goto('/graphql');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('GraphQL API · Daypedia');

    await page.getByRole('button', { name: /execute query/i }).click();
    // The editor draws spaces as non-breaking ones.
    const result = async () => (await page.locator('.graphiql-response').textContent())?.replaceAll('\u00a0', ' ');
    await expect.poll(result, { timeout: 15_000 }).toContain('"formattedDate": "November 9"');
    expect(await result()).toContain('"total":');
    expect([...foreignHosts]).toEqual([]);
    await page.context().close();
  });

  it('still answers API clients on the same path', async () => {
    const page = await openPage(browser());
    const response = await page.request.post('/graphql', { data: { query: '{ dayBySlug(locale: de, slug: "9-november") { formattedDate } }' } });
    expect(await response.json()).toEqual({ data: { dayBySlug: { formattedDate: '9. November' } } });
    await page.context().close();
  });
});
