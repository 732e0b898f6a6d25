/**
 * Subscriptions over graphql-ws, loaded only when a page first subscribes: readers of day pages
 * never download the WebSocket client.
 */
import { ApolloLink, Observable } from '@apollo/client';

export function liveLink(): ApolloLink {
  let socket: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let closed = false;
        let subscription: { unsubscribe(): void } | undefined;
        socket ??= import('./ws-link').then((module) => module.createWsLink());
        socket.then(
          (link) => {
            // The WebSocket is the last link: nothing is forwarded.
            if (!closed) subscription = link.request(operation, () => new Observable((end) => end.complete())).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}
