import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
  type TypedDocumentNode,
  type OperationVariables,
} from '@apollo/client';
import { data } from 'react-router';
import { OperationTypeNode } from 'graphql';
import { liveLink } from './live-link';

/** The cache of the browser's client, and of each page inside SiteApollo the server renders (with its own options). */
export function createApolloCache(options: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    ...options,
    // An entry's `id` names its reading in one language, so the cache keeps each language's apart by id alone.
    typePolicies: { Day: { keyFields: false } },
  });
}

/** The element holding the server's Apollo cache as JSON: data, not a script, so no policy must allow it. */
export const APOLLO_STATE_ID = 'apollo-state';

function serverApolloState(): Record<string, unknown> {
  const json = document.getElementById(APOLLO_STATE_ID)?.textContent;
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

let browserClient: ApolloClient | undefined;

/** The browser's one Apollo client, starting from the cache the server rendered with. */
export function browserApollo(): ApolloClient {
  if (!browserClient) {
    browserClient = new ApolloClient({
      cache: createApolloCache().restore(serverApolloState() as never),
      link: ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, liveLink(), new HttpLink({ uri: '/graphql' })),
    });
  }
  return browserClient;
}

/**
 * Runs a query through Apollo (from the cache when it holds the answer) and throws on errors: in
 * the browser, and on the server for the pages whose browser reads Apollo's cache (SiteApollo).
 */
export async function queryData<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  try {
    const result = await client.query({ query, variables } as ApolloClient.QueryOptions<TData, TVariables>);
    if (result.error) throw result.error;
    return result.data as TData;
  } catch (error) {
    if (isUnavailable(error)) throw data('unavailable', { status: 503 });
    throw error;
  }
}

/** The server answered that it is briefly without its database: the page says so (503), not that it failed. */
function isUnavailable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'UNAVAILABLE');
  return ServerError.is(error) && error.statusCode === 503;
}
