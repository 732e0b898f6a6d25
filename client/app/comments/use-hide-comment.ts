import { useIntl } from 'react-intl';
import { useSiteMutation } from '../lib/use-site-mutation';
import { notify } from '../lib/toast';
import { HideCommentMutation } from './queries';

/** Hides a comment from every page, or shows it again (reviewers); says how it went in a toast. */
export function useHideComment() {
  const intl = useIntl();
  const { send, sending } = useSiteMutation(HideCommentMutation, { toastKey: 'comment-visibility' });
  const hideComment = async (id: string, hidden: boolean): Promise<boolean> => {
    const data = await send({ id, hidden });
    if (!data) return false;
    const done = data.hideComment.comment !== null && data.hideComment.comment !== undefined;
    const title = done
      ? intl.formatMessage({ id: hidden ? 'comments.hiddenDone' : 'comments.shownDone' })
      : intl.formatMessage({ id: 'comments.error.COMMENT_NOT_FOUND' });
    notify({ status: done ? 'success' : 'error', title });
    return done;
  };
  return { hideComment, hiding: sending };
}
