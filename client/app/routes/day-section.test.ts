import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderContext, requestContext } from '../lib/request-context';
import { localeOfPath, pagePathOf, SECTION_PAGE_MAX } from '#shared/paths';
import { loader } from './day-section';

/** What the loader throws for a section path, without a database: a page number past the bound is refused before any query. */
async function statusOf(path: string, params: { daySlug?: string; dateSlug?: string; section: string; page?: string }): Promise<number> {
  const context = new RouterContextProvider();
  // Never asked: a refused page number throws before the route queries anything.
  context.set(requestContext, () => Promise.reject(new Error('The page queried the schema')));
  const pathname = pagePathOf(path);
  context.set(renderContext, { pathname, locale: localeOfPath(pathname), nonce: '', origin: 'http://daypedia.test', reportError: () => {} });
  try {
    await loader({ request: new Request(`http://daypedia.test${path}`), context, params } as unknown as Parameters<typeof loader>[0]);
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe('the page of a day section', () => {
  it('is a 404 past the last page the data API answers, for a day and for an exact date', async () => {
    for (const page of [String(SECTION_PAGE_MAX + 1), '200000', '999999']) {
      expect(await statusOf(`/march-14/events/${page}`, { daySlug: 'march-14', section: 'events', page }), page).toBe(404);
      expect(await statusOf(`/day/march-14-1969/births/${page}`, { dateSlug: 'march-14-1969', section: 'births', page }), page).toBe(404);
    }
  });
});
