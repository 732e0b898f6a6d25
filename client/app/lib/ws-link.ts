/** The WebSocket side of /graphql; the session cookie authenticates the connection. */
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { LIVE_RECONNECTED } from './live-reconnected';

export function createWsLink(): GraphQLWsLink {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new GraphQLWsLink(
    createClient({
      url: url.href,
      lazy: true,
      // Reconnects for as long as the page is open, also when the server is not back yet (a
      // refused connection); an ended session still closes for good (graphql-ws's fatal codes).
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait,
      // What happened while the page was away is not replayed: pages that follow live data reload it.
      on: { connected: (_socket, _payload, wasRetry) => wasRetry && window.dispatchEvent(new Event(LIVE_RECONNECTED)) },
    }),
  );
}

/** A server restarting closes its sockets: waits grow from 1 s to at most 5 s, with jitter so pages do not all come back at once. */
function retryWait(retries: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 5000) + Math.random() * 1000));
}
