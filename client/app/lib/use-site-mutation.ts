import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from './toast';

export interface SiteMutationOptions {
  /** Under this key a new failure toast takes the place of the last one instead of stacking. */
  toastKey?: string;
  /** A second line for the failure toast, e.g. that what was typed is kept. */
  failureMessageId?: string;
}

/**
 * A mutation as the site's forms and buttons send it. `send` answers the mutation's data, or null
 * when the server could not be reached or failed, after a toast saying so; what the server refused
 * arrives in the data's `errors`, for the caller to show where it belongs. `sending` is true while
 * an answer is awaited.
 *
 * Apollo's browser client is loaded with the first mutation, not with the page: a reader's page
 * (an entry with its comment form) stays light until someone sends something. Pages that hold
 * Apollo queries share the same client, so their cache sees the mutation's result.
 */
export function useSiteMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { toastKey, failureMessageId }: SiteMutationOptions = {},
) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (variables: TVariables): Promise<TData | null> => {
      setSending(true);
      try {
        const { browserApollo } = await import('./apollo');
        const { data } = await browserApollo().mutate<TData, TVariables>({ mutation, variables } as never);
        return data ?? null;
      } catch {
        notify({
          status: 'error',
          title: intl.formatMessage({ id: 'common.serverError' }),
          message: failureMessageId ? intl.formatMessage({ id: failureMessageId }) : undefined,
          ...(toastKey ? { mode: 'replace' as const, key: toastKey } : {}),
        });
        return null;
      } finally {
        setSending(false);
      }
    },
    [mutation, intl, toastKey, failureMessageId],
  );
  return { send, sending };
}
