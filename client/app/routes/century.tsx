import type { Route } from './+types/century';
import { centuriesOf, centuryYears } from '../browse/centuries';
import { centuryName } from '../browse/CenturyName';
import { CENTURY_TITLE, CenturyView } from '../browse/CenturyView';
import { loadCalendarCounts } from '../days/calendar-data';
import { INDEX_TITLE } from '../browse/EntryIndexView';
import { graphql } from '../graphql';
import { alternatesFor } from '../lib/alternates';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import { centuryOfSegment, centuryPath, ENTRY_SEGMENT, entryIndexPath, stripLocale, type EntryIndexKind } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['browse', 'day', 'home'] };

/** How many there are by year: a sum of the counts the database keeps, of which the century's years are shown. */
const CenturyRouteQuery = graphql(`
  query CenturyRoute($locale: Locale!, $kind: EntryKind!) {
    entryCounts(filter: { locale: $locale, kind: $kind }, groupBy: [YEAR]) {
      year
      count
    }
  }
`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { pathname, locale } = context.get(renderContext);
  const kind: EntryIndexKind = stripLocale(pathname).startsWith(`/${ENTRY_SEGMENT.PERSON[locale]}/`) ? 'PERSON' : 'EVENT';
  // Only a century as the site writes it, within the centuries of the years entries can have, is worth asking about.
  const number = centuryOfSegment(params.century);
  if (number === null) notFound(request);
  const [{ entryCounts }, calendar] = await Promise.all([loadQuery(context, CenturyRouteQuery, { locale, kind }), loadCalendarCounts(context, locale)]);
  const years = entryCounts.flatMap(({ year, count }) => (year ? [{ year, count }] : []));
  const [century = { century: number, count: 0, decades: [] }] = centuriesOf(years, centuryYears(number));
  return { kind, century, calendar, alternates: alternatesFor((l) => centuryPath(l, kind, number)) };
}

export default function CenturyRoute({ loaderData }: Route.ComponentProps) {
  return <CenturyView kind={loaderData.kind} century={loaderData.century} calendar={loaderData.calendar} />;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const { kind, century } = loaderData;
  const name = centuryName(ctx.intl, ctx.locale, century.century);
  const heading = ctx.intl.formatMessage({ id: CENTURY_TITLE[kind] }, { century: name });
  const description = century.count
    ? ctx.intl.formatMessage(
        { id: kind === 'PERSON' ? 'browse.centuryPersons.description' : 'browse.centuryEvents.description' },
        { century: name, count: century.count },
      )
    : ctx.intl.formatMessage({ id: 'browse.centuryEmpty' });
  return seoMeta({
    title: `${heading} · Daypedia`,
    description,
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    noindex: century.count === 0,
    jsonLd: jsonLdGraph(
      breadcrumbListOf(ctx.origin, [
        homeCrumb(ctx.intl, ctx.locale),
        { name: ctx.intl.formatMessage({ id: INDEX_TITLE[kind] }), path: entryIndexPath(ctx.locale, kind) },
        { name, path: location.pathname },
      ]),
    ),
  });
}
