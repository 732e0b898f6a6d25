import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BorrowedName } from '../components/BorrowedName';
import { Calendar, type CalendarCounts } from '../days/Calendar';
import { HolidayDateRange } from '../holidays/HolidayDateRange';
import { HolidayStatuses } from '../holidays/HolidayStatuses';
import { useLocale } from '../i18n/use-locale';
import { MONTH_LENGTHS } from '#shared/calendar';
import { formatDayDate, monthName } from '#shared/date-format';
import { dayPath, monthPath } from '#shared/paths';
import type { MonthPageData } from './month-page';

/** The month before or after, round the year. */
const besideMonth = (month: number, step: 1 | -1) => ((month - 1 + step + 12) % 12) + 1;

/** A month page: each of its days with what it lists, the month's holidays this year, and the months beside it. */
export function MonthView({ data, calendar }: { data: MonthPageData; calendar?: CalendarCounts }) {
  const locale = useLocale();
  const intl = useIntl();
  const { month, year, days, holidays } = data;
  const name = monthName(locale, month);
  const previous = besideMonth(month, -1);
  const next = besideMonth(month, 1);
  return (
    <main id="main" className="page browse-page month-page">
      <header className="day-header">
        <h1>{name}</h1>
        <p className="lead">
          <FormattedMessage id="browse.monthIntro" values={{ month: name, year }} />
        </p>
      </header>
      <section aria-labelledby="month-days-heading">
        <h2 id="month-days-heading">
          <FormattedMessage id="browse.monthDays" values={{ month: name }} />
        </h2>
        <ol className="month-calendar">
          {Array.from({ length: MONTH_LENGTHS[month - 1] ?? 31 }, (_, i) => {
            const day = i + 1;
            const counts = days[day];
            return (
              <li key={day}>
                <Link to={dayPath(locale, { month, day })}>
                  <span aria-hidden="true" className="month-calendar-day">
                    {day}
                  </span>
                  <span className="visually-hidden">{formatDayDate(locale, { month, day })}</span>
                </Link>
                {counts?.events ? (
                  <span className="month-calendar-count">
                    <FormattedMessage id="day.countEvents" values={{ count: counts.events }} />
                  </span>
                ) : null}
                {counts?.births ? (
                  <span className="month-calendar-count">
                    <FormattedMessage id="day.countBirths" values={{ count: counts.births }} />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="month-holidays-heading" className="holiday-month">
        <h2 id="month-holidays-heading">
          <FormattedMessage id="browse.monthHolidays" values={{ month: name, year }} />
        </h2>
        {holidays.length ? (
          <ul className="holiday-list">
            {holidays.map((holiday) => (
              <li key={holiday.id}>
                <Link className="holiday-date" to={dayPath(locale, holiday.start)}>
                  <HolidayDateRange start={holiday.start} end={holiday.end} />
                </Link>
                <span className="holiday-name">
                  {holiday.path ? (
                    <Link to={holiday.path}>
                      <BorrowedName name={holiday.title} fallbackFrom={holiday.fallbackFrom} />
                    </Link>
                  ) : (
                    <BorrowedName name={holiday.title} fallbackFrom={holiday.fallbackFrom} />
                  )}{' '}
                  <HolidayStatuses observances={holiday.observances} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">
            <FormattedMessage id="browse.monthNoHolidays" values={{ month: name, year }} />
          </p>
        )}
      </section>
      <nav className="day-nav" aria-label={intl.formatMessage({ id: 'browse.otherMonths' })}>
        <Link to={monthPath(locale, previous)} rel="prev">
          ← {monthName(locale, previous)}
        </Link>
        <Link to={monthPath(locale, next)} rel="next">
          {monthName(locale, next)} →
        </Link>
      </nav>
      <Calendar month={month} counts={calendar} />
    </main>
  );
}
