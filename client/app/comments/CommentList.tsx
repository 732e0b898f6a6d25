import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedDay } from '../components/FormattedDay';
import { getFragmentData, type FragmentType } from '../graphql';
import { CommentItemFragment } from './queries';
import { LOCALE_INFO } from '#shared/locales';
import { useLocale } from '../i18n/use-locale';
import { useSession } from '../lib/session';
import { useHideComment } from './use-hide-comment';
import { canReview } from '#shared/roles';

/**
 * Comments, newest first. Their text is plain text rendered by React, so markup someone typed
 * shows as the characters they typed. Reviewers see hidden comments too, and hide or show them.
 * Each comment carries its language, and what a writer typed is bidi-isolated (<bdi>, dir=auto),
 * so a right-to-left override in a name or text cannot turn the page's text after it around.
 */
export function CommentList({ comments, onChanged }: { comments: FragmentType<typeof CommentItemFragment>[]; onChanged: () => void }) {
  const items = getFragmentData(CommentItemFragment, comments);
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = useSession();
  const reviewer = canReview(viewer);
  const { hideComment } = useHideComment();
  const [busy, setBusy] = useState<string | null>(null);

  const setHidden = async (id: string, hidden: boolean) => {
    setBusy(id);
    if (await hideComment(id, hidden)) onChanged();
    setBusy(null);
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
        <li key={comment.id} className={`comment${comment.hidden ? ' comment-hidden' : ''}`} data-comment={comment.id} lang={LOCALE_INFO[comment.locale].iso}>
          {/* The page's own words around the comment stay in the page's language. */}
          <p className="comment-meta" lang={LOCALE_INFO[locale].iso}>
            <bdi className="comment-author" dir="auto" lang={LOCALE_INFO[comment.locale].iso}>
              <strong>{comment.authorName}</strong>
            </bdi>
            {comment.byMember ? (
              <span className="comment-badge">
                <FormattedMessage id="comments.member" />
              </span>
            ) : null}{' '}
            <time dateTime={comment.createdAt} className="muted">
              <FormattedDay value={comment.createdAt} dateStyle="medium" timeStyle="short" />
            </time>
            {comment.hidden ? (
              <span className="status-badge status-rejected">
                <FormattedMessage id="comments.hidden" />
              </span>
            ) : null}
          </p>
          <p className="comment-text" dir="auto">
            {comment.text}
          </p>
          {reviewer ? (
            <button
              type="button"
              lang={LOCALE_INFO[locale].iso}
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
