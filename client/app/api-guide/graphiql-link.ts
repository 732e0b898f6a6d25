/**
 * A link that opens an operation in GraphiQL: /graphql?query=…&variables=…&operationName=…, as
 * GraphiQL itself and other GraphQL tools share them. The explorer prefills its editor from such a
 * link within bounds that every browser and proxy carries; anything past them or unreadable is
 * refused with a word to the reader, and the explorer opens as usual.
 */

/** Characters of each part a shared link may carry (a long query is some 2,000; URLs past 16 KB fail in servers and proxies). */
export const SHARED_LINK_LIMITS = { query: 8_000, variables: 2_000, operationName: 100 } as const;

export interface SharedOperation {
  query: string;
  /** The variables as JSON text, as GraphiQL's editor holds them. */
  variables?: string;
  operationName?: string;
}

/** The link to GraphiQL for an operation. */
export function graphiqlLink({ query, variables, operationName }: { query: string; variables?: Record<string, unknown>; operationName?: string }): string {
  const params = new URLSearchParams({ query });
  if (variables && Object.keys(variables).length) params.set('variables', JSON.stringify(variables, null, 2));
  if (operationName) params.set('operationName', operationName);
  return `/graphql?${params.toString()}`;
}

/**
 * What a shared link asks the explorer to open: null when it asks nothing, 'refused' when it asks
 * too much or something unreadable (variables that are not a JSON object, an operation name that
 * is no GraphQL name).
 */
export function sharedOperationOf(search: string): SharedOperation | null | 'refused' {
  const params = new URLSearchParams(search);
  const query = params.get('query');
  const variables = params.get('variables') ?? undefined;
  const operationName = params.get('operationName') ?? undefined;
  if (query === null) return null;
  if (query.length > SHARED_LINK_LIMITS.query || (variables?.length ?? 0) > SHARED_LINK_LIMITS.variables) return 'refused';
  if (operationName !== undefined && (operationName.length > SHARED_LINK_LIMITS.operationName || !/^[_A-Za-z][_0-9A-Za-z]*$/.test(operationName)))
    return 'refused';
  if (variables !== undefined && variables.trim() && !isJsonObject(variables)) return 'refused';
  return { query, variables, operationName };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
