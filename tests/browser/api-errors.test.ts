/**
 * What an API client sees of errors from the site as `npm start` runs it: stable codes, no
 * stack traces, file paths or database text, and the request's id to quote to an operator.
 */
import { describe, expect, inject, it } from 'vitest';

interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

async function ask(query: string): Promise<{ errors: GraphqlError[]; requestId: string | null; raw: string }> {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const raw = await response.text();
  return { errors: (JSON.parse(raw) as { errors?: GraphqlError[] }).errors ?? [], requestId: response.headers.get('x-request-id'), raw };
}

const LEAKS = /stacktrace|node_modules|\/work\/|prisma|invalid byte|at [\w.]+ \(/i;

describe('errors of the GraphQL API', () => {
  it('asks a visitor to sign in, with the request id, and no stack', async () => {
    const { errors, requestId, raw } = await ask('{ reviewQueue(first: 5) { edges { node { id } } } }');
    expect(errors.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors[0].extensions?.requestId).toBe(requestId);
    expect(raw).not.toMatch(LEAKS);
  });

  it('refuses text with control characters as bad input before it reaches the database', async () => {
    const { errors, requestId, raw } = await ask('{ entry(locale: en, kind: EVENT, slug: "a\\u0000b") { title } }');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', requestId } });
    expect(raw).not.toMatch(LEAKS);
  });

  it('refuses a query that costs too much once, saying its cost and the limit', async () => {
    const fields = Array.from(
      { length: 30 },
      (_, i) => `e${i}: entries(filter: { locale: en }, first: 100) { edges { node { title translations { title } } } }`,
    ).join('\n');
    const { errors, raw } = await ask(`{ ${fields} }`);
    expect(errors).toHaveLength(1);
    expect(errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 5000 });
    expect(errors[0].extensions?.cost).toBeGreaterThan(5000);
    expect(raw).not.toMatch(LEAKS);
  });

  it('calls a page of more than 100 bad input instead of quietly giving 100', async () => {
    const { errors } = await ask('{ entries(filter: { locale: en }, first: 101) { edges { node { id } } } }');
    expect(errors.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
