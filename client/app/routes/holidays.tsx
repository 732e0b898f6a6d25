import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/holidays';
import { graphql } from '../graphql';
import { useLocale } from '../i18n/use-locale';
import { alternatesFor } from '../lib/alternates';
import { BorrowedName } from '../components/BorrowedName';
import { HolidayDateRange } from '../holidays/HolidayDateRange';
import { HolidayStatuses } from '../holidays/HolidayStatuses';
import { monthName } from '#shared/date-format';
import { dayPath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { metaContext } from '../lib/meta-context';
import { holidayListPath } from '#shared/paths';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, holidaysCrumb, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['day', 'entry', 'holiday', 'holidays'] };

const HolidaysRouteQuery = graphql(`
  query HolidaysRoute($locale: Locale!, $year: Int!) {
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
          year
          month
          day
        }
        end {
          year
          month
          day
        }
      }
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const variables = { locale: context.get(renderContext).locale, year: new Date().getFullYear() };
  const data = await loadQuery(context, HolidaysRouteQuery, variables);
  return { data, variables, alternates: alternatesFor(holidayListPath) };
}

export default function HolidaysRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { year } = loaderData.variables;
  const { data } = loaderData;
  if (!data) return null;
  const months = new Map<number, typeof data.holidays>();
  for (const holiday of data.holidays) {
    const month = holiday.dates[0].start.month;
    months.set(month, [...(months.get(month) ?? []), holiday]);
  }
  return (
    <main id="main" className="page holidays-page">
      <h1>
        <FormattedMessage id="holidays.heading" values={{ year }} />
      </h1>
      <p className="lead">
        <FormattedMessage id="holidays.intro" values={{ year }} />
      </p>
      {[...months].map(([month, holidays]) => (
        <section key={month} aria-labelledby={`month-${month}`} className="holiday-month">
          <h2 id={`month-${month}`}>{monthName(locale, month)}</h2>
          <ul className="holiday-list">
            {holidays.map((holiday) => {
              const { start, end } = holiday.dates[0];
              return (
                <li key={holiday.id}>
                  <Link className="holiday-date" to={dayPath(locale, start)}>
                    <HolidayDateRange start={start} end={end} />
                  </Link>
                  <span className="holiday-name">
                    <Link to={holiday.path!}>
                      <BorrowedName name={holiday.title} fallbackFrom={holiday.fallbackFrom} />
                    </Link>{' '}
                    <HolidayStatuses observances={holiday.observances} />
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </main>
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  return seoMeta({
    title: `${ctx.intl.formatMessage({ id: 'holidays.title' })} ${loaderData.variables.year} · Daypedia`,
    description: ctx.intl.formatMessage({ id: 'holidays.description' }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    jsonLd: jsonLdGraph(breadcrumbListOf(ctx.origin, [homeCrumb(ctx.intl, ctx.locale), holidaysCrumb(ctx.intl, ctx.locale)])),
  });
}
