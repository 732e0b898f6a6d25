import type { Route } from './+types/sitemap';
import { graphql } from '../graphql';
import type { SitemapRouteQuery } from '../graphql/graphql';
import { isLocale } from '#shared/locales';
import { notFound } from '../lib/not-found';
import { apiGuidePath, holidayListPath, homePath, infoPath } from '#shared/paths';
import { loadQuery } from '../lib/route-data';
import { renderContext } from '../lib/request-context';
import { BROWSE_SITEMAP_SUFFIX, MAX_SITEMAP_PAGES, sitemapXml, type SitemapPage } from '../seo/sitemap';
import { browseSitemapPages } from '../seo/browse-sitemap';

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

/** What a sitemap's file name says: its language, and whether it is the one of the browsing pages (en-browse.xml). */
const SITEMAP_FILE = new RegExp(`^(?<locale>[a-z]{2})(?<browse>${BROWSE_SITEMAP_SUFFIX})?\\.xml$`);

/**
 * One language's sitemap: home, the days that list something, the information pages and every
 * entry page; or its browsing pages (indexes, months and years), in a file of their own.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const groups = SITEMAP_FILE.exec(params.file)?.groups;
  const locale = groups?.locale ?? '';
  if (!isLocale(locale)) notFound(request);
  const { origin } = context.get(renderContext);
  if (groups?.browse) return sitemapResponse(sitemapXml(origin, await browseSitemapPages(context, locale)));
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
  const { listedDays } = await loadQuery(context, SitemapDays, { locale });
  pages.push(...listedDays.map(({ day, lastChanged }) => ({ path: day.siteUrl, lastChanged: String(lastChanged) })));
  let after: string | null = null;
  while (pages.length < MAX_SITEMAP_PAGES) {
    const { entries }: SitemapRouteQuery = await loadQuery(context, SitemapEntries, { locale, after });
    // Texts borrowed from another language are not this language's pages.
    for (const { node } of entries.edges) if (node.path && !node.fallbackFrom) pages.push({ path: node.path, lastChanged: String(node.updatedAt) });
    if (!entries.pageInfo.hasNextPage) break;
    after = entries.pageInfo.endCursor ?? null;
  }
  return sitemapResponse(sitemapXml(origin, pages));
}

function sitemapResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
