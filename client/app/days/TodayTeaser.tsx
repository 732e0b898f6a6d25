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
      locale
      title
      path
      date {
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
      locale
      title
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
  const highlights = day.events;
  // Only what the day lists: no "0 births".
  const counted = (
    [
      ['today.events', day.counts.events],
      ['today.births', day.counts.births],
      ['today.deaths', day.counts.deaths],
      ['today.holidays', day.counts.holidays],
    ] as const
  ).filter(([, count]) => count > 0);
  return (
    <section className="today" aria-labelledby="today-heading">
      <p className="eyebrow">
        <FormattedMessage id="today.label" />
      </p>
      <h2 id="today-heading">
        <FormattedMessage id="today.heading" values={{ date: day.formattedDate }} />
      </h2>
      {counted.length ? (
        <ul className="today-counts">
          {counted.map(([id, count]) => (
            <li key={id}>
              <FormattedMessage id={id} values={{ count }} />
            </li>
          ))}
        </ul>
      ) : null}
      {highlights.length ? (
        <ul className="today-highlights">
          {highlights.map((event) => (
            <li key={event.id}>
              <span className="entry-year">{event.date?.year}</span> {event.path ? <Link to={event.path}>{event.title}</Link> : event.title}
            </li>
          ))}
        </ul>
      ) : day.holidays.length ? (
        <p>
          {day.holidays.slice(0, 3).map((h, index) => (
            <span key={h.id}>
              {index ? ' · ' : ''}
              <span className="today-holiday">
                <BorrowedName name={h.title} fallbackFrom={h.fallbackFrom} />
              </span>
            </span>
          ))}
        </p>
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
