import type { ApolloClient } from '@apollo/client';
import type { Locale } from '#shared/locales';
import type { ErrorCode } from '../graphql/graphql';
import { StartRewriteMutation } from './documents';

/**
 * A draft copy of an entry's published article in a language, for the member to rewrite: its
 * id, the code of the refusal (too many drafts this hour), or null when the entry has none.
 */
export async function startRewrite(client: ApolloClient, entryId: string, locale: Locale): Promise<{ revisionId: string } | { refused: ErrorCode } | null> {
  const { data } = await client.mutate({ mutation: StartRewriteMutation, variables: { entryId, locale } });
  const result = data?.startRewrite;
  if (result?.revision) return { revisionId: result.revision.id };
  const code = result?.errors[0]?.code;
  return code && code !== 'ARTICLE_NOT_FOUND' ? { refused: code } : null;
}
