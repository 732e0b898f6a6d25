/**
 * How a route's loader reads its data on the server: its typed GraphQL document run against the
 * schema in the server's process (no HTTP, no Apollo), the answer returned as the document's type.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { data, type RouterContextProvider } from 'react-router';
import { requestContext } from './request-context';

/** The errors the schema answered a query with, other than an absent database's. */
export class QueryErrors extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'QueryErrors';
  }
}

/** Runs a route's query for the page being rendered and answers its data; throws on errors. */
export async function loadQuery<TData, TVariables extends Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data: answer, errors } = await context.get(requestContext)(query, variables);
  if (errors?.length) {
    // The server is briefly without its database: the page says so (503), not that it failed.
    if (errors.some((error) => error.extensions?.code === 'UNAVAILABLE')) throw data('unavailable', { status: 503 });
    throw new QueryErrors(errors);
  }
  return answer as TData;
}
