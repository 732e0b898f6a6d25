import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypedDocumentNode, type OperationVariables } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { liveLink } from './live-link';

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // An entry is the same entry in every language, but its text is per language.
      Entry: { keyFields: ['id', 'locale'] },
      Day: { keyFields: false },
    },
  });
}

declare global {
  interface Window {
    __APOLLO_STATE__?: Record<string, unknown>;
  }
}

let browserClient: ApolloClient | undefined;

/** The browser's one Apollo client, starting from the cache the server rendered with. */
export function browserApollo(): ApolloClient {
  if (!browserClient) {
    browserClient = new ApolloClient({
      cache: createApolloCache().restore((window.__APOLLO_STATE__ ?? {}) as never),
      link: ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, liveLink(), new HttpLink({ uri: '/graphql' })),
    });
  }
  return browserClient;
}

/** Runs a query (from the cache when it holds the answer) and throws on errors. */
export async function queryData<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const result = await client.query({ query, variables } as ApolloClient.QueryOptions<TData, TVariables>);
  if (result.error) throw result.error;
  return result.data as TData;
}
