import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CommentItem_CommentFragment } from '../../graphql/graphql';
import { browserApollo } from '../../lib/apollo';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { HideCommentMutation } from './queries';

/**
 * Comments, newest first. Their text is plain text rendered by React, so markup someone typed
 * shows as the characters they typed. Reviewers see hidden comments too, and hide or show them.
 */
export function CommentList({ comments: items, onChanged }: { comments: CommentItem_CommentFragment[]; onChanged: () => void }) {
  const intl = useIntl();
  const { viewer } = useSession();
  const reviewer = viewer !== null && viewer.role !== 'MEMBER';
  const [busy, setBusy] = useState<string | null>(null);

  const setHidden = async (id: string, hidden: boolean) => {
    setBusy(id);
    try {
      const { data } = await browserApollo().mutate({ mutation: HideCommentMutation, variables: { id, hidden } });
      if (data?.hideComment.comment) {
        notify({ status: 'success', title: intl.formatMessage({ id: hidden ? 'comments.hiddenDone' : 'comments.shownDone' }) });
        onChanged();
      } else notify({ status: 'error', title: intl.formatMessage({ id: 'comments.error.COMMENT_NOT_FOUND' }) });
    } catch {
      notify({ status: 'error', title: intl.formatMessage({ id: 'common.serverError' }) });
    } finally {
      setBusy(null);
    }
  };

  if (!items.length) {
    return (
      <p className="empty">
        <FormattedMessage id="comments.empty" />
      </p>
    );
  }
  return (
    <ol className="comment-list">
      {items.map((comment) => (
        <li key={comment.id} className={`comment${comment.hidden ? ' comment-hidden' : ''}`} data-comment={comment.id}>
          <p className="comment-meta">
            <strong className="comment-author">{comment.authorName}</strong>
            {comment.byMember ? (
              <span className="comment-badge">
                <FormattedMessage id="comments.member" />
              </span>
            ) : null}{' '}
            <time dateTime={comment.createdAt} className="muted">
              <FormattedDate value={comment.createdAt} dateStyle="medium" timeStyle="short" />
            </time>
            {comment.hidden ? (
              <span className="status-badge status-rejected">
                <FormattedMessage id="comments.hidden" />
              </span>
            ) : null}
          </p>
          <p className="comment-text">{comment.text}</p>
          {reviewer ? (
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={busy === comment.id}
              aria-label={intl.formatMessage({ id: comment.hidden ? 'comments.showLabel' : 'comments.hideLabel' }, { name: comment.authorName })}
              onClick={() => setHidden(comment.id, !comment.hidden)}
            >
              <FormattedMessage id={comment.hidden ? 'comments.show' : 'comments.hide'} />
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
