import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import type { EntryListItem_EntryFragment } from '../graphql/graphql';
import { BorrowedName } from '../components/BorrowedName';
import { HolidayStatuses } from '../holidays/HolidayStatuses';
import { ResponsiveImage } from '../components/ResponsiveImage';

const EntryListItemFragment = graphql(`
  fragment EntryListItem_entry on Entry {
    id
    locale
    kind
    title
    summary
    path
    fallbackFrom
    observances {
      country
      status
    }
    date {
      year
    }
    birth {
      year
    }
    death {
      year
    }
  }
`);

/** The year shown before an entry in a day's list: when it happened, or the birth or death year. */
function yearOf(entry: EntryListItem_EntryFragment, role: 'events' | 'births' | 'deaths' | 'holidays' | 'personalEntries'): number | null {
  if (role === 'births') return entry.birth?.year ?? null;
  if (role === 'deaths') return entry.death?.year ?? null;
  if (role === 'holidays') return null;
  return entry.date?.year ?? null;
}

/** Personal entries also show what they are and their picture, which their list asks for beside the fragment. */
type ListedEntry = FragmentType<typeof EntryListItemFragment> & {
  personalKind?: string | null;
  coverImage?: { url: string; width: number; height: number } | null;
};

export function EntryList({ entries, role }: { entries: ListedEntry[]; role: Parameters<typeof yearOf>[1] }) {
  if (!entries.length)
    return (
      <p className="empty">
        <FormattedMessage id="day.empty" />
      </p>
    );
  return (
    <ol className={`entry-list entry-list-${role}`}>
      {entries.map((listed) => {
        const entry = getFragmentData(EntryListItemFragment, listed);
        const { personalKind, coverImage } = listed;
        const year = yearOf(entry, role);
        return (
          <li key={entry.id}>
            {year !== null ? (
              <>
                <span className="entry-year">{year}</span>{' '}
              </>
            ) : null}
            {coverImage ? (
              <ResponsiveImage
                className="entry-picture"
                src={coverImage.url}
                alt=""
                width={coverImage.width}
                height={coverImage.height}
                display={{ width: 72 }}
              />
            ) : null}
            <div className="entry-text">
              {entry.path ? (
                <Link to={entry.path} className="entry-title">
                  <BorrowedName name={entry.title} fallbackFrom={entry.fallbackFrom} />
                </Link>
              ) : (
                <span className="entry-title">
                  <BorrowedName name={entry.title} fallbackFrom={entry.fallbackFrom} />
                </span>
              )}{' '}
              {personalKind ? (
                <span className="badge">
                  <FormattedMessage id={`personal.kind.${personalKind}`} />
                </span>
              ) : null}
              <HolidayStatuses observances={entry.observances} /> {entry.summary ? <p className="entry-summary">{entry.summary}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
