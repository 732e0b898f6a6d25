/**
 * Members' personal API tokens over HTTP: made and revoked by the member signed in on the site,
 * shown once, kept only as a hash, sent as a Bearer token by a script that then reads as the
 * member, from the member's bucket, and never writes (exports, which read, it may start:
 * http.test.ts).
 */
import { createHash } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import type { Variables } from '../../tests/setup/graphql-over-http';
import { startInstance, type Instance } from '../../tests/setup/instances';
import { signedInMember } from '../../tests/setup/members';
import { graphql } from '../../tests/graphql';
import type { CostExtension } from './charges';
import { API_TOKENS_PER_MEMBER } from '#shared/api-token-rules';

const CREATE = graphql(`
  mutation TokenCreate($name: String!) {
    createApiToken(name: $name) {
      apiToken {
        id
        name
        createdAt
        lastUsedAt
      }
      token
      errors {
        field
        code
      }
    }
  }
`);
const LIST = graphql(`
  query TokenList {
    apiTokens {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);
const REVOKE = graphql(`
  mutation TokenRevoke($id: ID!) {
    revokeApiToken(id: $id) {
      apiToken {
        id
        name
      }
      errors {
        field
        code
      }
    }
  }
`);
const TYPENAME = graphql(`
  query TokenTypename {
    __typename
  }
`);
const WHO = graphql(`
  query TokenWho {
    me {
      displayName
    }
    myArticles(first: 5) {
      edges {
        node {
          id
        }
      }
    }
  }
`);

let testbed: AuthTestbed;
let site: Instance;
let ada: { cookie: string; uid: string };
let bob: { cookie: string; uid: string };

beforeAll(async () => {
  testbed = await startAuthTestbed('api-tokens');
  const { t, firebase } = testbed;
  site = await startInstance({ db: t.db, databaseUrl: t.url, firebase });
  const signIn = async (email: string, displayName: string) => {
    const { user, cookie } = await signedInMember(testbed, site.http, { email, displayName });
    return { cookie, uid: user.uid };
  };
  ada = await signIn('ada@example.com', 'Ada Lovelace');
  bob = await signIn('bob@example.com', 'Bob');
}, 150_000);

afterAll(async () => {
  await site?.close();
  await testbed?.stop();
});

interface Answer<TData> {
  response: Response;
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  cost?: CostExtension;
}

/** Posts the operation with these headers (a session cookie, a token), as a page or a script sends it. */
async function ask<TData, TVariables>(
  headers: Record<string, string>,
  document: TypedDocumentNode<TData, TVariables>,
  ...variables: Variables<TVariables>
): Promise<Answer<TData>> {
  const response = await fetch(`${site.http}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query: print(document), variables: variables[0] }),
  });
  const body = (await response.json()) as Omit<Answer<TData>, 'response' | 'cost'> & { extensions?: { cost?: CostExtension } };
  return { response, data: body.data, errors: body.errors, cost: body.extensions?.cost };
}

const asMember = (member: { cookie: string }) => ({ Cookie: member.cookie });
const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });

async function created(member: { cookie: string }, name: string): Promise<{ id: string; token: string }> {
  const { data } = await ask(asMember(member), CREATE, { name });
  const { apiToken, token, errors } = data!.createApiToken;
  expect(errors).toEqual([]);
  return { id: apiToken!.id, token: token! };
}

