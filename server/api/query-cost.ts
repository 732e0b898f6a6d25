/**
 * What a GraphQL query costs, in the points of @pothos/plugin-complexity: every field its price
 * (1 unless the schema says more), and what is under a list times the items the list may hold
 * (its `first`, or 10). `requested` is that sum over the query as written, known before it runs;
 * `actual` counts the fields as they were resolved, each at its own price, so a list shorter than
 * its bound costs less. A query is charged `actual`, never more than `requested`: a client knows
 * the most a query may take before sending it.
 */
import { complexityFromQuery, type ComplexityResult } from '@pothos/plugin-complexity';
import { Kind, type DocumentNode, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

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
