import type { Route } from './+types/sitemap';
import { graphql } from '../graphql';
import type { SitemapRouteQuery } from '../graphql/graphql';
import { isLocale } from '../../shared/locales';
import { queryData } from '../lib/apollo';
import { notFound } from '../lib/not-found';
import { apiGuidePath, holidayListPath, homePath, infoPath } from '../../shared/paths';
import { serverApollo } from '../lib/route-data';
import { renderContext } from '../lib/request-context';
import { MAX_SITEMAP_PAGES, sitemapXml, type SitemapPage } from '../seo/sitemap';

const SitemapDays = graphql(`
  query SitemapDaysRoute($locale: Locale!) {
    listedDays(locale: $locale) {
      day {
        siteUrl
      }
      lastChanged
    }
  }
`);

const SitemapEntries = graphql(`
  query SitemapRoute($locale: Locale!, $after: String) {
    entries(filter: { locale: $locale }, first: 100, after: $after) {
      edges {
        node {
          id
          locale
          path
          fallbackFrom
          updatedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One language's sitemap: home, the days that list something, the information pages and every entry page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = params.file.replace(/\.xml$/, '');
  if (!isLocale(locale) || !params.file.endsWith('.xml')) notFound(request);
  const { origin } = context.get(renderContext);
  const client = serverApollo(context);
  const pages: SitemapPage[] = [
    homePath(locale),
    holidayListPath(locale),
    infoPath(locale, 'about'),
    infoPath(locale, 'privacy'),
    infoPath(locale, 'terms'),
    // The API guide is English in every language; the others name the English one as the page.
    ...(locale === 'en' ? [apiGuidePath(locale)] : []),
  ].map((path) => ({ path }));
  // A day with nothing on it says so and is not indexed: it is left out.
  const { listedDays } = await queryData(client, SitemapDays, { locale });
  pages.push(...listedDays.map(({ day, lastChanged }) => ({ path: day.siteUrl, lastChanged: String(lastChanged) })));
  let after: string | null = null;
  while (pages.length < MAX_SITEMAP_PAGES) {
    const { entries }: SitemapRouteQuery = await queryData(client, SitemapEntries, { locale, after });
    // Texts borrowed from another language are not this language's pages.
    for (const { node } of entries.edges) if (node.path && !node.fallbackFrom) pages.push({ path: node.path, lastChanged: String(node.updatedAt) });
    if (!entries.pageInfo.hasNextPage) break;
    after = entries.pageInfo.endCursor ?? null;
  }
  return new Response(sitemapXml(origin, pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
