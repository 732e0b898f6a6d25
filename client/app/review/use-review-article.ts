import type { ReviewDecision } from '../graphql/graphql';
import { useSiteMutation } from '../lib/use-site-mutation';
import { ReviewArticleMutation } from './documents';

/** Approves or rejects a submission; answers the decided revision or the refusal, or null when the server could not be reached (a toast said so). */
export function useReviewArticle() {
  const { send, sending } = useSiteMutation(ReviewArticleMutation, { toastKey: 'review' });
  const reviewArticle = async (revisionId: string, decision: ReviewDecision, reason: string | null) => {
    const data = await send({ revisionId, decision, reason });
    return data ? data.reviewArticle : null;
  };
  return { reviewArticle, deciding: sending };
}