describe('a personal API token', () => {
  it('is shown once when made, and only its hash is kept', async () => {
    const { data } = await ask(asMember(ada), CREATE, { name: '  Pandas notebook  ' });
    const made = data!.createApiToken;
    expect(made.errors).toEqual([]);
    expect(made.apiToken).toMatchObject({ name: 'Pandas notebook', lastUsedAt: null });
    expect(made.token).toMatch(/^dp_[A-Za-z0-9_-]{43}$/);

    const listed = await ask(asMember(ada), LIST);
    expect(listed.data!.apiTokens).toEqual([made.apiToken]);
    expect(JSON.stringify(listed.data)).not.toContain(made.token!);

    const rows = await testbed.t.db.apiToken.findMany({ where: { userId: ada.uid } });
    expect(rows).toHaveLength(1);
    expect(rows[0].hash).toBe(createHash('sha256').update(made.token!).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(made.token!.slice(3));
  });

  it("reads as its member, from the member's budget, in answers no cache keeps", async () => {
    const { token, id } = await created(ada, 'reads');
    const answer = await ask(withToken(token), WHO);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ me: { displayName: 'Ada Lovelace' }, myArticles: { edges: [] } });
    expect(answer.cost).toMatchObject({ limit: 100_000 });
    expect(answer.response.headers.get('cache-control')).toBe('private, no-store');
    const row = await testbed.t.db.apiToken.findUniqueOrThrow({ where: { id } });
    expect(Date.now() - row.lastUsedAt!.getTime()).toBeLessThan(60_000);
  });

  it('is looked up in one statement, and its use written at most once a minute', async () => {
    const { token } = await created(ada, 'statements');
    await ask(withToken(token), TYPENAME);
    testbed.t.statements.length = 0;
    await ask(withToken(token), TYPENAME);
    const tokenStatements = testbed.t.statements.filter((sql) => sql.includes('"ApiToken"'));
    expect(tokenStatements).toHaveLength(1);
    expect(tokenStatements[0]).toMatch(/^SELECT/);
  });

  it('changes nothing: a mutation with it is refused', async () => {
    const { token } = await created(ada, 'no writes');
    const answer = await ask(withToken(token), CREATE, { name: 'made by a script' });
    expect(answer.response.status).toBe(403);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await testbed.t.db.apiToken.count({ where: { name: 'made by a script' } })).toBe(0);
  });

  it('is refused with a clear 401 once revoked, as an unknown one is', async () => {
    const { token, id } = await created(ada, 'to revoke');
    expect((await ask(withToken(token), WHO)).response.status).toBe(200);
    const revoked = await ask(asMember(ada), REVOKE, { id });
    expect(revoked.data!.revokeApiToken).toEqual({ apiToken: { id, name: 'to revoke' }, errors: [] });
    expect((await ask(asMember(ada), LIST)).data!.apiTokens.map((t) => t.id)).not.toContain(id);

    for (const used of [token, `dp_${'x'.repeat(43)}`]) {
      const refused = await ask(withToken(used), WHO);
      expect(refused.response.status).toBe(401);
      expect(refused.response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(refused.errors).toEqual([
        { message: 'This API token is unknown or was revoked. Make a new one on your API tokens page.', extensions: { code: 'UNAUTHENTICATED' } },
      ]);
    }
  });

  it('refuses with 401 an Authorization header it cannot read, or a Bearer token that names no member', async () => {
    for (const [authorization, error] of [
      ['token dp_abc', 'invalid_request'],
      ['Basic YWRhOnNlY3JldA==', 'invalid_request'],
      ['Bearer', 'invalid_request'],
      ['Bearer not-a-token-of-anyone', 'invalid_token'],
    ] as const) {
      const refused = await ask({ Authorization: authorization }, WHO);
      expect(refused.response.status, authorization).toBe(401);
      expect(refused.response.headers.get('www-authenticate')).toBe(`Bearer error="${error}"`);
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // Without the header, a visitor reads as before.
    expect((await ask({}, WHO)).response.status).toBe(200);
  });

  it("is refused once its member's account is disabled", async () => {
    const { token } = await created(bob, 'disabled later');
    await testbed.t.db.user.update({ where: { uid: bob.uid }, data: { disabled: true } });
    try {
      const refused = await ask(withToken(token), WHO);
      expect(refused.response.status).toBe(401);
      expect(refused.errors?.[0]?.message).toMatch(/disabled/);
    } finally {
      await testbed.t.db.user.update({ where: { uid: bob.uid }, data: { disabled: false } });
    }
  });

  it('cannot be revoked by another member, or listed by a visitor', async () => {
    const { id } = await created(ada, "Ada's own");
    const byBob = await ask(asMember(bob), REVOKE, { id });
    expect(byBob.data!.revokeApiToken).toEqual({ apiToken: null, errors: [{ field: 'id', code: 'API_TOKEN_NOT_FOUND' }] });
    expect(await testbed.t.db.apiToken.count({ where: { id } })).toBe(1);
    const visitor = await ask({}, LIST);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('making tokens', () => {
  it('refuses a missing, long or garbled name, and an id that is none', async () => {
    const codes = async (name: string) => (await ask(asMember(bob), CREATE, { name })).data?.createApiToken.errors;
    expect(await codes('   ')).toEqual([{ field: 'name', code: 'NAME_REQUIRED' }]);
    expect(await codes('n'.repeat(61))).toEqual([{ field: 'name', code: 'NAME_TOO_LONG' }]);
    expect(await codes('line\nbreak')).toEqual([{ field: 'name', code: 'NAME_INVALID_CHARACTERS' }]);
    const huge = await ask(asMember(bob), CREATE, { name: 'n'.repeat(601) });
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const notAnId = await ask(asMember(bob), REVOKE, { id: '1 OR 1=1' });
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it(`stops at ${API_TOKENS_PER_MEMBER} per member, also when asked at once, until one is revoked`, async () => {
    const carol = await signedInMember(testbed, site.http, { email: 'carol@example.com', displayName: 'Carol' });
    const answers = await Promise.all(Array.from({ length: API_TOKENS_PER_MEMBER + 3 }, (_, n) => ask(asMember(carol), CREATE, { name: `token ${n}` })));
    const refused = answers.filter((answer) => answer.data!.createApiToken.errors.length);
    expect(refused).toHaveLength(3);
    expect(refused[0].data!.createApiToken.errors).toEqual([{ field: null, code: 'TOO_MANY_API_TOKENS' }]);
    expect(await testbed.t.db.apiToken.count({ where: { userId: carol.user.uid } })).toBe(API_TOKENS_PER_MEMBER);
    const first = answers.find((answer) => answer.data!.createApiToken.apiToken)!.data!.createApiToken.apiToken!.id;
    await ask(asMember(carol), REVOKE, { id: first });
    expect((await ask(asMember(carol), CREATE, { name: 'one more' })).data!.createApiToken.errors).toEqual([]);
  });
});
