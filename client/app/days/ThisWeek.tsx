/**
 * The home page's "this week": today and the six days after it, each with how much it holds (the
 * counts the calendar reads, already on the page), leading to its day page.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LOCALE_INFO } from '#shared/locales';
import { dayPath } from '#shared/paths';
import { getFragmentData } from '../graphql';
import { useLocale } from '../i18n/use-locale';
import { useToday } from '../lib/reader-time';
import { CalendarCountsFragment, type CalendarCounts } from './Calendar';

const DAYS = 7;

export function ThisWeek({ counts }: { counts: CalendarCounts }) {
  const locale = useLocale();
  const intl = useIntl();
  const today = useToday();
  const months = getFragmentData(CalendarCountsFragment, counts);
  const weekday = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = Array.from({ length: DAYS }, (_, i) => {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const month = date.getUTCMonth() + 1;
    const day = date.getUTCDate();
    const count = months.find((m) => m.month === month)?.days[day - 1] ?? 0;
    return { date, month, day, count };
  });
  return (
    <section className="this-week" aria-labelledby="this-week-heading">
      <h2 id="this-week-heading">
        <FormattedMessage id="home.thisWeek" />
      </h2>
      <ol className="this-week-days">
        {days.map(({ date, month, day, count }, i) => (
          <li key={`${month}-${day}`}>
            <Link to={dayPath(locale, { month, day })} aria-current={i === 0 ? 'date' : undefined}>
              <span className="this-week-weekday">{weekday.format(date)}</span>
              <span className="this-week-date">{dayMonth.format(date)}</span>
              <span className="this-week-count">{intl.formatMessage({ id: 'home.thisWeekCount' }, { count })}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
