import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/my-articles';
import { graphql } from '../graphql';
import type { MyArticles_RevisionFragment } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '../i18n/locales';
import { queryData } from '../lib/apollo';
import { memberPageMeta } from '../lib/member-page';
import { memberPath } from '../lib/paths';
import { serverApollo } from '../lib/route-data';
import { requireMember } from '../lib/session';

const RevisionRow = graphql(`
  fragment MyArticles_Revision on Revision {
    id
    title
    status
    locale
    path
    submittedAt
    publishedAt
    updatedAt
    rejectionReason
    entry {
      id
      locale
    }
  }
`);

const MyArticlesQuery = graphql(`
  query MyArticles {
    myArticles(first: 100) {
      edges {
        node {
          ...MyArticles_Revision
        }
      }
    }
  }
`);

const ArticleStatusChangedSubscription = graphql(`
  subscription ArticleStatusChanged {
    articleStatusChanged {
      ...MyArticles_Revision
    }
  }
`);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  const { myArticles } = await queryData(serverApollo(context), MyArticlesQuery, {});
  return { articles: myArticles.edges.map((edge) => edge.node as MyArticles_RevisionFragment) };
}

const date = (value: string | null | undefined) => (value ? <FormattedDate value={value} dateStyle="medium" /> : '—');

/** Published once the article is; until then the revision's own stage. */
function statusOf(row: MyArticles_RevisionFragment): string {
  return row.publishedAt ? 'PUBLISHED' : row.status;
}

/** For a published article: where its newest revision stands. */
function editStatusOf(row: MyArticles_RevisionFragment): string | null {
  return row.publishedAt ? row.status : null;
}

function Actions({ row, locale }: { row: MyArticles_RevisionFragment; locale: Locale }) {
  const editor = memberPath(locale, '/write-article');
  switch (row.status) {
    case 'DRAFT':
      return (
        <Link to={`${editor}?revision=${row.id}`}>
          <FormattedMessage id="myArticles.edit" />
        </Link>
      );
    case 'REJECTED':
      return (
        <Link className="button button-small" to={`${editor}?revision=${row.id}`}>
          <FormattedMessage id="myArticles.fixAndResubmit" />
        </Link>
      );
    case 'APPROVED':
      return (
        <Link to={`${memberPath(row.locale, '/write-article')}?entry=${row.entry.id}`}>
          <FormattedMessage id="myArticles.edit" />
        </Link>
      );
    default:
      return (
        <span className="muted">
          <FormattedMessage id="myArticles.waiting" />
        </span>
      );
  }
}

export default function MyArticlesRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const [articles, setArticles] = useState(loaderData.articles);
  // Reviewers' decisions arrive while the page is open, without a reload.
  useSubscription(ArticleStatusChangedSubscription, {
    onData: ({ data }) => {
      const changed = data.data?.articleStatusChanged as MyArticles_RevisionFragment | undefined;
      if (!changed) return;
      setArticles((rows) => (rows.some((r) => r.id === changed.id) ? rows.map((r) => (r.id === changed.id ? changed : r)) : [changed, ...rows]));
    },
  });

  return (
    <main id="main" className="page member-page">
      <div className="page-title-row">
        <h1>
          <FormattedMessage id="myArticles.heading" />
        </h1>
        <Link className="button" to={memberPath(locale, '/write-new-article')}>
          <FormattedMessage id="myArticles.write" />
        </Link>
      </div>
      {articles.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="myArticles.empty" />
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table my-articles">
            <thead>
              <tr>
                {['Title', 'Submitted', 'Published', 'Edited', 'EditStatus', 'Status', 'Actions'].map((column) => (
                  <th scope="col" key={column}>
                    <FormattedMessage id={`myArticles.column${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {articles.map((row) => {
                const editStatus = editStatusOf(row);
                return (
                  <tr key={row.id} data-revision={row.id}>
                    <td>{row.path ? <Link to={row.path}>{row.title}</Link> : row.title || '—'}</td>
                    <td>{date(row.submittedAt)}</td>
                    <td>{date(row.publishedAt)}</td>
                    <td>{date(row.updatedAt)}</td>
                    <td>{editStatus ? <FormattedMessage id={`myArticles.editStatus.${editStatus}`} /> : '—'}</td>
                    <td className="article-status">
                      <span className={`status-badge status-${statusOf(row).toLowerCase()}`}>
                        <FormattedMessage id={`myArticles.status.${statusOf(row)}`} />
                      </span>
                      {row.status === 'REJECTED' && row.rejectionReason ? (
                        <p className="rejection-reason">
                          <FormattedMessage id="myArticles.reason" values={{ reason: row.rejectionReason }} />
                        </p>
                      ) : null}
                    </td>
                    <td>
                      <Actions row={row} locale={locale} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/user/my-articles', 'myArticles.title');
