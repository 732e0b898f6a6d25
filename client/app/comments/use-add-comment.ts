import type { CommentInput } from '../graphql/graphql';
import { useSiteMutation } from '../lib/use-site-mutation';
import { AddCommentMutation } from './queries';

/**
 * Posts a comment; answers the stored comment, the refusal (a code and the field it concerns), or
 * null when the server could not be reached (a toast said so, and the form keeps what was typed).
 */
export function useAddComment() {
  const { send, sending } = useSiteMutation(AddCommentMutation, { toastKey: 'comment' });
  const addComment = async (input: CommentInput) => {
    const data = await send({ input });
    return data ? data.addComment : null;
  };
  return { addComment, posting: sending };
}
