import type { Route } from './+types/exact-date';
import { DayView } from '../days/DayView';
import { loadCalendarCounts } from '../days/calendar-data';
import { daySummaryOf } from '../days/day-summary';
import { graphql } from '../graphql';
import { useLocale } from '../i18n/use-locale';
import { alternatesFor } from '../lib/alternates';
import { formatDayDate } from '#shared/date-format';
import { parseExactDateSlug } from '#shared/day-slugs';
import { dayPath, exactDatePath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { dayDescription, isEmptyDay } from '../seo/day-description';
import { dayJsonLd } from '../seo/day-structured-data';
import { ogImageOf } from '../seo/og-image';
import { exactDateSlug } from '#shared/day-slugs';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['day', 'entry', 'exact', 'holiday', 'home', 'personal'] };

const ExactDateRouteQuery = graphql(`
  query ExactDateRoute($locale: Locale!, $slug: String!) {
    exactDate(locale: $locale, slug: $slug) {
      year
      month
      day
      ...DayView_day
      ...DaySummary_day
    }
  }
`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.dateSlug;
  const variables = { locale: context.get(renderContext).locale, slug };
  // Only a slug that names a real date is worth asking about; anything else (however long) is a 404.
  if (!parseExactDateSlug(variables.locale, slug)) notFound(request);
  const [{ exactDate: day }, calendar] = await Promise.all([loadQuery(context, ExactDateRouteQuery, variables), loadCalendarCounts(context, variables.locale)]);
  if (!day) notFound(request);
  const { monthDay, counts, shown } = daySummaryOf(day);
  return {
    day,
    alternates: alternatesFor((l) => exactDatePath(l, { year: day.year, ...monthDay })),
    summary: counts,
    monthDay,
    shown,
    year: day.year,
    calendar,
  };
}

export default function ExactDateRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { day } = loaderData;
  return <DayView day={day} allYears={{ path: dayPath(locale, day), label: formatDayDate(locale, day) }} calendar={loaderData.calendar} />;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const heading = ctx.intl.formatMessage({ id: 'exact.title' }, { date: loaderData.summary.date });
  return seoMeta({
    title: `${heading} · Daypedia`,
    ...ogImageOf(ctx.locale, 'date', exactDateSlug(ctx.locale, { ...loaderData.monthDay, year: loaderData.year }), heading),
    description: dayDescription(ctx.intl, loaderData.summary),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    noindex: isEmptyDay(loaderData.summary),
    jsonLd: dayJsonLd(ctx, loaderData, location.pathname),
  });
}
