import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatGraphqlError } from './graphql-errors';

describe('errors as clients see them', () => {
  it('masks an unexpected fault behind one stable message and code, keeping where it happened', () => {
    const fault = new GraphQLError('Invalid `prisma.article.findMany()` invocation in /work/server/entries/views.ts: invalid byte sequence', {
      path: ['entry'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['Error: …', '    at findMany (node_modules/@prisma/client/runtime.js:1:1)'] },
    });
    expect(formatGraphqlError(fault.toJSON())).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
      path: ['entry'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    // An error without a code is unexpected too.
    expect(formatGraphqlError(new GraphQLError('connect ECONNREFUSED 127.0.0.1:5432').toJSON()).message).toBe(
      'Something went wrong on our side. Please try again later.',
    );
  });

  it('keeps a refusal as it is, without its stack', () => {
    const refusal = new GraphQLError('Not authorized: sign in first.', { extensions: { code: 'UNAUTHENTICATED', stacktrace: ['at x'] } });
    expect(formatGraphqlError(refusal.toJSON())).toEqual({ message: 'Not authorized: sign in first.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
