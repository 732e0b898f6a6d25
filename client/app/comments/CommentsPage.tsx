import { useQuery } from '@apollo/client/react';
import type { EntryPageVariables } from '../entries/entry-page';
import { EntryRouteQuery } from '../entries/documents';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { COMMENTS_SUFFIX } from '../../shared/paths';
import { COMMENTS_PER_PAGE } from '../../shared/comment-rules';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { OtherLanguageComments, type EntryLanguages } from './OtherLanguageComments';
import { EntryCommentsQuery } from './queries';
import { forgetComments } from './refresh';

interface CommentsPageProps extends EntryLanguages {
  entryId: string;
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
function CommentsPage({ entryId, title, entryPath, path, page, kind, translations }: CommentsPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const variables = { entryId, locale, first: COMMENTS_PER_PAGE, offset: (page - 1) * COMMENTS_PER_PAGE };
  const { data, refetch, client } = useQuery(EntryCommentsQuery, { variables });
  const total = data?.comments.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE));
  const pageLink = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  const refresh = () => {
    forgetComments(client);
    void refetch();
  };
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
      {data ? <OtherLanguageComments counts={data.comments.countsByLocale} kind={kind} translations={translations} /> : null}
      <CommentForm entryId={entryId} onPosted={refresh} />
      {data ? <CommentList comments={data.comments.edges.map((edge) => edge.node)} onChanged={refresh} /> : null}
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
export function EntryCommentsPage({ variables, page }: { variables: EntryPageVariables; page: number }) {
  const { data } = useQuery(EntryRouteQuery, { variables });
  const entry = data?.entry;
  if (!entry) return null;
  const path = `${entry.path}${COMMENTS_SUFFIX[variables.locale]}`;
  return (
    <CommentsPage
      entryId={entry.id}
      title={entry.title}
      entryPath={entry.path ?? '/'}
      path={path}
      page={page}
      kind={variables.kind}
      translations={entry.translations}
    />
  );
}
