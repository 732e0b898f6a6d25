/**
 * Holidays as iCalendar: every catalogue holiday of one country, and one holiday's dates, for
 * this year and the next four, as the holiday page lists them. Years come from the holiday
 * calendar, which computes them on its worker thread and keeps them, so a calendar asks the
 * main thread only for a few hundred small events.
 */
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { Locale } from '#shared/locales';
import { entryPath, holidayCalendarPath, holidayListPath, singleHolidayCalendarPath } from '#shared/paths';
import type { Context } from '../graphql/context';
import { entryBySlug, holidaySpanOf, PUBLISHED } from '../entries/views';
import { HOLIDAY_COUNTRIES, type HolidayCountry } from '../holidays/catalogue';
import { COUNTRY_NAMES } from '../entries/country-codes';
import { countryName, feedIntl, nameAsShown } from './feed-intl';

/** This year and the next four: the years a holiday page lists. */
const CALENDAR_YEARS = 5;

/** How often calendar programs should read a holiday calendar again: names change rarely, dates never. */
const REFRESH_SECONDS = 24 * 60 * 60;

function calendarYears(now: Date): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: CALENDAR_YEARS }, (_, i) => first + i);
}

/** The catalogue country a calendar's path names (lower case, as the paths write it), or null for anything else. */
export function holidayCountryOf(code: string): HolidayCountry | null {
  if (!/^[a-z]{2}$/.test(code)) return null;
  const upper = code.toUpperCase();
  if (!(upper in COUNTRY_NAMES)) return null;
  return (HOLIDAY_COUNTRIES as readonly string[]).includes(upper) ? (upper as HolidayCountry) : null;
}

function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function isoDay(iso: string): Date {
  return utcDay(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

/** The day after: an all-day event ends (exclusively) there. */
function dayAfter(date: Date): Date {
  return new Date(date.getTime() + 24 * 60 * 60 * 1000);
}

function hostOf(origin: string): string {
  return new URL(origin).host;
}

interface CalendarOptions {
  locale: Locale;
  origin: string;
  now: Date;
}

function newCalendar({ locale, origin }: CalendarOptions, name: string, description: string, path: string) {
  return ical({
    name,
    description,
    prodId: { company: 'Daypedia', product: 'Holidays', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: `${origin}${holidayListPath(locale)}`,
    source: `${origin}${path}`,
    ttl: REFRESH_SECONDS,
  });
}

/**
 * Every catalogue holiday a country keeps, each on that country's own dates, named in the
 * language (or, where it has no name yet, in the borrowed one, marked) and linking to its page.
 */
export async function countryHolidayCalendar(ctx: Context, country: HolidayCountry, options: CalendarOptions): Promise<string> {
  const { locale, origin, now } = options;
  const intl = feedIntl(locale);
  const years = calendarYears(now);
  const [articles] = await Promise.all([
    ctx.db.article.findMany({
      where: { locale, ...PUBLISHED, entry: { kind: 'HOLIDAY', listed: true, holidayRule: { not: null }, countries: { has: country } } },
      select: { title: true, slug: true, summary: true, fallbackFrom: true, entry: { select: { key: true } } },
      orderBy: { entryId: 'asc' },
    }),
    // Every year at once: the worker computes those it does not keep yet, in turn, off this thread.
    ctx.holidays.warm(years),
  ]);
  const place = countryName(locale, country);
  const path = holidayCalendarPath(locale, country);
  const calendar = newCalendar(
    options,
    intl.formatMessage({ id: 'feeds.holidayCalendar.name' }, { country: place }),
    intl.formatMessage({ id: 'feeds.holidayCalendar.description' }, { country: place, first: years[0], last: years[years.length - 1] }),
    path,
  );
  const host = hostOf(origin);
  for (const year of years) {
    const observances = await Promise.all(articles.map((article) => ctx.holidays.observancesOf(year, article.entry.key)));
    articles.forEach((article, i) => {
      const here = observances[i].find((o) => o.country === country);
      if (!here) return;
      const url = `${origin}${entryPath(locale, 'HOLIDAY', article.slug)}`;
      calendar.createEvent({
        id: `${article.entry.key.replace(/^holiday:/, '')}-${country.toLowerCase()}-${year}@${host}`,
        start: isoDay(here.start),
        end: dayAfter(isoDay(here.end)),
        allDay: true,
        stamp: now,
        summary: nameAsShown(locale, article.title, article.fallbackFrom),
        description: article.summary ? `${article.summary}\n\n${url}` : url,
        url,
        transparency: ICalEventTransparency.TRANSPARENT,
        categories: [{ name: intl.formatMessage({ id: `entry.holidayType.${here.type}` }) }],
      });
    });
  }
  return calendar.toString();
}

/**
 * One holiday's next dates (its first to its last day), as its page lists them: the coming ones
 * not over by today, as many as the years of a calendar; null when no such page exists.
 */
export async function singleHolidayCalendar(ctx: Context, slug: string, options: CalendarOptions): Promise<string | null> {
  const { locale, origin, now } = options;
  const view = await entryBySlug(ctx, locale, 'HOLIDAY', slug);
  if (!view) return null;
  // One year more than listed, as this year's date may be over.
  const candidates = [...calendarYears(now), now.getUTCFullYear() + CALENDAR_YEARS];
  const candidateSpans = await Promise.all(candidates.map((year) => holidaySpanOf(ctx, view.entry, year)));
  const today = utcDay(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
  const coming = candidates.flatMap((year, i) => {
    const span = candidateSpans[i];
    if (!span) return [];
    const endYear = span.end.month < span.start.month ? year + 1 : year;
    return utcDay(endYear, span.end.month, span.end.day) >= today ? [{ year, span }] : [];
  });
  const years = coming.slice(0, CALENDAR_YEARS).map((c) => c.year);
  const spans = coming.slice(0, CALENDAR_YEARS).map((c) => c.span);
  const title = nameAsShown(locale, view.article.title, view.article.fallbackFrom);
  const url = `${origin}${entryPath(locale, 'HOLIDAY', view.article.slug)}`;
  const calendar = newCalendar(options, title, view.article.summary || title, singleHolidayCalendarPath(locale, view.article.slug));
  const host = hostOf(origin);
  years.forEach((year, i) => {
    const span = spans[i];
    if (!span) return;
    // A festival that runs past 31 December ends in the next year, as the page says.
    const endYear = span.end.month < span.start.month ? year + 1 : year;
    calendar.createEvent({
      id: `${view.entry.key.replace(/^holiday:/, '')}-${year}@${host}`,
      start: utcDay(year, span.start.month, span.start.day),
      end: dayAfter(utcDay(endYear, span.end.month, span.end.day)),
      allDay: true,
      stamp: now,
      summary: title,
      description: view.article.summary ? `${view.article.summary}\n\n${url}` : url,
      url,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  });
  return calendar.toString();
}
