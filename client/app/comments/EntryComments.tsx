import { FormattedMessage } from 'react-intl';
import { Link, useRevalidator } from 'react-router';
import type { CommentsOfPage } from '../entries/entry-page';
import { LazyCommentForm } from './LazyCommentForm';
import { CommentList } from './CommentList';
import { OtherLanguageComments, type EntryLanguages } from './OtherLanguageComments';

export interface EntryCommentsProps extends EntryLanguages {
  entryId: string;
  /** The latest comments in the page's language, as the page's data brought them. */
  comments: CommentsOfPage;
  allCommentsPath: string;
}

/**
 * The comments block of an entry page: the form, the latest comments in the page's language, how
 * many there are in other languages, and a link to all of them.
 */
export function EntryComments({ entryId, comments, allCommentsPath, kind, translations }: EntryCommentsProps) {
  // After a comment was posted, hidden or shown, the page's data is asked again.
  const { revalidate } = useRevalidator();
  const refresh = () => void revalidate();
  const total = comments.totalCount;
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        <FormattedMessage id="comments.heading" values={{ count: total }} />
      </h2>
      <OtherLanguageComments counts={comments.countsByLocale} kind={kind} translations={translations} />
      <LazyCommentForm entryId={entryId} onPosted={refresh} />
      <CommentList comments={comments.edges.map((edge) => edge.node)} onChanged={refresh} />
      {total > 0 ? (
        <p className="comments-all">
          <Link to={allCommentsPath}>
            <FormattedMessage id="comments.seeAll" values={{ count: total }} />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
