/** GraphQL over HTTP as pages send it: an operation in a POST to the server's /graphql. */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** An operation's variables, which may be left out when it requires none. */
export type Variables<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

/** The server's response, and the data and errors of its body. */
export interface Answer<TData> {
  response: Response;
  data?: TData | null;
  errors?: GraphqlError[];
}

/** Sends a typed document, printed, to `${base}/graphql` with these headers (a session cookie, say). */
export function sendOperation<TData, TVariables>(
  base: string,
  headers: Record<string, string>,
  document: TypedDocumentNode<TData, TVariables>,
  ...variables: Variables<TVariables>
): Promise<Answer<TData>>;
/** The same with an operation as text, as a request no page sends (an anonymous one, say) or a script that measures the site sends it. */
export function sendOperation(base: string, headers: Record<string, string>, query: string, variables?: Record<string, unknown>): Promise<Answer<unknown>>;
export async function sendOperation(
  base: string,
  headers: Record<string, string>,
  operation: string | TypedDocumentNode,
  variables: unknown = {},
): Promise<Answer<unknown>> {
  const query = typeof operation === 'string' ? operation : print(operation);
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: GraphqlError[] };
  return { response, data: body.data, errors: body.errors };
}
