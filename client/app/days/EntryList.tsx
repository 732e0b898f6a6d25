import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import type { EntryListItem_EntryFragment } from '../graphql/graphql';
import { BorrowedName } from '../components/BorrowedName';
import { HolidayStatuses } from '../holidays/HolidayStatuses';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { useLocale } from '../i18n/use-locale';
import { formatDayDate } from '#shared/date-format';
import type { Locale } from '#shared/locales';

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
      month
      day
    }
    birth {
      year
      month
      day
    }
    death {
      year
      month
      day
    }
  }
`);

/** The date an entry is listed by: when it happened, or the birth or the death. */
function dateOf(entry: EntryListItem_EntryFragment, role: 'events' | 'births' | 'deaths' | 'holidays' | 'personalEntries') {
  if (role === 'births') return entry.birth ?? null;
  if (role === 'deaths') return entry.death ?? null;
  if (role === 'holidays') return null;
  return entry.date ?? null;
}

/** What stands before an entry: its year in a day's list, its day of the year in a year's list. */
function leadOf(locale: Locale, entry: EntryListItem_EntryFragment, role: Parameters<typeof dateOf>[1], by: 'year' | 'day'): string | null {
  const date = dateOf(entry, role);
  if (!date) return null;
  if (by === 'day') return formatDayDate(locale, date);
  return date.year === null || date.year === undefined ? null : String(date.year);
}

/** Personal entries also show what they are and their picture, which their list asks for beside the fragment. */
type ListedEntry = FragmentType<typeof EntryListItemFragment> & {
  personalKind?: string | null;
  coverImage?: { url: string; width: number; height: number } | null;
};

export function EntryList({ entries, role, by = 'year' }: { entries: ListedEntry[]; role: Parameters<typeof dateOf>[1]; by?: 'year' | 'day' }) {
  const locale = useLocale();
  if (!entries.length)
    return (
      <p className="empty">
        <FormattedMessage id="day.empty" />
      </p>
    );
  return (
    <ol className={`entry-list entry-list-${role}${by === 'day' ? ' entry-list-by-day' : ''}`}>
      {entries.map((listed) => {
        const entry = getFragmentData(EntryListItemFragment, listed);
        const { personalKind, coverImage } = listed;
        const year = leadOf(locale, entry, role, by);
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
