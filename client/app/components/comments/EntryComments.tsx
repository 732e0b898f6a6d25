import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LATEST_COMMENTS } from '../../lib/comment-rules';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { EntryCommentsQuery } from './queries';

/** The comments block of an entry page: the form, the latest comments and a link to all of them. */
export function EntryComments({ entryId, allCommentsPath }: { entryId: string; allCommentsPath: string }) {
  const { data, refetch } = useQuery(EntryCommentsQuery, { variables: { entryId, first: LATEST_COMMENTS } });
  const total = data?.comments.totalCount ?? 0;
  const refresh = () => void refetch();
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">
        <FormattedMessage id="comments.heading" values={{ count: total }} />
      </h2>
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
