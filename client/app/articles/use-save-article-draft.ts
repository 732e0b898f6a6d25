import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ArticleDraftInput } from '../graphql/graphql';
import { SaveArticleDraftMutation } from './documents';

/**
 * Saves a draft's text; answers the saved revision or the refusal. A failed request throws: the
 * autosave that calls it says so in its status line and tries again, rather than in a toast.
 */
export function useSaveArticleDraft() {
  const [mutate] = useMutation(SaveArticleDraftMutation);
  return useCallback(
    async (revisionId: string, input: ArticleDraftInput) => (await mutate({ variables: { revisionId, input } })).data?.saveArticleDraft ?? null,
    [mutate],
  );
}
