/**
 * Bounds on a GraphQL document, over HTTP and over the WebSocket, met before it can cost the server
 * more than a usual request:
 *
 * - A body of at most 1 MB over HTTP (an article's HTML may hold 400,000 characters, escaped in
 *   JSON), a message of at most 64 KB over the WebSocket, which carries only subscriptions.
 * - At most 2,000 tokens (names, punctuation, values: graphql-js's `maxTokens`), refused while the
 *   document is parsed, before it is validated (GRAPHQL_PARSE_FAILED, 400). Validation grows with the
 *   square of the fields that share a name (graphql-js compares every pair for overlaps): 2,000
 *   same-name fields in 100 KB took 0.7 to 5 s to validate. Within 2,000 tokens the costliest shapes
 *   measured (a hundred same-name fields with selections) validate in tens of milliseconds. The
 *   site's largest document holds 221 tokens, GraphiQL's introspection query 184; the bound also
 *   bounds how many fields and aliases a document holds (a field is one token at least, an alias
 *   three), beside the schema's own limit of 250 fields per query (query-cost.ts).
 * - At most one introspection (`__schema` or `__type`) per operation, counted through its
 *   fragments (GRAPHQL_VALIDATION_FAILED, 400): this schema's full introspection answer is 214 KB
 *   and some 45 ms of work, and 240 of them in one request of 76 KB answered 35 MB after 20 s,
 *   while the server answered nothing else. What one costs is in query-cost.ts.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const DOCUMENT_LIMITS = { tokens: 2000, httpBody: '1mb', socketMessageBytes: 64 * 1024 } as const;

/** How every document from a client is parsed: Apollo Server's `parseOptions`, and the WebSocket's. */
export const PARSE_OPTIONS: ParseOptions = { maxTokens: DOCUMENT_LIMITS.tokens };

/** graphql-js's words for a document past `maxTokens` ("more that" is theirs). */
const PAST_MAX_TOKENS = /^Syntax Error: Document contains more th[ae][nt] \d+ tokens\. Parsing aborted\.$/;

/** A parse error's message as a client reads it: the bound on tokens said in words; any other as graphql-js words it. */
export function parseErrorMessage(message: string): string {
  if (!PAST_MAX_TOKENS.test(message)) return message;
  return `The document is too long: it may hold ${DOCUMENT_LIMITS.tokens.toLocaleString('en')} tokens (names, punctuation and values) at most.`;
}

/** The root fields that answer what the schema is. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * The fields an operation selects on its root type, through its inline fragments and fragment
 * spreads (each fragment once: fields of one fragment spread twice share their names and run
 * once). `fragmentOf` finds a fragment by name; one that is missing is skipped (validation says so).
 */
export function rootFields(operation: OperationDefinitionNode, fragmentOf: (name: string) => FragmentDefinitionNode | undefined): FieldNode[] {
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragmentOf(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

/** A validation rule: an operation asks for the schema (`__schema` or `__type`) once at most. */
const oneIntrospection: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(operation) {
    const asked = rootFields(operation, (name) => context.getFragment(name) ?? undefined).filter((field) => INTROSPECTION_FIELDS.has(field.name.value));
    if (asked.length > 1)
      context.reportError(
        new GraphQLError(`An operation may ask for the schema (__schema or __type) once; this one asks ${asked.length} times.`, { nodes: asked }),
      );
  },
});

/**
 * A validation rule: a page of a list is asked from its start (`first`) or from its end (`last`),
 * not both, which the Relay specification advises against and no answer would make clear.
 */
const firstOrLast: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(field) {
    const names = new Set((field.arguments ?? []).map((argument) => argument.name.value));
    if (names.has('first') && names.has('last'))
      context.reportError(new GraphQLError(`Ask ${field.name.value} for \`first\` or \`last\`, not both.`, { nodes: [field] }));
  },
});

/** The rules a document meets beside graphql-js's own: Apollo Server's `validationRules`, and the WebSocket's. */
export const DOCUMENT_RULES: readonly ValidationRule[] = [oneIntrospection, firstOrLast];
