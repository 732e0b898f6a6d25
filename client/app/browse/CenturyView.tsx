import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { BROWSE_CENTURIES, centuryPath, entryIndexPath, yearPath, type EntryIndexKind } from '#shared/paths';
import { Calendar, type CalendarCounts } from '../days/Calendar';
import { centuryName, CenturyName } from './CenturyName';
import { decadeSpan, type CenturyCounts } from './centuries';
import { INDEX_TITLE } from './EntryIndexView';

export const CENTURY_TITLE = { EVENT: 'browse.centuryEvents.title', PERSON: 'browse.centuryPersons.title' } as const satisfies Record<EntryIndexKind, string>;
const CENTURY_INTRO = { EVENT: 'browse.centuryEvents.intro', PERSON: 'browse.centuryPersons.intro' } as const satisfies Record<EntryIndexKind, string>;

/** A century of the index of events or persons: its decades and years with their counts, each year leading to its page. */
export function CenturyView({ kind, century, calendar }: { kind: EntryIndexKind; century: CenturyCounts; calendar?: CalendarCounts }) {
  const locale = useLocale();
  const intl = useIntl();
  const { century: number, decades } = century;
  return (
    <main id="main" className="page browse-page century-page">
      <header className="day-header">
        <p className="eyebrow">
          <Link to={entryIndexPath(locale, kind)}>
            <FormattedMessage id={INDEX_TITLE[kind]} />
          </Link>
        </p>
        <h1>
          <FormattedMessage id={CENTURY_TITLE[kind]} values={{ century: centuryName(intl, locale, number) }} />
        </h1>
        <p className="lead">
          <FormattedMessage id={CENTURY_INTRO[kind]} />
        </p>
      </header>
      {decades.length ? (
        <dl className="decades">
          {decades.map(({ decade, count, years }) => (
            <div key={decade} id={`decade-${decade}`} className="decade">
              <dt>
                {decadeSpan(decade, number)} <span className="count">{intl.formatNumber(count)}</span>
              </dt>
              <dd>
                <ul className="decade-years">
                  {years.map(({ year, count: inYear }) => (
                    <li key={year}>
                      <Link to={yearPath(locale, year)}>{year}</Link> <span className="count">{intl.formatNumber(inYear)}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="day-empty">
          <FormattedMessage id="browse.centuryEmpty" />
        </p>
      )}
      <nav className="day-nav" aria-label={intl.formatMessage({ id: 'browse.otherCenturies' })}>
        {number > BROWSE_CENTURIES.first ? (
          <Link to={centuryPath(locale, kind, number - 1)} rel="prev">
            ← <CenturyName century={number - 1} />
          </Link>
        ) : null}
        {number < BROWSE_CENTURIES.last ? (
          <Link to={centuryPath(locale, kind, number + 1)} rel="next">
            <CenturyName century={number + 1} /> →
          </Link>
        ) : null}
      </nav>
      <Calendar counts={calendar} />
    </main>
  );
}
