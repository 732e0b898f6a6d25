import type { Route } from './+types/day';
import { DayView } from '../days/DayView';
import { loadCalendarCounts } from '../days/calendar-data';
import { daySummaryOf } from '../days/day-summary';
import { graphql } from '../graphql';
import { alternatesFor } from '../lib/alternates';
import { monthDayFromSlug } from '#shared/day-slugs';
import { dayPath, monthOfSegment } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { MonthView } from '../browse/MonthView';
import { loadMonth, monthMeta } from '../browse/month-page';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { feedAlternates } from '../lib/feed-alternates';
import { dayDescription, isEmptyDay } from '../seo/day-description';
import { dayJsonLd } from '../seo/day-structured-data';
import { ogImageOf } from '../seo/og-image';
import { daySlug } from '#shared/day-slugs';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['browse', 'day', 'entry', 'exact', 'holiday', 'home', 'personal'] };

const DayRouteQuery = graphql(`
  query DayRoute($locale: Locale!, $slug: String!) {
    dayBySlug(locale: $locale, slug: $slug) {
      ...DayView_day
      ...DaySummary_day
    }
  }
`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.daySlug;
  const variables = { locale: context.get(renderContext).locale, slug };
  // A month word (/november) names the month's page.
  const month = monthOfSegment(variables.locale, slug);
  if (month !== null) {
    const [page, calendar] = await Promise.all([loadMonth(context, variables.locale, month), loadCalendarCounts(context, variables.locale)]);
    return { ...page, calendar };
  }
  // Only a slug that names a day is worth asking about; anything else (however long) is a 404.
  if (!monthDayFromSlug(variables.locale, slug)) notFound(request);
  const [{ dayBySlug: day }, calendar] = await Promise.all([loadQuery(context, DayRouteQuery, variables), loadCalendarCounts(context, variables.locale)]);
  if (!day) notFound(request);
  const { monthDay, counts, shown } = daySummaryOf(day);
  return { page: 'day' as const, day, alternates: alternatesFor((l) => dayPath(l, monthDay)), summary: counts, monthDay, shown, calendar };
}

export default function DayRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page === 'month' ? (
    <MonthView data={loaderData} calendar={loaderData.calendar} />
  ) : (
    <DayView day={loaderData.day} calendar={loaderData.calendar} />
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  if (loaderData.page === 'month') return monthMeta(ctx, loaderData, location.pathname);
  const heading = ctx.intl.formatMessage({ id: 'day.title' }, { date: loaderData.summary.date });
  return seoMeta({
    title: `${heading} · Daypedia`,
    ...ogImageOf(ctx.locale, 'day', daySlug(ctx.locale, loaderData.monthDay), heading),
    description: dayDescription(ctx.intl, loaderData.summary),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    noindex: isEmptyDay(loaderData.summary),
    feeds: feedAlternates(ctx.intl, ctx.locale, ['today']),
    jsonLd: dayJsonLd(ctx, loaderData, location.pathname),
  });
}
