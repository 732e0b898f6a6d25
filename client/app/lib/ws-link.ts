/** The WebSocket side of /graphql; the session cookie authenticates the connection. */
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

export function createWsLink(): GraphQLWsLink {
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  // Reconnects for as long as the page is open; a page that subscribes refetches after a gap.
  return new GraphQLWsLink(createClient({ url: url.href, lazy: true, retryAttempts: Number.POSITIVE_INFINITY }));
}
