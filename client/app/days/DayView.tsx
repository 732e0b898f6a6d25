import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { EntryList } from './EntryList';
import { WriteCallToAction } from '../components/WriteCallToAction';
import { useLocale } from '../i18n/use-locale';
import { BROWSE_YEARS, daySectionPath, memberPath, yearPath } from '#shared/paths';
import { Calendar, type CalendarCounts } from './Calendar';
import { formatDayDate } from '#shared/date-format';

export const DayViewFragment = graphql(`
  fragment DayView_day on Day {
    month
    day
    exactYear
    formattedDate
    siteUrl
    wikiUrl
    wikiYearUrl
    previous {
      formattedDate
      siteUrl
    }
    next {
      formattedDate
      siteUrl
    }
    counts {
      events
      births
      deaths
      holidays
      personalEntries
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
    holidays {
      ...EntryListItem_entry
    }
    personalEntries: highlights(section: PERSONAL_ENTRIES) {
      ...EntryListItem_entry
      personalKind
      coverImage {
        url
        width
        height
      }
    }
  }
`);

const SECTIONS = [
  ['holidays', 'day.holidays'],
  ['events', 'day.events'],
  ['births', 'day.births'],
  ['deaths', 'day.deaths'],
  ['personalEntries', 'day.personal'],
] as const;

/** "All 2,733 events": the link under a section that shows only its most notable entries. */
const ALL_OF_SECTION = { events: 'day.allEvents', births: 'day.allBirths', deaths: 'day.allDeaths', personalEntries: 'day.allPersonal' } as const;

/**
 * The day's article on Wikipedia; for an exact date the article about its year, or, where the
 * language's Wikipedia has none, the article about the day of the year, named as such.
 */
function WikipediaLink({
  day,
}: {
  day: { month: number; day: number; exactYear?: number | null; formattedDate: string; wikiUrl: string; wikiYearUrl?: string | null };
}) {
  const locale = useLocale();
  return (
    <a href={day.wikiYearUrl ?? day.wikiUrl} rel="noopener" className="wiki-link">
      {day.wikiYearUrl ? (
        <FormattedMessage id="exact.wikipediaYear" values={{ year: day.exactYear }} />
      ) : (
        <FormattedMessage id="day.wikipedia" values={{ date: day.exactYear ? formatDayDate(locale, day) : day.formattedDate }} />
      )}
    </a>
  );
}

/**
 * A day page: its sections, the neighbouring days and the day on Wikipedia. A long section shows
 * its most notable entries and leads to pages with all of them; empty sections are named in one
 * line that invites writing, not shown one by one.
 */
export function DayView({
  day: dayRef,
  allYears,
  calendar,
}: {
  day: FragmentType<typeof DayViewFragment>;
  allYears?: { path: string; label: string };
  calendar?: CalendarCounts;
}) {
  const day = getFragmentData(DayViewFragment, dayRef);
  const locale = useLocale();
  const intl = useIntl();
  const filled = SECTIONS.filter(([key]) => day.counts[key] > 0);
  const empty = SECTIONS.filter(([key]) => day.counts[key] === 0);
  return (
    <main id="main" className="page day-page">
      <header className="day-header">
        <p className="eyebrow">
          <WikipediaLink day={day} />
        </p>
        <h1>{day.formattedDate}</h1>
        <div className="page-actions">
          <CopyLinkButton />
        </div>
        {allYears ? (
          <p className="exact-links">
            <Link to={allYears.path}>
              <FormattedMessage id="exact.allYears" values={{ date: allYears.label }} />
            </Link>
            {day.exactYear && day.exactYear <= BROWSE_YEARS.last ? (
              <Link to={yearPath(locale, day.exactYear)}>
                <FormattedMessage id="exact.yearPage" values={{ year: day.exactYear }} />
              </Link>
            ) : null}
          </p>
        ) : null}
        {filled.length > 1 ? (
          <nav className="day-sections" aria-labelledby="day-sections-label">
            <span id="day-sections-label" className="visually-hidden">
              <FormattedMessage id="day.sections" />
            </span>
            {filled.map(([key, label]) => (
              <a key={key} href={`#${key}`}>
                <FormattedMessage id={label} /> <span className="count">{intl.formatNumber(day.counts[key])}</span>
              </a>
            ))}
          </nav>
        ) : null}
      </header>
      <div className="day-grid">
        {filled.map(([key, label]) => (
          <section key={key} id={key} aria-labelledby={`${key}-heading`} className={`day-section day-section-${key}`}>
            <h2 id={`${key}-heading`}>
              <FormattedMessage id={label} />
            </h2>
            <EntryList entries={day[key]} role={key} />
            {key !== 'holidays' && day.counts[key] > day[key].length ? (
              <p className="section-more">
                <FormattedMessage id="day.highlightsNote" values={{ shown: day[key].length }} />{' '}
                <Link to={daySectionPath(locale, { month: day.month, day: day.day, year: day.exactYear }, key)}>
                  <FormattedMessage id={ALL_OF_SECTION[key]} values={{ count: day.counts[key] }} /> →
                </Link>
              </p>
            ) : null}
          </section>
        ))}
      </div>
      {empty.length ? (
        <p className="day-empty">
          <FormattedMessage
            id={filled.length ? 'day.emptySections' : 'day.emptyDay'}
            values={{ sections: intl.formatList(empty.map(([, label]) => intl.formatMessage({ id: label }))) }}
          />{' '}
          <Link to={memberPath(locale, '/write-new-article')}>
            <FormattedMessage id="day.writeFirst" />
          </Link>
        </p>
      ) : null}
      <nav className="day-nav" aria-label={day.formattedDate}>
        <Link to={day.previous.siteUrl} rel="prev">
          ← <FormattedMessage id="day.previous" values={{ date: day.previous.formattedDate }} />
        </Link>
        <Link to={day.next.siteUrl} rel="next">
          <FormattedMessage id="day.next" values={{ date: day.next.formattedDate }} /> →
        </Link>
      </nav>
      <Calendar month={day.month} day={day.day} year={day.exactYear ?? undefined} counts={calendar} />
      <WriteCallToAction />
    </main>
  );
}
