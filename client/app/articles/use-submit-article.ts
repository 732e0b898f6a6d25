import { useSiteMutation } from '../lib/use-site-mutation';
import { inputOf, type ArticleContent } from './content';
import { SubmitArticleMutation } from './documents';

/** Sends a draft to review; answers the submitted revision or the refusal, or null when the server could not be reached (a toast said so). */
export function useSubmitArticle() {
  const { send, sending } = useSiteMutation(SubmitArticleMutation, { toastKey: 'article-check' });
  const submitArticle = async (revisionId: string, content: ArticleContent, rulesAccepted: boolean) => {
    const data = await send({ revisionId, input: inputOf(content), rulesAccepted });
    return data ? data.submitArticle : null;
  };
  return { submitArticle, submitting: sending };
}
