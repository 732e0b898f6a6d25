import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { notify } from './toast';

export interface SiteMutationOptions {
  /** Under this key a new failure toast takes the place of the last one instead of stacking. */
  toastKey?: string;
  /** A second line for the failure toast, e.g. that what was typed is kept. */
  failureMessageId?: string;
}

/**
 * A mutation as the site's forms and buttons send it, over Apollo's useMutation. `send` answers the
 * mutation's data, or null when the server could not be reached or failed, after a toast saying so;
 * what the server refused arrives in the data's `errors`, for the caller to show where it belongs.
 * `sending` is true while an answer is awaited.
 */
export function useSiteMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  { toastKey, failureMessageId }: SiteMutationOptions = {},
) {
  const intl = useIntl();
  const [mutate, { loading }] = useMutation<TData, TVariables>(mutation);
  const send = useCallback(
    async (variables: TVariables): Promise<TData | null> => {
      try {
        const { data } = await (mutate as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>)({ variables });
        return data ?? null;
      } catch {
        notify({
          status: 'error',
          title: intl.formatMessage({ id: 'common.serverError' }),
          message: failureMessageId ? intl.formatMessage({ id: failureMessageId }) : undefined,
          ...(toastKey ? { mode: 'replace' as const, key: toastKey } : {}),
        });
        return null;
      }
    },
    [mutate, intl, toastKey, failureMessageId],
  );
  return { send, sending: loading };
}
