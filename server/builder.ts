/** The Pothos schema builder: plugin configuration only; types live in server/schema/<domain>.ts. */
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import type { Context } from './context';
import { getDatamodel } from './generated/pothos-types';
import type PrismaTypes from './generated/pothos-types';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { member: boolean; reviewer: boolean; admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ZodPlugin, ComplexityPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({
      member: Boolean(ctx.user && !ctx.user.disabled),
      reviewer: Boolean(ctx.user && !ctx.user.disabled && ctx.user.role !== 'MEMBER'),
      admin: Boolean(ctx.user && !ctx.user.disabled && ctx.user.role === 'ADMIN'),
    }),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
  },
  relay: {},
  zod: {
    validationError: (error) => new Error(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')),
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: { complexity: 5000, depth: 10, breadth: 250 },
  },
});

builder.queryType({ description: 'Reading Daypedia: days, entries and statistics.' });

builder.scalarType('DateTime', {
  description: 'A point in time, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new Error('Invalid DateTime');
    return date;
  },
});
