import type { Route } from './+types/entry-index';
import { indexCenturiesOf } from '../browse/centuries';
import { EntryIndexView, INDEX_TITLE } from '../browse/EntryIndexView';
import { loadCalendarCounts } from '../days/calendar-data';
import { graphql } from '../graphql';
import { alternatesFor } from '../lib/alternates';
import { metaContext } from '../lib/meta-context';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import { BROWSE_CENTURIES, ENTRY_SEGMENT, entryIndexPath, stripLocale, type EntryIndexKind } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['browse', 'day', 'home'] };

/** How many there are by month and by century and decade: two sums of the counts the database keeps. */
const EntryIndexRouteQuery = graphql(`
  query EntryIndexRoute($locale: Locale!, $kind: EntryKind!) {
    byMonth: entryCounts(filter: { locale: $locale, kind: $kind }, groupBy: [MONTH]) {
      month
      count
    }
    byDecade: entryCounts(filter: { locale: $locale, kind: $kind }, groupBy: [CENTURY, DECADE]) {
      century
      decade
      count
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const { pathname, locale } = context.get(renderContext);
  const kind: EntryIndexKind = stripLocale(pathname) === `/${ENTRY_SEGMENT.PERSON[locale]}` ? 'PERSON' : 'EVENT';
  const [{ byMonth, byDecade }, calendar] = await Promise.all([
    loadQuery(context, EntryIndexRouteQuery, { locale, kind }),
    loadCalendarCounts(context, locale),
  ]);
  return {
    kind,
    months: byMonth.flatMap(({ month, count }) => (month ? [{ month, count }] : [])),
    // The centuries with their decades' counts; the years are listed on each century's page.
    centuries: indexCenturiesOf(
      byDecade.flatMap(({ century, decade, count }) => (century != null && decade != null ? [{ century, decade, count }] : [])),
      BROWSE_CENTURIES,
    ),
    total: byMonth.reduce((sum, { count }) => sum + count, 0),
    alternates: alternatesFor((l) => entryIndexPath(l, kind)),
    calendar,
  };
}

export default function EntryIndexRoute({ loaderData }: Route.ComponentProps) {
  return <EntryIndexView kind={loaderData.kind} months={loaderData.months} centuries={loaderData.centuries} calendar={loaderData.calendar} />;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const heading = ctx.intl.formatMessage({ id: INDEX_TITLE[loaderData.kind] });
  const description = ctx.intl.formatMessage(
    { id: loaderData.kind === 'PERSON' ? 'browse.personIndex.description' : 'browse.eventIndex.description' },
    { count: loaderData.total },
  );
  return seoMeta({
    title: `${heading} · Daypedia`,
    description,
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    noindex: loaderData.total === 0,
    jsonLd: jsonLdGraph(breadcrumbListOf(ctx.origin, [homeCrumb(ctx.intl, ctx.locale), { name: heading, path: location.pathname }])),
  });
}
