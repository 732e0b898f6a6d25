import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useRevalidator } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { BorrowedName } from '../components/BorrowedName';
import { rememberTimeZone } from '../lib/time-zone-cookie';

export const TodayTeaserFragment = graphql(`
  fragment TodayTeaser_day on Day {
    month
    day
    formattedDate
    siteUrl
    events: highlights(section: EVENTS, first: 3) {
      id
      title
      path
      date {
        year
      }
    }
    births: highlights(section: BIRTHS, first: 3) {
      id
      title
      path
      birth {
        year
      }
    }
    deaths: highlights(section: DEATHS, first: 3) {
      id
      title
      path
      death {
        year
      }
    }
    counts {
      events
      births
      deaths
      holidays
    }
    holidays {
      id
      title
      path
      fallbackFrom
    }
  }
`);

/**
 * Today in History. The server renders today in the zone it knows (the site's default before
 * the browser has told it); the browser then tells it the reader's own zone in a cookie and asks
 * the page's data again when the two differ.
 */
export function TodayTeaser({ day: dayRef, timeZone }: { day: FragmentType<typeof TodayTeaserFragment>; timeZone: string }) {
  const { revalidate } = useRevalidator();
  // Asked once: a zone the server does not know stays on the site's default.
  const asked = useRef(false);
  useEffect(() => {
    const zone = rememberTimeZone();
    if (zone === timeZone || asked.current) return;
    asked.current = true;
    void revalidate();
  }, [timeZone, revalidate]);
  const day = getFragmentData(TodayTeaserFragment, dayRef);
  // Each part of the day that lists anything, with its most notable entries by name: no "0 births".
  const groups = [
    { id: 'today.events', count: day.counts.events, lines: day.events.map((e) => ({ id: e.id, year: e.date?.year, title: e.title, path: e.path })) },
    { id: 'today.births', count: day.counts.births, lines: day.births.map((e) => ({ id: e.id, year: e.birth?.year, title: e.title, path: e.path })) },
    { id: 'today.deaths', count: day.counts.deaths, lines: day.deaths.map((e) => ({ id: e.id, year: e.death?.year, title: e.title, path: e.path })) },
  ].filter((group) => group.count > 0);
  const holidays = day.holidays.slice(0, 3);
  return (
    <section className="today" aria-labelledby="today-heading">
      <p className="eyebrow">
        <FormattedMessage id="today.label" />
      </p>
      <h2 id="today-heading">
        <FormattedMessage id="today.heading" values={{ date: day.formattedDate }} />
      </h2>
      {groups.length || holidays.length ? (
        <div className="today-groups">
          {groups.map((group) => (
            <section key={group.id} className="today-group">
              <h3>
                <FormattedMessage id={group.id} values={{ count: group.count }} />
              </h3>
              <ul className="today-highlights">
                {group.lines.map((line) => (
                  <li key={line.id}>
                    <span className="entry-year">{line.year}</span> {line.path ? <Link to={line.path}>{line.title}</Link> : line.title}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {holidays.length ? (
            <section className="today-group">
              <h3>
                <FormattedMessage id="today.holidays" values={{ count: day.counts.holidays }} />
              </h3>
              <ul className="today-highlights">
                {holidays.map((holiday) => (
                  <li key={holiday.id} className="today-holiday">
                    {holiday.path ? (
                      <Link to={holiday.path}>
                        <BorrowedName name={holiday.title} fallbackFrom={holiday.fallbackFrom} />
                      </Link>
                    ) : (
                      <BorrowedName name={holiday.title} fallbackFrom={holiday.fallbackFrom} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : (
        <p>
          <FormattedMessage id="today.nothing" />
        </p>
      )}
      <Link className="button" to={day.siteUrl} data-testid="today-link">
        <FormattedMessage id="today.open" values={{ date: day.formattedDate }} />
      </Link>
    </section>
  );
}
