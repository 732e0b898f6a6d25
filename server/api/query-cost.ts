/**
 * What a GraphQL operation costs, in the points of @pothos/plugin-complexity: every field its price
 * (1 unless the schema says more), and what is under a list times the items the list may hold
 * (its `first`, or 10). `requested` is that sum over the operation as written, known before it runs;
 * `actual` counts the fields as they were resolved, each at its own price, so a list shorter than
 * its bound costs less. An operation is charged `actual`, never more than `requested`: a client
 * knows the most an operation may take before sending it.
 *
 * On top of what the plugin counts (`surcharge`), at fixed prices, charged whole when they run:
 * - a mutation's every root field (every alias of it) is a write and costs WRITE_PRICE more than
 *   its fields: `{ a: recordLogin { displayName } b: recordLogin { displayName } }` costs
 *   2 × (1 + 1 + 10) = 24;
 * - introspection, which the plugin sees as one field: the whole schema (`__schema`) costs 200
 *   (its full answer holds some 9,400 fields), one type (`__type`) 10. An operation may hold one
 *   of them (document-limits.ts).
 */
import { complexityFromQuery, type ComplexityResult } from '@pothos/plugin-complexity';
import { Kind, OperationTypeNode, type DocumentNode, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { rootFields } from './document-limits';

/** What one query may cost: its fields priced by their work, how deeply nested and how many fields. */
export const QUERY_LIMITS = { complexity: 5000, depth: 10, breadth: 250 };

/**
 * The complexity, depth and breadth of the operation the request runs, as the schema's
 * complexity plugin measures them; null when they cannot be measured (variables the operation
 * does not accept, which execution refuses anyway).
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  ctx: object,
): ComplexityResult | null {
  // The plugin measures a document's first operation: give it the one that runs, with the fragments.
  const only: DocumentNode = { ...document, definitions: document.definitions.filter((d) => d === operation || d.kind === Kind.FRAGMENT_DEFINITION) };
  try {
    return complexityFromQuery(only, { schema, variables, ctx });
  } catch {
    return null;
  }
}

/** What a change costs beyond its fields. */
export const WRITE_PRICE = 10;

/** What introspection costs, whatever it selects. */
export const INTROSPECTION_PRICES: ReadonlyMap<string, number> = new Map([
  ['__schema', 200],
  ['__type', 10],
]);

/** What an operation costs beyond what the complexity plugin counts. */
export interface Surcharge {
  /** To add to the requested cost: the writes, and the introspection less the 1 point the plugin counts for it. */
  requested: number;
  /** To add to what the operation resolved once it runs: its introspection, which graphql-js answers without the resolvers that count. */
  unresolved: number;
}

export function surcharge(document: DocumentNode, operation: OperationDefinitionNode): Surcharge {
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const result = { requested: 0, unresolved: 0 };
  for (const { name } of rootFields(operation, (fragment) => fragments.get(fragment))) {
    if (operation.operation === OperationTypeNode.MUTATION && name.value !== '__typename') result.requested += WRITE_PRICE;
    const introspection = INTROSPECTION_PRICES.get(name.value);
    if (introspection) {
      result.requested += introspection - 1;
      result.unresolved += introspection;
    }
  }
  return result;
}

/** True when the query is past what one query may cost: the schema refuses it unrun, so it is not charged. */
export function pastQueryLimits(cost: ComplexityResult): boolean {
  return cost.complexity > QUERY_LIMITS.complexity || cost.depth > QUERY_LIMITS.depth || cost.breadth > QUERY_LIMITS.breadth;
}

type FieldComplexity = number | { field?: number; multiplier?: number } | ((args: Record<string, unknown>, ctx: unknown, field: unknown) => unknown);

/** A field's own price, without what is under it: what resolving it once costs. */
export function fieldPrice(field: GraphQLField<unknown, unknown> | undefined, args: Record<string, unknown>, ctx: unknown): number {
  let complexity = field?.extensions.complexity as FieldComplexity | undefined;
  if (typeof complexity === 'function') {
    try {
      complexity = complexity(args, ctx, field) as FieldComplexity;
    } catch {
      complexity = undefined;
    }
  }
  if (typeof complexity === 'number') return complexity;
  if (complexity && typeof complexity === 'object' && typeof complexity.field === 'number') return complexity.field;
  return 1;
}
