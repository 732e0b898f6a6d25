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

    // The editor draws spaces as non-breaking ones.
    const text = async (selector: string) => (await page.locator(selector).textContent())?.replaceAll('\u00a0', ' ') ?? '';
    await expect.poll(() => text('.graphiql-query-editor'), { timeout: 30_000 }).toContain('query DayInHistory');
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/graphql' && (response.request().postData() ?? '').includes('DayInHistory'),
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: /execute query/i }).click();
    // The whole answer, as the server sent it: the editor draws only the lines in view.
    const answer = (await (await answered).json()) as { data?: { dayBySlug?: { formattedDate?: string } }; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.dayBySlug?.formattedDate).toBe('November 9');
    expect(JSON.stringify(answer.data)).toContain('"total":');
    await expect.poll(() => text('.graphiql-response'), { timeout: 30_000 }).toContain('"formattedDate": "November 9"');
    expect([...foreignHosts]).toEqual([]);
    await page.context().close();
  });

  it('still answers API clients on the same path', async () => {
    const page = await openPage(browser());
    const response = await page.request.post('/graphql', { data: { query: '{ dayBySlug(locale: de, slug: "9-november") { formattedDate } }' } });
    const body = (await response.json()) as { data: unknown; extensions: { cost: { requested: number } } };
    expect(body.data).toEqual({ dayBySlug: { formattedDate: '9. November' } });
    // dayBySlug and its one field.
    expect(body.extensions.cost).toMatchObject({ requested: 2, actual: 2 });
    await page.context().close();
  });
});
