import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { BorrowedName } from '../components/BorrowedName';
import type { Locale } from '../../shared/locales';
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

const TodayInZoneQuery = graphql(`
  query TodayInZone($locale: Locale!, $timeZone: String!) {
    today(locale: $locale, timeZone: $timeZone) {
      ...TodayTeaser_day
    }
  }
`);

/**
 * Today in History. The server renders today in the zone it knows (the site's default before
 * the browser has told it); the browser then corrects it to the reader's own zone.
 */
export function TodayTeaser({ day: serverDay, locale, timeZone }: { day: FragmentType<typeof TodayTeaserFragment>; locale: Locale; timeZone: string }) {
  const [browserZone, setBrowserZone] = useState<string | null>(null);
  useEffect(() => {
    const zone = rememberTimeZone();
    if (zone !== timeZone) setBrowserZone(zone);
  }, [timeZone]);
  const { data } = useQuery(TodayInZoneQuery, { variables: { locale, timeZone: browserZone ?? '' }, skip: !browserZone });
  const day = getFragmentData(TodayTeaserFragment, data?.today ?? serverDay);
  const highlights = day.events;
  return (
    <section className="today" aria-labelledby="today-heading">
      <p className="eyebrow">
        <FormattedMessage id="today.label" />
      </p>
      <h2 id="today-heading">
        <FormattedMessage id="today.heading" values={{ date: day.formattedDate }} />
      </h2>
      <ul className="today-counts">
        <li>
          <FormattedMessage id="today.events" values={{ count: day.counts.events }} />
        </li>
        <li>
          <FormattedMessage id="today.births" values={{ count: day.counts.births }} />
        </li>
        <li>
          <FormattedMessage id="today.deaths" values={{ count: day.counts.deaths }} />
        </li>
        <li>
          <FormattedMessage id="today.holidays" values={{ count: day.counts.holidays }} />
        </li>
      </ul>
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
