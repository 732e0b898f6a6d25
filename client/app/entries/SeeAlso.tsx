import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { BorrowedName } from '../components/BorrowedName';
import { getFragmentData, graphql, type FragmentType } from '../graphql';

export const SeeAlsoFragment = graphql(`
  fragment SeeAlso_entry on Entry {
    id
    title
    path
    fallbackFrom
    date {
      year
    }
    birth {
      year
    }
  }
`);

type Group = 'sameDay' | 'sameYear' | 'samePlace';
const GROUPS: Group[] = ['sameDay', 'sameYear', 'samePlace'];

/** Other entries to read next: on the same day, in the same year, at the same place; headings without entries are left out. */
export function SeeAlso({ seeAlso }: { seeAlso: Record<Group, FragmentType<typeof SeeAlsoFragment>[]> }) {
  const groups = GROUPS.map((group) => ({ group, entries: getFragmentData(SeeAlsoFragment, seeAlso[group]) })).filter((g) => g.entries.length);
  if (!groups.length) return null;
  return (
    <nav className="see-also" aria-labelledby="see-also-heading">
      <h2 id="see-also-heading">
        <FormattedMessage id="entry.seeAlso" />
      </h2>
      <div className="see-also-groups">
        {groups.map(({ group, entries }) => (
          <section key={group} aria-labelledby={`see-also-${group}`}>
            <h3 id={`see-also-${group}`}>
              <FormattedMessage id={`entry.seeAlso.${group}`} />
            </h3>
            <ul>
              {entries.map((entry) => {
                const year = entry.date?.year ?? entry.birth?.year;
                return (
                  <li key={entry.id}>
                    {entry.path ? (
                      <Link to={entry.path}>
                        <BorrowedName name={entry.title} fallbackFrom={entry.fallbackFrom} />
                      </Link>
                    ) : (
                      <BorrowedName name={entry.title} fallbackFrom={entry.fallbackFrom} />
                    )}
                    {year ? <span className="muted"> · {year}</span> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
