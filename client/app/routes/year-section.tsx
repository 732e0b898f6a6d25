import type { Route } from './+types/year-section';
import { YEAR_SECTION_TITLE, YearSectionView, YearSectionViewFragment } from '../browse/YearSectionView';
import { getFragmentData, graphql } from '../graphql';
import type { YearSection } from '../graphql/graphql';
import { alternatesFor } from '../lib/alternates';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import { sectionPageNumber, yearOfSegment, yearPath, yearSectionOfSegment, yearSectionPath, type YearSectionName } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['browse', 'day', 'daySection', 'entry', 'personal'] };

const YearSectionRouteQuery = graphql(`
  query YearSectionRoute($locale: Locale!, $year: Int!, $section: YearSection!, $page: Int!) {
    year(locale: $locale, year: $year) {
      ...YearSectionView_year
    }
  }
`);

const SECTION_ENUM: Record<YearSectionName, YearSection> = { events: 'EVENTS', births: 'BIRTHS', deaths: 'DEATHS' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale } = context.get(renderContext);
  const number = yearOfSegment(params.year);
  const section = yearSectionOfSegment(locale, params.section);
  const page = sectionPageNumber(params.page);
  // Only a year, a section and a page number as the site writes them are worth asking about.
  if (number === null || !section || !page) notFound(request);
  const { year } = await loadQuery(context, YearSectionRouteQuery, { locale, year: number, section: SECTION_ENUM[section], page });
  const listing = getFragmentData(YearSectionViewFragment, year).sectionPage;
  // Past the last page there is nothing to show.
  if (!listing) notFound(request);
  return { year, number, section, page, empty: listing.totalCount === 0, alternates: alternatesFor((l) => yearSectionPath(l, number, section, page)) };
}

export default function YearSectionRoute({ loaderData }: Route.ComponentProps) {
  return <YearSectionView year={loaderData.year} section={loaderData.section} />;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const { page, number } = loaderData;
  const heading = ctx.intl.formatMessage({ id: YEAR_SECTION_TITLE[loaderData.section] }, { year: number });
  return seoMeta({
    title: `${heading}${page > 1 ? ` · ${ctx.intl.formatMessage({ id: 'pagination.page' }, { page })}` : ''} · Daypedia`,
    description: ctx.intl.formatMessage({ id: 'browse.yearSection.description' }, { heading, page }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    noindex: loaderData.empty,
    jsonLd: jsonLdGraph(
      breadcrumbListOf(ctx.origin, [
        homeCrumb(ctx.intl, ctx.locale),
        { name: String(number), path: yearPath(ctx.locale, number) },
        { name: heading, path: location.pathname },
      ]),
    ),
  });
}
