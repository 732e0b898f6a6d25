import type { Route } from './+types/year';
import { YearView, YearViewFragment } from '../browse/YearView';
import { loadCalendarCounts } from '../days/calendar-data';
import { getFragmentData, graphql } from '../graphql';
import { alternatesFor } from '../lib/alternates';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import { yearOfSegment, yearPath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['browse', 'day', 'entry', 'exact', 'holiday', 'home', 'personal'] };

const YearRouteQuery = graphql(`
  query YearRoute($locale: Locale!, $year: Int!) {
    year(locale: $locale, year: $year) {
      ...YearView_year
    }
  }
`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale } = context.get(renderContext);
  // Only a year as the site writes it, within the years entries can have, is worth asking about.
  const number = yearOfSegment(params.year);
  if (number === null) notFound(request);
  const [{ year }, calendar] = await Promise.all([loadQuery(context, YearRouteQuery, { locale, year: number }), loadCalendarCounts(context, locale)]);
  const { counts } = getFragmentData(YearViewFragment, year);
  return { year, number, counts, calendar, alternates: alternatesFor((l) => yearPath(l, number)) };
}

export default function YearRoute({ loaderData }: Route.ComponentProps) {
  return <YearView year={loaderData.year} calendar={loaderData.calendar} />;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const { number, counts } = loaderData;
  const empty = counts.events + counts.births + counts.deaths === 0;
  const heading = ctx.intl.formatMessage({ id: 'browse.yearTitle' }, { year: number });
  return seoMeta({
    title: `${heading} · Daypedia`,
    description: ctx.intl.formatMessage({ id: empty ? 'browse.yearEmpty' : 'browse.yearDescription' }, { year: number, ...counts }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    noindex: empty,
    jsonLd: jsonLdGraph(breadcrumbListOf(ctx.origin, [homeCrumb(ctx.intl, ctx.locale), { name: String(number), path: location.pathname }])),
  });
}
