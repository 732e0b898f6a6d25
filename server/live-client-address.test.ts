/**
 * Behind a load balancer every live connection comes from the proxy: a comment sent over the
 * WebSocket must count against the address the proxy names, as one sent over HTTP does, or one
 * visitor would use up everyone's allowance.
 */
import { print } from 'graphql';
import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../tests/setup/app';
import { anEntry } from '../tests/setup/factories';
import { ADD_COMMENT } from '../tests/setup/operations';
import type { AddCommentMutation, AddCommentMutationVariables } from '../tests/graphql/graphql';
import { solveProofOfWork } from '../tests/setup/proof-of-work';

let site: TestApp;

beforeAll(async () => {
  site = await startTestApp('live-address', { TRUST_PROXY: '1', PROOF_OF_WORK_SECRET: 'one secret for the live address test' }, { members: false });
}, 150_000);

afterAll(() => site?.close());

/** Posts a comment over a WebSocket whose proxy says it comes from `forwardedFor`. */
async function commentOverSocket(entryId: number, forwardedFor: string) {
  const client = createClient({
    url: `${site.base.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'X-Forwarded-For': forwardedFor } });
      }
    },
    retryAttempts: 0,
  });
  const proof = await solveProofOfWork(`${site.base}/auth/challenge`);
  const variables: AddCommentMutationVariables = { input: { entryId: String(entryId), locale: 'en', authorName: 'Grace', text: 'Seen from far away.', proof } };
  try {
    return await new Promise<FormattedExecutionResult<AddCommentMutation, unknown>>((resolve, reject) => {
      let result: FormattedExecutionResult<AddCommentMutation, unknown> | undefined;
      client.subscribe<AddCommentMutation>(
        { query: print(ADD_COMMENT), variables },
        { next: (value) => (result = value), error: reject, complete: () => resolve(result!) },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('live connections behind a proxy', () => {
  it('count a comment against the address the proxy names', async () => {
    const { t } = site.testbed;
    const entry = await anEntry(t.db, { kind: 'EVENT', year: 1969, month: 7, day: 20, title: 'Moon landing' });
    const answer = await commentOverSocket(entry.id, '203.0.113.7');
    expect(answer.data?.addComment.errors).toEqual([]);
    const counted = await t.db.rateLimit.findMany({ where: { key: { startsWith: 'comment:' } }, select: { key: true } });
    expect(counted.map((row) => row.key)).toEqual(['comment:203.0.113.7']);
  });
});
