import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { WriteCallToAction } from '../components/WriteCallToAction';
import { Calendar, type CalendarCounts } from '../days/Calendar';
import { EntryList } from '../days/EntryList';
import { useLocale } from '../i18n/use-locale';
import { memberPath, yearPath, yearSectionPath, YEAR_SECTIONS } from '#shared/paths';

export const YearViewFragment = graphql(`
  fragment YearView_year on Year {
    year
    wikiUrl
    previous
    next
    counts {
      events
      births
      deaths
    }
    events: highlights(section: EVENTS) {
      ...EntryListItem_entry
    }
    births: highlights(section: BIRTHS) {
      ...EntryListItem_entry
    }
    deaths: highlights(section: DEATHS) {
      ...EntryListItem_entry
    }
  }
`);

const SECTION_LABEL = { events: 'day.events', births: 'day.births', deaths: 'day.deaths' } as const;
const ALL_OF_SECTION = { events: 'day.allEvents', births: 'day.allBirths', deaths: 'day.allDeaths' } as const;

/** A year page: its events, births and deaths (the most notable of each, leading to all of them), the years beside it and the calendar. */
export function YearView({ year: yearRef, calendar }: { year: FragmentType<typeof YearViewFragment>; calendar?: CalendarCounts }) {
  const year = getFragmentData(YearViewFragment, yearRef);
  const locale = useLocale();
  const intl = useIntl();
  const filled = YEAR_SECTIONS.filter((key) => year.counts[key] > 0);
  return (
    <main id="main" className="page day-page year-page">
      <header className="day-header">
        {year.wikiUrl ? (
          <p className="eyebrow">
            <a href={year.wikiUrl} rel="noopener" className="wiki-link">
              <FormattedMessage id="exact.wikipediaYear" values={{ year: year.year }} />
            </a>
          </p>
        ) : null}
        <h1>
          <FormattedMessage id="browse.yearHeading" values={{ year: year.year }} />
        </h1>
        <div className="page-actions">
          <CopyLinkButton />
        </div>
        {filled.length > 1 ? (
          <nav className="day-sections" aria-labelledby="day-sections-label">
            <span id="day-sections-label" className="visually-hidden">
              <FormattedMessage id="day.sections" />
            </span>
            {filled.map((key) => (
              <a key={key} href={`#${key}`}>
                <FormattedMessage id={SECTION_LABEL[key]} /> <span className="count">{intl.formatNumber(year.counts[key])}</span>
              </a>
            ))}
          </nav>
        ) : null}
      </header>
      {filled.length ? (
        <div className="day-grid">
          {filled.map((key) => (
            <section key={key} id={key} aria-labelledby={`${key}-heading`} className={`day-section day-section-${key}`}>
              <h2 id={`${key}-heading`}>
                <FormattedMessage id={SECTION_LABEL[key]} />
              </h2>
              <EntryList entries={year[key]} role={key} by="day" />
              {year.counts[key] > year[key].length ? (
                <p className="section-more">
                  <FormattedMessage id="day.highlightsNote" values={{ shown: year[key].length }} />{' '}
                  <Link to={yearSectionPath(locale, year.year, key)}>
                    <FormattedMessage id={ALL_OF_SECTION[key]} values={{ count: year.counts[key] }} /> →
                  </Link>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      ) : (
        <p className="day-empty">
          <FormattedMessage id="browse.yearEmpty" values={{ year: year.year }} />{' '}
          <Link to={memberPath(locale, '/write-new-article')}>
            <FormattedMessage id="day.writeFirst" />
          </Link>
        </p>
      )}
      <nav className="day-nav" aria-label={intl.formatMessage({ id: 'browse.otherYears' })}>
        {year.previous ? (
          <Link to={yearPath(locale, year.previous)} rel="prev">
            ← <FormattedMessage id="browse.previousYear" values={{ year: year.previous }} />
          </Link>
        ) : null}
        {year.next ? (
          <Link to={yearPath(locale, year.next)} rel="next">
            <FormattedMessage id="browse.nextYear" values={{ year: year.next }} /> →
          </Link>
        ) : null}
      </nav>
      <Calendar year={year.year} counts={calendar} />
      <WriteCallToAction />
    </main>
  );
}
