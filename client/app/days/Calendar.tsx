import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { useToday } from '../lib/reader-time';
import { useSiteLinks } from '../lib/use-site-links';
import { monthEntries } from '#shared/days';
import { dayPath, entryIndexPath, monthPath } from '#shared/paths';

/**
 * The calendar every day, month and year page and the home page carry: the twelve months, each
 * leading to its month page and its days. The month of the page (or else this month) is open and
 * the page's own day marked. The days are plain links that navigate inside the site from one
 * handler: 366 `<Link>`s cost every render of every page that carries the calendar.
 */
export function Calendar({ month, day }: { month?: number; day?: number }) {
  const locale = useLocale();
  const thisMonth = useToday().month;
  const openMonth = month ?? thisMonth;
  const onDayClick = useSiteLinks();
  return (
    <section className="calendar" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">
        <FormattedMessage id="home.browseMonths" />
      </h2>
      {/* Clicks on the days' links (Enter on one is a click too), handled as a Link's. */}
      <div className="months" onClick={onDayClick}>
        {monthEntries(locale).map((entry, index) => {
          const m = index + 1;
          return (
            <details key={entry.urlName} className="month" open={m === openMonth}>
              <summary>{entry.name}</summary>
              <p className="month-link">
                <Link to={monthPath(locale, m)}>
                  <FormattedMessage id="calendar.monthPage" values={{ month: entry.name }} />
                </Link>
              </p>
              <ol className="month-days">
                {Array.from({ length: entry.days }, (_, d) => (
                  <li key={d}>
                    <a href={dayPath(locale, { month: m, day: d + 1 })} aria-current={m === month && d + 1 === day ? 'page' : undefined}>
                      {d + 1}
                    </a>
                  </li>
                ))}
              </ol>
            </details>
          );
        })}
      </div>
      <p className="calendar-indexes">
        <Link to={entryIndexPath(locale, 'EVENT')}>
          <FormattedMessage id="calendar.eventIndex" />
        </Link>
        <Link to={entryIndexPath(locale, 'PERSON')}>
          <FormattedMessage id="calendar.personIndex" />
        </Link>
      </p>
    </section>
  );
}
