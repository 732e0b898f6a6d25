import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { LATEST_COMMENTS } from '../../shared/comment-rules';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { OtherLanguageComments, type EntryLanguages } from './OtherLanguageComments';
import { EntryCommentsQuery } from './queries';
import { forgetComments } from './refresh';

export interface EntryCommentsProps extends EntryLanguages {
  entryId: string;
  allCommentsPath: string;
}

/**
 * The comments block of an entry page: the form, the latest comments in the page's language, how
 * many there are in other languages, and a link to all of them.
 */
export function EntryComments({ entryId, allCommentsPath, kind, translations }: EntryCommentsProps) {
  const locale = useLocale();
  const { data, refetch, client } = useQuery(EntryCommentsQuery, { variables: { entryId, locale, first: LATEST_COMMENTS } });
  const total = data?.comments.totalCount ?? 0;
  const refresh = () => {
    forgetComments(client);
    void refetch();
  };
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        <FormattedMessage id="comments.heading" values={{ count: total }} />
      </h2>
      {data ? <OtherLanguageComments counts={data.comments.countsByLocale} kind={kind} translations={translations} /> : null}
      <CommentForm entryId={entryId} onPosted={refresh} />
      {data ? <CommentList comments={data.comments.edges.map((edge) => edge.node)} onChanged={refresh} /> : null}
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
