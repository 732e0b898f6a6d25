import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Route } from './+types/my-articles';
import { graphql } from '../graphql';
import { queryData } from '../lib/apollo';
import { memberPageMeta } from '../lib/member-page';
import { serverApollo } from '../lib/route-data';
import { requireMember } from '../lib/session';

const MyArticlesQuery = graphql(`
  query MyArticles {
    myArticles(first: 100) {
      edges {
        node {
          id
          title
          status
          submittedAt
          publishedAt
          updatedAt
          rejectionReason
        }
      }
    }
  }
`);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  const { myArticles } = await queryData(serverApollo(context), MyArticlesQuery, {});
  return { articles: myArticles.edges.map((edge) => edge.node) };
}

const date = (value: string | null | undefined) => (value ? <FormattedDate value={value} dateStyle="medium" /> : '—');

export default function MyArticlesRoute({ loaderData: { articles } }: Route.ComponentProps) {
  return (
    <main id="main" className="page member-page">
      <h1>
        <FormattedMessage id="myArticles.heading" />
      </h1>
      {articles.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="myArticles.empty" />
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="myArticles.columnTitle" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myArticles.columnSubmitted" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myArticles.columnPublished" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myArticles.columnEdited" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myArticles.columnStatus" />
                </th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.id}>
                  <td>{article.title}</td>
                  <td>{date(article.submittedAt)}</td>
                  <td>{date(article.publishedAt)}</td>
                  <td>{date(article.updatedAt)}</td>
                  <td>
                    <FormattedMessage id={`myArticles.status.${article.status}`} />
                    {article.rejectionReason ? <p className="muted">{article.rejectionReason}</p> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/user/my-articles', 'myArticles.title');
