import { z } from 'zod';
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKENS_PER_MEMBER } from '#shared/api-token-rules';
import { apiTokensOf, createApiToken, revokeApiToken } from '../api/tokens';
import { builder } from '../graphql/builder';
import { withRefusals, type FieldErrorShape } from '../graphql/field-errors';
import type { ApiToken as ApiTokenRow } from '../generated/prisma/client';
import { FieldError } from './errors';

const ApiToken = builder.prismaObject('ApiToken', {
  description:
    "A member's personal API token, for scripts and notebooks: sent as `Authorization: Bearer <token>`, it reads as its member, from the member's larger hourly budget of API points, and runs no mutation. " +
    'The token itself is shown once, when it is made; the site keeps only its SHA-256 hash.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The token (not the token itself): what revokeApiToken takes.' }),
    name: t.exposeString('name', { description: 'What the member calls it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'When a request last came with it (to the minute); null until then.' }),
  }),
});

interface CreatedShape {
  token: ApiTokenRow | null;
  secret: string | null;
  errors: FieldErrorShape[];
}

const CreateApiTokenResult = builder.objectRef<CreatedShape>('CreateApiTokenResult').implement({
  description: 'A new personal API token with the token itself, shown this once; or why none was made.',
  fields: (t) => ({
    apiToken: t.field({ type: ApiToken, nullable: true, description: 'The token as now stored; null when refused.', resolve: (r) => r.token }),
    token: t.exposeString('secret', {
      nullable: true,
      description: 'The token to send as `Authorization: Bearer <token>`. Shown only here: the site cannot show it again.',
    }),
    errors: t.field({ type: [FieldError], description: 'Empty when the token was made.', resolve: (r) => r.errors }),
  }),
});

interface RevokedShape {
  token: ApiTokenRow | null;
  errors: FieldErrorShape[];
}

const RevokeApiTokenResult = builder.objectRef<RevokedShape>('RevokeApiTokenResult').implement({
  description: 'The token that was revoked, or why none was.',
  fields: (t) => ({
    apiToken: t.field({
      type: ApiToken,
      nullable: true,
      description: 'The token as it was; requests with it are refused from now on. Null when refused.',
      resolve: (r) => r.token,
    }),
    errors: t.field({ type: [FieldError], description: 'Empty when the token was revoked.', resolve: (r) => r.errors }),
  }),
});

builder.queryField('apiTokens', (t) =>
  t.withAuth({ member: true }).prismaField({
    type: ['ApiToken'],
    description: `The signed-in member's personal API tokens, newest first (at most ${API_TOKENS_PER_MEMBER}).`,
    resolve: (_query, _root, _args, ctx) => apiTokensOf(ctx.db, ctx.user.uid),
  }),
);

builder.mutationFields((t) => ({
  createApiToken: t.withAuth({ member: true }).field({
    type: CreateApiTokenResult,
    description: withRefusals(`Makes a personal API token for the signed-in member (at most ${API_TOKENS_PER_MEMBER} at once) and answers it, this once.`, [
      'NAME_REQUIRED',
      'NAME_TOO_LONG',
      'NAME_INVALID_CHARACTERS',
      'TOO_MANY_API_TOKENS',
    ]),
    args: {
      name: t.arg.string({
        required: true,
        description: `What to call it (1 to ${API_TOKEN_NAME_MAX_LENGTH} characters), to tell it apart from the member's other tokens.`,
        // Longer names are a refusal the form words; a name past any form's reach is bad input.
        validate: { maxLength: API_TOKEN_NAME_MAX_LENGTH * 10 },
      }),
    },
    resolve: (_root, { name }, ctx) => createApiToken(ctx.db, ctx.user.uid, name),
  }),
  revokeApiToken: t.withAuth({ member: true }).field({
    type: RevokeApiTokenResult,
    description: withRefusals("Revokes one of the signed-in member's API tokens: requests with it are refused (401) from now on.", ['API_TOKEN_NOT_FOUND']),
    args: { id: t.arg.id({ required: true, description: 'The token (its id, from apiTokens).', validate: { schema: z.uuid() } }) },
    resolve: async (_root, { id }, ctx) => {
      const token = await revokeApiToken(ctx.db, ctx.user.uid, String(id));
      return token ? { token, errors: [] } : { token: null, errors: [{ field: 'id', code: 'API_TOKEN_NOT_FOUND' as const }] };
    },
  }),
}));
