import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { monthName } from '../../shared/date-format';
import { BROWSE_YEARS, monthPath, yearPath, type EntryIndexKind } from '../../shared/paths';
import { Calendar } from '../days/Calendar';
import { CenturyName } from './CenturyName';
import { centuriesOf, type YearCount } from './centuries';

export const INDEX_TITLE = { EVENT: 'browse.eventIndex.title', PERSON: 'browse.personIndex.title' } as const satisfies Record<EntryIndexKind, string>;
const INDEX_INTRO = { EVENT: 'browse.eventIndex.intro', PERSON: 'browse.personIndex.intro' } as const satisfies Record<EntryIndexKind, string>;

/** The years of a decade that belong to a century: 2000 ends the 20th, 2001 begins the 21st. */
function decadeSpan(decade: number, century: number): string {
  const from = Math.max(decade, (century - 1) * 100 + 1);
  const to = Math.min(decade + 9, century * 100);
  return from === to ? String(from) : `${from}–${to}`;
}

/** The index of events or persons: how many there are by month (leading to the month pages) and by century, decade and year (leading to the year pages). */
export function EntryIndexView({ kind, months, years }: { kind: EntryIndexKind; months: { month: number; count: number }[]; years: YearCount[] }) {
  const locale = useLocale();
  const intl = useIntl();
  const byMonth = new Map(months.map((m) => [m.month, m.count]));
  const centuries = centuriesOf(years, BROWSE_YEARS);
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
          centuries.map(({ century, count, decades }) => (
            <section key={century} className="century" aria-labelledby={`century-${century}`}>
              <h3 id={`century-${century}`}>
                <CenturyName century={century} /> <span className="count">{intl.formatNumber(count)}</span>
              </h3>
              <dl className="decades">
                {decades.map(({ decade, years: inDecade }) => (
                  <div key={decade} className="decade">
                    <dt>{decadeSpan(decade, century)}</dt>
                    <dd>
                      <ul className="decade-years">
                        {inDecade.map(({ year, count: inYear }) => (
                          <li key={year}>
                            <Link to={yearPath(locale, year)}>{year}</Link> <span className="count">{intl.formatNumber(inYear)}</span>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))
        )}
      </section>
      <Calendar />
    </main>
  );
}
