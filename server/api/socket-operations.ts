/**
 * The WebSocket on /graphql carries subscriptions (and the changes a page sends over it); a query
 * is answered over HTTP, where its cost is charged to its budget and caches may keep it. A query
 * over the socket would read around the budget, so the socket refuses the operation to run when it
 * is a query (a document may hold others beside it, as GraphiQL's editor does).
 */
import { getOperationAST, GraphQLError, OperationTypeNode, parse, type DocumentNode } from 'graphql';

/** graphql-ws's `onSubscribe`: errors for a query; nothing otherwise, so the socket goes on as usual (and reports a document that does not parse). */
export function refuseSocketQueries(
  _ctx: unknown,
  _id: string,
  payload: { query: string; operationName?: string | null },
): readonly GraphQLError[] | undefined {
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch {
    return undefined;
  }
  if (getOperationAST(document, payload.operationName)?.operation !== OperationTypeNode.QUERY) return undefined;
  return [new GraphQLError('Queries are answered over HTTP (POST or GET /graphql), where their cost is counted; the WebSocket carries subscriptions.')];
}
