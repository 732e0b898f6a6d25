import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { EntryList } from './EntryList';
import { WriteCallToAction } from '../components/WriteCallToAction';

export const DayViewFragment = graphql(`
  fragment DayView_day on Day {
    month
    day
    exactYear
    formattedDate
    siteUrl
    wikiUrl
    previous {
      formattedDate
      siteUrl
    }
    next {
      formattedDate
      siteUrl
    }
    events {
      ...EntryListItem_entry
    }
    births {
      ...EntryListItem_entry
    }
    deaths {
      ...EntryListItem_entry
    }
    holidays {
      ...EntryListItem_entry
    }
    personalEntries {
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

/** A day page: its sections, the neighbouring days and the day on Wikipedia. */
export function DayView({ day: dayRef, allYears }: { day: FragmentType<typeof DayViewFragment>; allYears?: { path: string; label: string } }) {
  const day = getFragmentData(DayViewFragment, dayRef);
  return (
    <main id="main" className="page day-page">
      <header className="day-header">
        <p className="eyebrow">
          <a href={day.wikiUrl} rel="noopener" className="wiki-link">
            <FormattedMessage id="day.wikipedia" values={{ date: day.formattedDate }} />
          </a>
        </p>
        <h1>{day.formattedDate}</h1>
        <div className="page-actions">
          <CopyLinkButton />
        </div>
        {allYears ? (
          <p>
            <Link to={allYears.path}>
              <FormattedMessage id="exact.allYears" values={{ date: allYears.label }} />
            </Link>
          </p>
        ) : null}
        <nav className="day-sections" aria-labelledby="day-sections-label">
          <span id="day-sections-label" className="visually-hidden">
            <FormattedMessage id="day.sections" />
          </span>
          {SECTIONS.map(([key, label]) => (
            <a key={key} href={`#${key}`}>
              <FormattedMessage id={label} /> <span className="count">{day[key].length}</span>
            </a>
          ))}
        </nav>
      </header>
      <div className="day-grid">
        {SECTIONS.map(([key, label]) => (
          <section key={key} id={key} aria-labelledby={`${key}-heading`} className={`day-section day-section-${key}`}>
            <h2 id={`${key}-heading`}>
              <FormattedMessage id={label} />
            </h2>
            <EntryList entries={day[key]} role={key} />
          </section>
        ))}
      </div>
      <nav className="day-nav" aria-label={day.formattedDate}>
        <Link to={day.previous.siteUrl} rel="prev">
          ← <FormattedMessage id="day.previous" values={{ date: day.previous.formattedDate }} />
        </Link>
        <Link to={day.next.siteUrl} rel="next">
          <FormattedMessage id="day.next" values={{ date: day.next.formattedDate }} /> →
        </Link>
      </nav>
      <WriteCallToAction />
    </main>
  );
}
