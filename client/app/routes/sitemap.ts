import type { Route } from './+types/sitemap';
import { graphql } from '../graphql';
import type { SitemapRouteQuery } from '../graphql/graphql';
import { isLocale } from '../../shared/locales';
import { allMonthDays } from '../../shared/calendar';
import { dayPath } from '../../shared/paths';
import { queryData } from '../lib/apollo';
import { notFound } from '../lib/not-found';
import { holidayListPath, homePath, infoPath } from '../../shared/paths';
import { serverApollo } from '../lib/route-data';
import { renderContext } from '../lib/request-context';

const SitemapRouteQuery = graphql(`
  query SitemapRoute($locale: Locale!, $after: String) {
    entries(filter: { locale: $locale }, first: 100, after: $after) {
      edges {
        node {
          id
          locale
          path
          fallbackFrom
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The sitemap protocol allows 50,000 addresses per file. */
const MAX_URLS = 50_000;

/** One language's sitemap: home, the 366 days, the information pages and every entry page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.file.replace(/\.xml$/, '');
  if (!isLocale(locale) || !params.file.endsWith('.xml')) notFound(request);
  const { origin } = context.get(renderContext);
  const paths = [homePath(locale), holidayListPath(locale), infoPath(locale, 'about'), infoPath(locale, 'privacy'), infoPath(locale, 'terms')];
  paths.push(...allMonthDays().map((md) => dayPath(locale, md)));
  let after: string | null = null;
  while (paths.length < MAX_URLS) {
    const { entries }: SitemapRouteQuery = await queryData(serverApollo(context), SitemapRouteQuery, { locale, after });
    // Texts borrowed from another language are not this language's pages.
    for (const { node } of entries.edges) if (node.path && !node.fallbackFrom) paths.push(node.path);
    if (!entries.pageInfo.hasNextPage) break;
    after = entries.pageInfo.endCursor ?? null;
  }
  const urls = paths
    .slice(0, MAX_URLS)
    .map((p) => `<url><loc>${origin}${p}</loc></url>`)
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
