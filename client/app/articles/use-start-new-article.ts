import { graphql } from '../graphql';
import type { NewArticleInput } from '../graphql/graphql';
import { useSiteMutation } from '../lib/use-site-mutation';

const StartNewArticleMutation = graphql(`
  mutation StartNewArticle($input: NewArticleInput!) {
    startNewArticle(input: $input) {
      revision {
        id
      }
      errors {
        field
        code
      }
    }
  }
`);

/** Starts a new article (an empty draft about an event, a person or a holiday); answers the draft or the refusal, or null when the server could not be reached (a toast said so). */
export function useStartNewArticle() {
  const { send, sending } = useSiteMutation(StartNewArticleMutation, { toastKey: 'new-article' });
  const startNewArticle = async (input: NewArticleInput) => {
    const data = await send({ input });
    return data ? data.startNewArticle : null;
  };
  return { startNewArticle, starting: sending };
}
