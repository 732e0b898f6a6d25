/**
 * Behind a load balancer every live connection comes from the proxy: subscriptions must count
 * against the address the proxy names, or one visitor would use up everyone's allowance (and
 * everyone would share one).
 */
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../tests/setup/app';
import { ENTRY_CHANGED } from '../../tests/setup/change-operations';
import { LIVE_LIMITS } from '../changes/live-changes';

let site: TestApp;
const clients: ReturnType<typeof createClient>[] = [];

beforeAll(async () => {
  site = await startTestApp('live-address', { TRUST_PROXY: '1' }, { members: false });
}, 150_000);

afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await site?.close();
});

/** A socket whose proxy says it comes from `forwardedFor`. */
function clientFrom(forwardedFor: string) {
  const client = createClient({
    url: `${site.base.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'X-Forwarded-For': forwardedFor } });
      }
    },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Subscribes to entry changes; the codes of the errors the server answers with. */
function follow(client: ReturnType<typeof createClient>) {
  const refusals: string[] = [];
  client.subscribe(
    { query: print(ENTRY_CHANGED) },
    {
      next: (result) => refusals.push(...(result.errors ?? []).map((error) => String(error.extensions?.code))),
      error: (error: unknown) =>
        refusals.push(...(Array.isArray(error) ? error : [error]).map((e: { extensions?: { code?: string } }) => String(e.extensions?.code))),
      complete: () => {},
    },
  );
  return refusals;
}

/** Fills an address's allowance on one socket: what each of its subscriptions heard, and what one more heard. */
async function fillAllowance(forwardedFor: string) {
  const client = clientFrom(forwardedFor);
  const held = Array.from({ length: LIVE_LIMITS.perAddress }, () => follow(client));
  const oneTooMany = follow(client);
  // A socket's subscriptions are taken in order: once the last is refused, the others were counted.
  await expect.poll(() => oneTooMany, { timeout: 10_000 }).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
  return held.flat();
}

describe('live connections behind a proxy', () => {
  it('count subscriptions against the address the proxy names', async () => {
    expect(await fillAllowance('203.0.113.7')).toEqual([]);
    // Another visitor behind the same proxy has an allowance of their own.
    expect(await fillAllowance('198.51.100.1')).toEqual([]);
  });
});
