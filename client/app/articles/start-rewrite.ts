import type { ApolloClient } from '@apollo/client';
import type { Locale } from '../../shared/locales';
import { StartRewriteMutation } from './documents';

/** A draft copy of an entry's published article in a language, for the member to rewrite; null when the entry has none. */
export async function startRewrite(client: ApolloClient, entryId: string, locale: Locale): Promise<string | null> {
  const { data } = await client.mutate({ mutation: StartRewriteMutation, variables: { entryId, locale } });
  return data?.startRewrite.revision?.id ?? null;
}
