import type { ApolloClient } from '@apollo/client';

/**
 * Forgets every list of comments the browser holds, after a comment was posted, hidden or shown:
 * the counts per language on the entry's pages in other languages changed too, so going there
 * must ask the server again instead of showing the old numbers.
 */
export function forgetComments(client: ApolloClient): void {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'comments', broadcast: false });
  client.cache.gc();
}
