import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { LOCALE_INFO } from '#shared/locales';
import { useLocale } from '../i18n/use-locale';
import { formatDayDate, formatExactDate } from '#shared/date-format';
import { HolidayDateRange } from './HolidayDateRange';
import { AddToCalendar } from './AddToCalendar';
import { useToday } from '../lib/reader-time';

/** How many coming dates the page lists. */
const UPCOMING_DATES = 5;

export const HolidayDetailsFragment = graphql(`
  fragment HolidayDetails_entry on Entry {
    title
    slug
    dateRule
    date {
      month
      day
    }
    observances(year: $year) {
      country
      status
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
    dates(fromYear: $year, years: 6) {
      year
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
`);

type Dated = { year: number | null; month: number; day: number };

/** "Friday, 25 December 2026": a date of a coming year with its weekday. */
function DateWithWeekday({ date }: { date: Dated }) {
  const locale = useLocale();
  const intl = useIntl();
  const year = date.year!;
  const value = new Date(Date.UTC(2000, 0, 1));
  value.setUTCFullYear(year, date.month - 1, date.day);
  const weekday = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { weekday: 'long', timeZone: 'UTC' }).format(value);
  return (
    <time dateTime={value.toISOString().slice(0, 10)}>
      {intl.formatMessage({ id: 'holiday.withWeekday' }, { weekday, date: formatExactDate(locale, { year, month: date.month, day: date.day }) })}
    </time>
  );
}

/**
 * What Daypedia knows of a holiday without an article: where and with which status it is kept,
 * how its date is found and when it falls next. Facts from the calendar, shown with a member's
 * article too.
 */
export function HolidayDetails({ holiday: holidayRef, year }: { holiday: FragmentType<typeof HolidayDetailsFragment>; year: number }) {
  const holiday = getFragmentData(HolidayDetailsFragment, holidayRef);
  const locale = useLocale();
  const intl = useIntl();
  const countryNames = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'region' });
  const multiDay = holiday.observances.some((o) => o.start.day !== o.end.day || o.start.month !== o.end.month);
  const sameDates = new Set(holiday.observances.map((o) => `${o.start.month}-${o.start.day}-${o.end.month}-${o.end.day}`)).size <= 1;
  // Coming means not over by the reader's today: this year's date once it has passed is not listed.
  const today = useToday();
  const notOver = (end: Dated) => (end.year ?? 0) * 10000 + end.month * 100 + end.day >= today.year * 10000 + today.month * 100 + today.day;
  const upcoming = holiday.dates.filter((d) => notOver(d.end)).slice(0, UPCOMING_DATES);
  return (
    <div className="holiday-details">
      <section aria-labelledby="holiday-observed">
        <h2 id="holiday-observed">
          <FormattedMessage id="holiday.observedHeading" />
        </h2>
        {holiday.observances.length ? (
          <table className="data-table holiday-observances">
            <caption>
              <FormattedMessage id="holiday.observedCaption" values={{ year }} />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="holiday.country" />
                </th>
                <th scope="col">
                  <FormattedMessage id="holiday.status" />
                </th>
                {multiDay || !sameDates ? (
                  <th scope="col">
                    <FormattedMessage id="holiday.when" />
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {[...holiday.observances]
                .sort((a, b) => (countryNames.of(a.country) ?? a.country).localeCompare(countryNames.of(b.country) ?? b.country, LOCALE_INFO[locale].iso))
                .map((o) => (
                  <tr key={o.country} data-country={o.country} data-status={o.status}>
                    <th scope="row">{countryNames.of(o.country) ?? o.country}</th>
                    <td>
                      <FormattedMessage id={`entry.holidayType.${o.status.toLowerCase()}`} />
                    </td>
                    {multiDay || !sameDates ? (
                      <td>
                        <HolidayDateRange start={o.start} end={o.end} />
                      </td>
                    ) : null}
                  </tr>
                ))}
            </tbody>
          </table>
        ) : (
          <p className="empty">
            <FormattedMessage id="holiday.notObserved" values={{ year }} />
          </p>
        )}
      </section>
      <section aria-labelledby="holiday-rule">
        <h2 id="holiday-rule">
          <FormattedMessage id="holiday.dateRuleHeading" />
        </h2>
        <p>
          {holiday.dateRule ??
            (holiday.date ? (
              <FormattedMessage id="holiday.fixed" values={{ date: formatDayDate(locale, holiday.date) }} />
            ) : (
              intl.formatMessage({ id: 'entry.movable' })
            ))}
        </p>
      </section>
      {upcoming.length ? (
        <section aria-labelledby="holiday-upcoming">
          <h2 id="holiday-upcoming">
            <FormattedMessage id="holiday.upcomingHeading" />
          </h2>
          <ul className="holiday-upcoming">
            {upcoming.map((d) => (
              <li key={d.year}>
                {d.start.day === d.end.day && d.start.month === d.end.month ? (
                  <DateWithWeekday date={d.start} />
                ) : (
                  <FormattedMessage id="holiday.range" values={{ start: <DateWithWeekday date={d.start} />, end: <DateWithWeekday date={d.end} /> }} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AddToCalendar slug={holiday.slug} years={upcoming.map((d) => d.year)} countries={holiday.observances.map((o) => o.country)} />
    </div>
  );
}
