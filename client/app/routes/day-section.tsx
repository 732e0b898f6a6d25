import type { Route } from './+types/day-section';
import { DAY_SECTION_TITLE, DaySectionView, DaySectionViewFragment } from '../days/DaySectionView';
import { getFragmentData, graphql } from '../graphql';
import type { DaySection } from '../graphql/graphql';
import { alternatesFor } from '../lib/alternates';
import { metaContext, type MetaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, dayCrumb, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import { ogImageOf } from '../seo/og-image';
import { daySlug, exactDateSlug } from '#shared/day-slugs';
import { monthDayFromSlug, parseExactDateSlug } from '#shared/day-slugs';
import { daySectionOfSegment, daySectionPath, exactDatePath, sectionPageNumber, type DaySectionName } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['day', 'daySection', 'entry', 'personal'] };

const DaySectionRouteQuery = graphql(`
  query DaySectionRoute($locale: Locale!, $slug: String!, $section: DaySection!, $page: Int!) {
    dayBySlug(locale: $locale, slug: $slug) {
      formattedDate
      ...DaySectionView_day
    }
  }
`);

const ExactDateSectionRouteQuery = graphql(`
  query ExactDateSectionRoute($locale: Locale!, $slug: String!, $section: DaySection!, $page: Int!) {
    exactDate(locale: $locale, slug: $slug) {
      formattedDate
      ...DaySectionView_day
    }
  }
`);

const SECTION_ENUM: Record<DaySectionName, DaySection> = { events: 'EVENTS', births: 'BIRTHS', deaths: 'DEATHS', personalEntries: 'PERSONAL_ENTRIES' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale } = context.get(renderContext);
  const section = daySectionOfSegment(locale, params.section);
  const page = sectionPageNumber(params.page);
  const slug = params.dateSlug ?? params.daySlug ?? '';
  const date = params.dateSlug === undefined ? monthDayFromSlug(locale, slug) : parseExactDateSlug(locale, slug);
  // Only a real date, a known section and a page number as the site writes it are worth asking about.
  if (!section || !page || !date) notFound(request);
  const variables = { locale, slug, section: SECTION_ENUM[section], page };
  const day =
    params.dateSlug === undefined
      ? (await loadQuery(context, DaySectionRouteQuery, variables)).dayBySlug
      : (await loadQuery(context, ExactDateSectionRouteQuery, variables)).exactDate;
  // Past the last page there is nothing to show.
  if (!day || !getFragmentData(DaySectionViewFragment, day).sectionPage) notFound(request);
  return {
    day,
    page,
    section,
    date: day.formattedDate,
    // The first page of a section with nothing in it shows nothing.
    empty: getFragmentData(DaySectionViewFragment, day).sectionPage?.totalCount === 0,
    alternates: alternatesFor((l) => daySectionPath(l, date, section, page)),
    monthDay: { month: date.month, day: date.day },
    year: getFragmentData(DaySectionViewFragment, day).exactYear ?? null,
  };
}

export default function DaySectionRoute({ loaderData }: Route.ComponentProps) {
  return <DaySectionView day={loaderData.day} section={loaderData.section} />;
}

/** Home > the day (> the exact date) > the section. */
function sectionCrumbs(ctx: MetaContext, data: Awaited<ReturnType<typeof loader>>, heading: string, pathname: string) {
  const { monthDay, year } = data;
  const exact = year ? [{ name: data.date, path: exactDatePath(ctx.locale, { ...monthDay, year }) }] : [];
  return [homeCrumb(ctx.intl, ctx.locale), dayCrumb(ctx.locale, monthDay), ...exact, { name: heading, path: pathname }];
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const { page, monthDay, year } = loaderData;
  const heading = ctx.intl.formatMessage({ id: DAY_SECTION_TITLE[loaderData.section] }, { date: loaderData.date });
  return seoMeta({
    title: `${heading}${page > 1 ? ` · ${ctx.intl.formatMessage({ id: 'pagination.page' }, { page })}` : ''} · Daypedia`,
    description: ctx.intl.formatMessage({ id: 'daySection.description' }, { heading, page }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    noindex: loaderData.empty,
    // The picture of the day (or the exact date) the section belongs to.
    ...(year
      ? ogImageOf(ctx.locale, 'date', exactDateSlug(ctx.locale, { ...monthDay, year }), heading)
      : ogImageOf(ctx.locale, 'day', daySlug(ctx.locale, monthDay), heading)),
    jsonLd: jsonLdGraph(breadcrumbListOf(ctx.origin, sectionCrumbs(ctx, loaderData, heading, location.pathname))),
  });
}
