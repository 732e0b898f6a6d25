import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import { Pagination } from '../components/Pagination';
import { EntryList } from '../days/EntryList';
import { useLocale } from '../i18n/use-locale';
import { yearPath, yearSectionPath, type YearSectionName } from '#shared/paths';

export const YearSectionViewFragment = graphql(`
  fragment YearSectionView_year on Year {
    year
    sectionPage(section: $section, page: $page) {
      page
      pageCount
      totalCount
      entries {
        ...EntryListItem_entry
      }
    }
  }
`);

/** The heading of each section's pages, also their title. */
export const YEAR_SECTION_TITLE = {
  events: 'browse.yearSection.events',
  births: 'browse.yearSection.births',
  deaths: 'browse.yearSection.deaths',
} as const satisfies Record<YearSectionName, string>;

/** Every event, birth or death of a year, a page at a time in the order of their dates. */
export function YearSectionView({ year: yearRef, section }: { year: FragmentType<typeof YearSectionViewFragment>; section: YearSectionName }) {
  const year = getFragmentData(YearSectionViewFragment, yearRef);
  const locale = useLocale();
  const listing = year.sectionPage;
  if (!listing) return null;
  return (
    <main id="main" className="page day-page day-section-page">
      <header className="day-header">
        <p className="eyebrow">
          <Link to={yearPath(locale, year.year)}>
            ← <FormattedMessage id="browse.yearSection.back" values={{ year: year.year }} />
          </Link>
        </p>
        <h1>
          <FormattedMessage id={YEAR_SECTION_TITLE[section]} values={{ year: year.year }} />
        </h1>
        <p className="section-summary">
          <FormattedMessage id="browse.yearSection.pageOf" values={{ page: listing.page, pageCount: listing.pageCount, count: listing.totalCount }} />
        </p>
      </header>
      <EntryList entries={listing.entries} role={section} by="day" />
      <Pagination page={listing.page} pageCount={listing.pageCount} pathOf={(p) => yearSectionPath(locale, year.year, section, p)} />
    </main>
  );
}
