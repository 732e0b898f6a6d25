import type { CommentsOfPage, EntryOfPage, EntryPageVariables } from '../entries/entry-page';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRevalidator } from 'react-router';
import { COMMENTS_SUFFIX } from '#shared/paths';
import { COMMENTS_PER_PAGE } from '#shared/comment-rules';
import { LazyCommentForm } from './LazyCommentForm';
import { CommentList } from './CommentList';
import { OtherLanguageComments, type EntryLanguages } from './OtherLanguageComments';

interface CommentsPageProps extends EntryLanguages {
  entryId: string;
  /** This page of comments, as the page's data brought it. */
  comments: CommentsOfPage;
  title: string;
  entryPath: string;
  /** This page's path, without ?page. */
  path: string;
  page: number;
}

/**
 * Every comment on an entry in the page's language, newest first, a page at a time, with the form
 * to add one and how many there are in other languages.
 */
function CommentsPage({ entryId, comments, title, entryPath, path, page, kind, translations }: CommentsPageProps) {
  const intl = useIntl();
  const total = comments.totalCount;
  const pages = Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE));
  const pageLink = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  // After a comment was posted, hidden or shown, the page's data is asked again.
  const { revalidate } = useRevalidator();
  const refresh = () => void revalidate();
  return (
    <main id="main" className="page comments-page">
      <p className="eyebrow">
        <Link to={entryPath}>{title}</Link>
      </p>
      <h1>
        <FormattedMessage id="comments.pageHeading" values={{ title }} />
      </h1>
      <p className="muted">
        <FormattedMessage id="comments.count" values={{ count: total }} />
      </p>
      <OtherLanguageComments counts={comments.countsByLocale} kind={kind} translations={translations} />
      <LazyCommentForm entryId={entryId} onPosted={refresh} headingLevel={2} />
      <CommentList comments={comments.edges.map((edge) => edge.node)} onChanged={refresh} />
      {pages > 1 ? (
        <nav className="pagination" aria-label={intl.formatMessage({ id: 'comments.pages' })}>
          {page > 1 ? (
            <Link to={pageLink(page - 1)} rel="prev">
              <FormattedMessage id="comments.newer" />
            </Link>
          ) : null}
          <ol>
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <Link to={pageLink(n)} aria-label={intl.formatMessage({ id: 'comments.pageN' }, { page: n })}>
                    {n}
                  </Link>
                )}
              </li>
            ))}
          </ol>
          {page < pages ? (
            <Link to={pageLink(page + 1)} rel="next">
              <FormattedMessage id="comments.older" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

/** The comments page of the entry `variables` name, from the entry the page's loader read. */
export function EntryCommentsPage({
  entry,
  comments,
  variables,
  page,
}: {
  entry: EntryOfPage;
  comments: CommentsOfPage;
  variables: EntryPageVariables;
  page: number;
}) {
  const path = `${entry.path}${COMMENTS_SUFFIX[variables.locale]}`;
  return (
    <CommentsPage
      entryId={entry.id}
      comments={comments}
      title={entry.title}
      entryPath={entry.path ?? '/'}
      path={path}
      page={page}
      kind={variables.kind}
      translations={entry.translations}
    />
  );
}
