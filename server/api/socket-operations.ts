/**
 * The WebSocket on /graphql carries subscriptions (and the changes a page sends over it); a query
 * is answered over HTTP, where its cost is charged to its budget and caches may keep it. A query
 * over the socket would read around the budget, so the socket refuses it as invalid.
 */
import { GraphQLError, Kind, OperationTypeNode, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

export function validateSocketOperation(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  const errors = validate(schema, document);
  if (errors.length) return errors;
  const query = document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.QUERY);
  return query
    ? [new GraphQLError('Queries are answered over HTTP (POST or GET /graphql), where their cost is counted; the WebSocket carries subscriptions.')]
    : [];
}
