import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { Pagination } from '../components/Pagination';
import { useLocale } from '../i18n/use-locale';
import { daySectionPath, type DaySectionName } from '#shared/paths';
import { EntryList } from './EntryList';

export const DaySectionViewFragment = graphql(`
  fragment DaySectionView_day on Day {
    month
    day
    exactYear
    formattedDate
    siteUrl
    sectionPage(section: $section, page: $page) {
      page
      pageCount
      totalCount
      entries {
        ...EntryListItem_entry
        personalKind
        coverImage {
          url
          width
          height
        }
      }
    }
  }
`);

/** The heading of each section's pages, also their title. */
export const DAY_SECTION_TITLE = {
  events: 'daySection.events',
  births: 'daySection.births',
  deaths: 'daySection.deaths',
  personalEntries: 'daySection.personal',
} as const satisfies Record<DaySectionName, string>;

/** Every entry of one section of a day (or an exact date), a page at a time in the order of their years. */
export function DaySectionView({ day: dayRef, section }: { day: FragmentType<typeof DaySectionViewFragment>; section: DaySectionName }) {
  const day = getFragmentData(DaySectionViewFragment, dayRef);
  const locale = useLocale();
  const listing = day.sectionPage;
  if (!listing) return null;
  const date = { month: day.month, day: day.day, year: day.exactYear };
  return (
    <main id="main" className="page day-page day-section-page">
      <header className="day-header">
        <p className="eyebrow">
          <Link to={day.siteUrl}>
            ← <FormattedMessage id="daySection.back" values={{ date: day.formattedDate }} />
          </Link>
        </p>
        <h1>
          <FormattedMessage id={DAY_SECTION_TITLE[section]} values={{ date: day.formattedDate }} />
        </h1>
        <p className="section-summary">
          <FormattedMessage id="daySection.pageOf" values={{ page: listing.page, pageCount: listing.pageCount, count: listing.totalCount }} />
        </p>
      </header>
      <EntryList entries={listing.entries} role={section} />
      <Pagination page={listing.page} pageCount={listing.pageCount} pathOf={(p) => daySectionPath(locale, date, section, p)} />
    </main>
  );
}
