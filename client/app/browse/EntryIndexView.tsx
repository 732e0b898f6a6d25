import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { monthName } from '#shared/date-format';
import { centuryPath, monthPath, type EntryIndexKind } from '#shared/paths';
import { Calendar, type CalendarCounts } from '../days/Calendar';
import { CenturyName } from './CenturyName';
import { decadeSpan, type IndexCentury } from './centuries';

export const INDEX_TITLE = { EVENT: 'browse.eventIndex.title', PERSON: 'browse.personIndex.title' } as const satisfies Record<EntryIndexKind, string>;
const INDEX_INTRO = { EVENT: 'browse.eventIndex.intro', PERSON: 'browse.personIndex.intro' } as const satisfies Record<EntryIndexKind, string>;

/** The index of events or persons: how many there are by month (leading to the month pages) and by century and decade (leading to the century pages, and on to the years). */
export function EntryIndexView({
  kind,
  months,
  centuries,
  calendar,
}: {
  kind: EntryIndexKind;
  months: { month: number; count: number }[];
  centuries: IndexCentury[];
  calendar?: CalendarCounts;
}) {
  const locale = useLocale();
  const intl = useIntl();
  const byMonth = new Map(months.map((m) => [m.month, m.count]));
  return (
    <main id="main" className="page browse-page index-page">
      <header className="day-header">
        <h1>
          <FormattedMessage id={INDEX_TITLE[kind]} />
        </h1>
        <p className="lead">
          <FormattedMessage id={INDEX_INTRO[kind]} />
        </p>
      </header>
      <section aria-labelledby="by-month-heading" className="index-months">
        <h2 id="by-month-heading">
          <FormattedMessage id="browse.byMonth" />
        </h2>
        <ol className="count-grid">
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i}>
              <Link to={monthPath(locale, i + 1)}>{monthName(locale, i + 1)}</Link> <span className="count">{intl.formatNumber(byMonth.get(i + 1) ?? 0)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="by-century-heading" className="index-centuries">
        <h2 id="by-century-heading">
          <FormattedMessage id="browse.byCentury" />
        </h2>
        {centuries.length === 0 ? (
          <p className="empty">
            <FormattedMessage id="browse.indexEmpty" />
          </p>
        ) : (
          centuries.map(({ century, count, decades }) => {
            const path = centuryPath(locale, kind, century);
            return (
              <section key={century} className="century" aria-labelledby={`century-${century}`}>
                <h3 id={`century-${century}`}>
                  <Link to={path}>
                    <CenturyName century={century} />
                  </Link>{' '}
                  <span className="count">{intl.formatNumber(count)}</span>
                </h3>
                <ol className="count-grid decade-counts">
                  {decades.map(({ decade, count: inDecade }) => (
                    <li key={decade}>
                      <Link to={`${path}#decade-${decade}`}>{decadeSpan(decade, century)}</Link> <span className="count">{intl.formatNumber(inDecade)}</span>
                    </li>
                  ))}
                </ol>
              </section>
            );
          })
        )}
      </section>
      <Calendar counts={calendar} />
    </main>
  );
}
