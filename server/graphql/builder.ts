/** The Pothos schema builder: plugin configuration only; types live in server/schema/<domain>.ts. */
import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import { canAdminister, canReview, isActiveMember } from '#shared/roles';
import type { Context, MemberContext } from './context';
import { decodeGlobalId } from './global-id';
import { QUERY_LIMITS } from '../api/query-cost';
import { getDatamodel } from '../generated/pothos-types';
import type PrismaTypes from '../generated/pothos-types';

/** How each limit is named in the refusal, and which measure of the query it bounds. */
const COMPLEXITY_MEASURES = {
  Complexity: { word: 'costly', measure: 'complexity' },
  Depth: { word: 'deep', measure: 'depth' },
  Breadth: { word: 'broad', measure: 'breadth' },
} as const;

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  /** The roles of shared/roles.ts, and `self`: the signed-in member is the one with this uid. */
  AuthScopes: { member: boolean; reviewer: boolean; admin: boolean; self: string };
  /** What `t.withAuth({ member: true })` and the other roles let a resolver count on: a member is signed in. */
  AuthContexts: { member: MemberContext; reviewer: MemberContext; admin: MemberContext; self: MemberContext };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ZodPlugin, ComplexityPlugin],
  scopeAuth: {
    // A subscription is refused when it starts, not when its first event arrives.
    authorizeOnSubscribe: true,
    // A visitor is asked to sign in; a member without the role is refused.
    unauthorizedError: (_parent, ctx) =>
      ctx.user && !ctx.user.disabled
        ? new GraphQLError('Not authorized for this role.', { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError('Not authorized: sign in first.', { extensions: { code: 'UNAUTHENTICATED' } }),
    authScopes: (ctx) => ({
      member: isActiveMember(ctx.user),
      reviewer: canReview(ctx.user),
      admin: canAdminister(ctx.user),
      self: (uid) => isActiveMember(ctx.user) && ctx.user.uid === uid,
    }),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
  },
  relay: {
    pageInfoTypeOptions: { description: 'Where a page of a connection stands in the whole list.' },
    hasNextPageFieldOptions: { description: 'True when more items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'True when items precede this page.' },
    startCursorFieldOptions: { description: 'The cursor of the first item of the page.' },
    endCursorFieldOptions: { description: 'The cursor of the last item of the page; pass it as `after` for the next page.' },
    cursorFieldOptions: { description: 'Where this item stands in the list.' },
    nodeFieldOptions: { description: 'The item.' },
    edgesFieldOptions: { description: 'The items of this page with their cursors.' },
    // The items without their edges, for clients that need no cursor but the page's last.
    nodesOnConnection: { description: 'The items of this page, as `edges { node }` holds them, without their cursors.' },
    pageInfoFieldOptions: { description: 'Where this page stands in the whole list.' },
    firstArgOptions: {
      description: 'How many items after `after` (at most 100; 20 when neither `first` nor `last` is given). Not together with `last`.',
      validate: { int: true, min: 0, max: 100 },
    },
    afterArgOptions: { description: 'Start after this cursor.' },
    lastArgOptions: { description: 'How many items before `before` (at most 100). Not together with `first`.', validate: { int: true, min: 0, max: 100 } },
    beforeArgOptions: { description: 'End before this cursor.' },
    defaultConnectionTypeOptions: { description: 'A page of a list (Relay connection).' },
    defaultEdgeTypeOptions: { description: 'One item of a page with its cursor.' },
    nodeTypeOptions: {
      description: "Something with a global ID, which `node(id:)` and `nodes(ids:)` read back: an Entry (one language's reading of it) or a Comment.",
    },
    idFieldOptions: { description: "The global ID: opaque; `node(id:)` reads it back. An entry's names its reading in one language (see `Entry.entityId`)." },
    // `node` and `nodes` are written in server/schema/node.ts, where they take a language too.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    decodeGlobalID: decodeGlobalId,
  },
  zod: {
    validationError: (error) =>
      new GraphQLError(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '), { extensions: { code: 'BAD_USER_INPUT' } }),
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: QUERY_LIMITS,
    complexityError: (kind, result) => {
      const { word, measure } = COMPLEXITY_MEASURES[`${kind}`];
      return new GraphQLError(`The query is too ${word}.`, { extensions: { code: 'QUERY_TOO_COMPLEX', cost: result[measure], limit: QUERY_LIMITS[measure] } });
    },
  },
});

builder.queryType({ description: 'Reading Daypedia: days, entries and statistics.' });
builder.mutationType({ description: 'Changing Daypedia: members, their profiles and their writing.' });

builder.scalarType('DateTime', {
  description: 'A point in time, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new Error('Invalid DateTime');
    return date;
  },
});
