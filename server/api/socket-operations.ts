/**
 * The WebSocket on /graphql carries subscriptions, and nothing else. Queries and mutations go over
 * HTTP, where their cost is charged to a budget (charges.ts), their input is checked
 * (graphql-input.ts) and their errors are masked and logged (graphql-errors.ts); over the socket a
 * query would read around its budget and a mutation would write around all three, so the socket
 * refuses to run them, with BAD_REQUEST (a document may hold them beside the subscription that
 * runs, as GraphiQL's editor does). The site's pages and its GraphiQL send only subscriptions over
 * the socket.
 *
 * A subscription meets what an operation meets over HTTP: a message of at most 64 KB, the
 * document's bounds while it is parsed (document-limits.ts), graphql-js's validation and the
 * site's rules, variables that fit their types, and no control characters in its text or
 * variables. Its errors are formatted and logged as over HTTP (graphql.ts hands them to
 * socketErrors).
 */
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { controlCharacterRefusal } from '../graphql/input';
import { DOCUMENT_RULES, PARSE_OPTIONS, parseErrorMessage } from './document-limits';

interface SubscribePayload {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

const OVER_HTTP: Partial<Record<OperationTypeNode, string>> = {
  [OperationTypeNode.QUERY]: 'Queries are answered over HTTP (POST or GET /graphql), where their cost is counted; the WebSocket carries subscriptions.',
  [OperationTypeNode.MUTATION]:
    'Mutations are sent over HTTP (POST /graphql), where their cost is counted and their input checked; the WebSocket carries subscriptions.',
};

/** An error with a code, as Apollo Server gives the same refusal over HTTP. */
const refusal = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });
/** graphql-js's errors of a request, with the code Apollo Server gives them over HTTP. */
const withCode = (errors: readonly GraphQLError[], code: string) =>
  errors.map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code } }));

/**
 * graphql-ws's `onSubscribe`: the subscription to run, with its document parsed and validated
 * here (the server fills in its context); or what refuses it.
 */
export function socketSubscription(schema: GraphQLSchema, payload: SubscribePayload): ExecutionArgs | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(payload.query, PARSE_OPTIONS);
  } catch (error) {
    return [refusal(parseErrorMessage((error as Error).message), 'GRAPHQL_PARSE_FAILED')];
  }
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) return [refusal('The document does not say which of its operations to run (operationName).', 'BAD_REQUEST')];
  const overHttp = OVER_HTTP[operation.operation];
  if (overHttp) return [refusal(overHttp, 'BAD_REQUEST')];
  const invalid = validate(schema, document, [...specifiedRules, ...DOCUMENT_RULES]);
  if (invalid.length) return withCode(invalid, 'GRAPHQL_VALIDATION_FAILED');
  // Variables that do not fit their types are bad input, as Apollo Server says of them over HTTP.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {});
  if (coerced.errors) return withCode(coerced.errors, 'BAD_USER_INPUT');
  const controlCharacters = controlCharacterRefusal(document, payload.variables);
  if (controlCharacters) return [controlCharacters];
  return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
}
