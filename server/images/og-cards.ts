/**
 * What a link preview picture shows for a page: its title and the date it is about, in its
 * language, taken from the routing table's slugs and the database, never from the address; null
 * for a page the site does not link.
 */
import { isValidExactDate, type ExactDate, type MonthDay } from '#shared/calendar';
import { formatDayDate, formatExactDate } from '#shared/date-format';
import { monthDayFromSlug, parseExactDateSlug } from '#shared/day-slugs';
import type { Locale } from '#shared/locales';
import type { OgImagePage } from '#shared/og-images';
import { BROWSE_YEARS, type EntryPageKind } from '#shared/paths';
import type { Context } from '../graphql/context';
import { entryBySlug, holidaySpanOf } from '../entries/views';
import type { OgCard } from './og-card';
import { siteMessages } from '../http/site-messages';

const ENTRY_KIND: Record<string, EntryPageKind> = { event: 'EVENT', person: 'PERSON', holiday: 'HOLIDAY' };

/** The title of a day or an exact-date page, the site's own message (it takes only the date). */
function pageTitle(locale: Locale, id: 'day.title' | 'exact.title', date: string): string {
  return (siteMessages(locale)[id] ?? '{date}').replace('{date}', date);
}

/** A date written out, or nothing for one the calendar cannot write (before the years the site knows). */
function written(locale: Locale, date: ExactDate | MonthDay): string {
  if (!('year' in date)) return formatDayDate(locale, date);
  return isValidExactDate(date) ? formatExactDate(locale, date) : '';
}

const range = (from: string, to: string) => (to && to !== from ? `${from} – ${to}` : from);

/**
 * Whether the site links the exact date: entry pages link the dates of their entries, which lie
 * within the years the site browses. Millions of other dates have pages too, but no link leads to
 * them and their pictures are not drawn.
 */
async function isLinkedDate(ctx: Context, { year, month, day }: ExactDate): Promise<boolean> {
  if (year < BROWSE_YEARS.first || year > BROWSE_YEARS.last) return false;
  const entry = await ctx.db.entry.findFirst({
    select: { id: true },
    where: {
      listed: true,
      OR: [
        { year, month, day },
        { birthYear: year, birthMonth: month, birthDay: day },
        { deathYear: year, deathMonth: month, deathDay: day },
      ],
    },
  });
  return entry !== null;
}

export function createOgCards(contextFor: () => Context): (page: OgImagePage) => Promise<OgCard | null> {
  return async ({ locale, kind, slug }) => {
    if (kind === 'day') {
      const md = monthDayFromSlug(locale, slug);
      if (!md) return null;
      const date = formatDayDate(locale, md);
      return { locale, date, title: pageTitle(locale, 'day.title', date) };
    }
    if (kind === 'date') {
      const exact = parseExactDateSlug(locale, slug);
      if (!exact || !isValidExactDate(exact) || !(await isLinkedDate(contextFor(), exact))) return null;
      const date = formatExactDate(locale, exact);
      return { locale, date, title: pageTitle(locale, 'exact.title', date) };
    }
    const ctx = contextFor();
    const view = await entryBySlug(ctx, locale, ENTRY_KIND[kind], slug);
    if (!view) return null;
    const { entry, article } = view;
    const on = (year: number | null, month: number | null, day: number | null) =>
      month === null || day === null ? '' : written(locale, year === null ? { month, day } : { year, month, day });
    let date = '';
    if (entry.kind === 'EVENT') date = on(entry.year, entry.month, entry.day);
    else if (entry.kind === 'PERSON')
      date = range(on(entry.birthYear, entry.birthMonth, entry.birthDay), on(entry.deathYear, entry.deathMonth, entry.deathDay));
    else if (entry.kind === 'HOLIDAY') {
      const year = new Date().getUTCFullYear();
      const span = await holidaySpanOf(ctx, entry, year);
      date = span ? range(written(locale, { year, ...span.start }), written(locale, { year, ...span.end })) : on(null, entry.month, entry.day);
    }
    return { locale, title: article.title, date };
  };
}
