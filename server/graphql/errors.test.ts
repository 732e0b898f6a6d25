import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PARSE_OPTIONS } from '../api/document-limits';
import { formatGraphqlError, socketErrors } from './errors';
import { redirectLogs } from '../observability/logger';

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

describe('errors over the WebSocket', () => {
  const databaseFault = () =>
    new GraphQLError('Invalid `prisma.comment.create()` invocation: invalid byte sequence for encoding "UTF8": 0x00', {
      path: ['entryChanged'],
      originalError: new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    });

  it('are masked as over HTTP, and the unexpected logged in full', () => {
    const lines: Record<string, unknown>[] = [];
    const restore = redirectLogs({ write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    try {
      expect(socketErrors([databaseFault()], { operation: 'Live', showErrors: false })).toEqual([
        { message: 'Something went wrong on our side. Please try again later.', path: ['entryChanged'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ]);
    } finally {
      restore();
    }
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'A GraphQL operation failed',
        operation: 'Live',
        err: expect.objectContaining({ message: expect.stringContaining('0x00') }),
      }),
    ]);
  });

  it('keep a refusal with its code, without the HTTP status it has over HTTP, and log nothing of it', () => {
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line) => void lines.push(line) });
    try {
      const refusal = new GraphQLError('Text may not contain control characters.', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      const tooMany = new GraphQLError('Too many subscriptions from this address.', { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } });
      expect(socketErrors([refusal, tooMany], { operation: null, showErrors: false })).toEqual([
        { message: 'Text may not contain control characters.', extensions: { code: 'BAD_USER_INPUT' } },
        { message: 'Too many subscriptions from this address.', extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } },
      ]);
    } finally {
      restore();
    }
    expect(lines).toEqual([]);
  });
});

describe('a document past its bound on tokens', () => {
  it('is refused in words a client understands', () => {
    let message = '';
    try {
      parse(`{ ${'__typename '.repeat(2001)}}`, PARSE_OPTIONS);
    } catch (error) {
      message = (error as Error).message;
    }
    const refusal = new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(formatGraphqlError(refusal.toJSON())).toEqual({
      message: 'The document is too long: it may hold 2,000 tokens (names, punctuation and values) at most.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    // Any other syntax error keeps graphql-js's words.
    const other = new GraphQLError('Syntax Error: Expected Name, found <EOF>.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(formatGraphqlError(other.toJSON()).message).toBe('Syntax Error: Expected Name, found <EOF>.');
  });
});
