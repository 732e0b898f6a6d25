/**
 * A month page (/november, /tr/kasim): what it loads and how it names itself. Month words share
 * the day's one-segment pattern, so the day route hands a month word over to these.
 */
import type { RouterContextProvider } from 'react-router';
import { graphql } from '../graphql';
import type { MonthRouteQuery } from '../graphql/graphql';
import { alternatesFor } from '../lib/alternates';
import type { MetaContext } from '../lib/meta-context';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import { monthName } from '#shared/date-format';
import type { Locale } from '#shared/locales';
import { monthPath } from '#shared/paths';

/** Events and births by day of the month (two GROUP BYs on the day indexes), and this year's holidays. */
const MonthRouteQuery = graphql(`
  query MonthRoute($locale: Locale!, $month: Int!, $year: Int!) {
    events: entryCounts(filter: { locale: $locale, kind: EVENT, month: $month }, groupBy: [DAY]) {
      day
      count
    }
    births: entryCounts(filter: { locale: $locale, kind: PERSON, birth: { month: $month } }, groupBy: [DAY]) {
      day
      count
    }
    holidays(locale: $locale, year: $year) {
      id
      locale
      title
      path
      fallbackFrom
      observances {
        country
        status
      }
      dates(fromYear: $year, years: 1) {
        start {
          month
          day
        }
        end {
          month
          day
        }
      }
    }
  }
`);

type Holiday = MonthRouteQuery['holidays'][number];

export interface MonthPageData {
  page: 'month';
  month: number;
  /** The year whose holidays are shown (movable feasts on their date that year). */
  year: number;
  /** Events and births by day of the month. */
  days: Record<number, { events: number; births: number }>;
  holidays: (Pick<Holiday, 'id' | 'title' | 'path' | 'fallbackFrom' | 'observances'> & Holiday['dates'][number])[];
  alternates: Record<string, string>;
}

export async function loadMonth(context: Readonly<RouterContextProvider>, locale: Locale, month: number): Promise<MonthPageData> {
  const year = new Date().getFullYear();
  const result = await loadQuery(context, MonthRouteQuery, { locale, month, year });
  const days: MonthPageData['days'] = {};
  for (const { day, count } of result.events) if (day) days[day] = { events: count, births: 0 };
  for (const { day, count } of result.births) if (day) days[day] = { events: days[day]?.events ?? 0, births: count };
  // The holidays that begin in the month or run into it.
  const holidays = result.holidays.flatMap(({ dates, ...holiday }) => {
    const date = dates[0];
    return date && (date.start.month === month || date.end.month === month) ? [{ ...holiday, ...date }] : [];
  });
  return { page: 'month', month, year, days, holidays, alternates: alternatesFor((l) => monthPath(l, month)) };
}

export function monthMeta(ctx: MetaContext, data: MonthPageData, pathname: string) {
  const name = monthName(ctx.locale, data.month);
  const heading = ctx.intl.formatMessage({ id: 'browse.monthTitle' }, { month: name });
  return seoMeta({
    title: `${heading} · Daypedia`,
    description: ctx.intl.formatMessage({ id: 'browse.monthDescription' }, { month: name, year: data.year, holidays: data.holidays.length }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: pathname,
    alternates: data.alternates,
    jsonLd: jsonLdGraph(breadcrumbListOf(ctx.origin, [homeCrumb(ctx.intl, ctx.locale), { name, path: pathname }])),
  });
}
