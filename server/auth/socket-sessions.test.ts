/**
 * A member's open graphql-ws sockets follow their session: closed on every instance when they
 * log out or an admin disables them, and every operation on a socket runs as the member is now.
 */
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STATUS_CHANGES } from '../../tests/setup/article-operations';
import { startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import { post, startInstance, type Instance } from '../../tests/setup/instances';
import { signedInMember } from '../../tests/setup/members';
import { SET_MEMBER_DISABLED } from '../../tests/setup/operations';
import { createDatabase, type Database } from '../db/prisma';

let testbed: AuthTestbed;
let a: Instance;
let b: Instance;
let bDatabase: Database;
const clients: Client[] = [];

interface Socket {
  client: Client;
  closeCodes: number[];
  /** Subscribes to the member's live review status on this socket: the errors it gets, as they come. */
  subscribe(): { errors: unknown[]; completed: boolean };
}

/** One graphql-ws connection to instance B with the member's cookie, as a page opens it. */
function socketOnB(cookie: string): Socket {
  const CookieWebSocket = class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { Cookie: cookie } });
    }
  };
  const closeCodes: number[] = [];
  const client = createClient({
    url: b.ws,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: true,
    on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
  });
  clients.push(client);
  return {
    client,
    closeCodes,
    subscribe() {
      const outcome = { errors: [] as unknown[], completed: false };
      client.subscribe(
        { query: print(STATUS_CHANGES) },
        {
          next: (result) => result.errors && outcome.errors.push(...result.errors),
          error: (error) => outcome.errors.push(error),
          complete: () => (outcome.completed = true),
        },
      );
      return outcome;
    },
  };
}

async function member(email: string, role: 'MEMBER' | 'ADMIN' = 'MEMBER') {
  const { user, cookie } = await signedInMember(testbed, a.http, { email, role });
  return { uid: user.uid, cookie };
}

/** Waits until the socket is open and its subscription accepted (it then just waits for events). */
async function connected(socket: Socket) {
  const outcome = socket.subscribe();
  await new Promise<void>((resolve) => socket.client.on('connected', () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(outcome.errors).toEqual([]);
  return outcome;
}

beforeAll(async () => {
  testbed = await startAuthTestbed('sockets');
  bDatabase = createDatabase(testbed.t.url);
  [a, b] = await Promise.all([
    startInstance({ db: testbed.t.db, databaseUrl: testbed.t.url, firebase: testbed.firebase }),
    startInstance({ db: bDatabase, databaseUrl: testbed.t.url, firebase: testbed.firebase }),
  ]);
}, 150_000);

afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await a?.close();
  await b?.close();
  await bDatabase?.$disconnect();
  await testbed?.stop();
});

describe("a member's live sockets", () => {
  it('are closed on every instance when an admin disables the member', async () => {
    const admin = await member('root@example.com', 'ADMIN');
    const ada = await member('ada@example.com');
    const socket = socketOnB(ada.cookie);
    await connected(socket);

    const disabled = await post(a, admin.cookie, SET_MEMBER_DISABLED, { uid: ada.uid, disabled: true });
    expect(disabled.setMemberDisabled.errors).toEqual([]);
    await expect.poll(() => socket.closeCodes, { timeout: 5000 }).toEqual([4401]);
  });

  it('are closed on every instance when the member logs out', async () => {
    const bob = await member('bob@example.com');
    const socket = socketOnB(bob.cookie);
    await connected(socket);

    const logout = await fetch(`${a.http}/auth/logout`, { method: 'POST', headers: { Cookie: bob.cookie } });
    expect(logout.status).toBe(200);
    await expect.poll(() => socket.closeCodes, { timeout: 5000 }).toEqual([4401]);
  });

  it('run each operation as the member is now, even when nobody announced the change', async () => {
    const carl = await member('carl@example.com');
    const socket = socketOnB(carl.cookie);
    await connected(socket);

    // An operator disables the member in the database directly: no announcement, the socket stays open…
    await testbed.t.db.user.update({ where: { uid: carl.uid }, data: { disabled: true } });
    // …but its next operation is refused.
    const next = socket.subscribe();
    await expect.poll(() => next.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(next.errors)).toMatch(/UNAUTHENTICATED|FORBIDDEN|sign/i);
  });
});
