import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { createContext, type RouterContextProvider } from 'react-router';
import { createApolloCache } from './apollo';
import { requestContext } from './request-context';

const serverApolloContext = createContext<ApolloClient | null>(null);

/**
 * The Apollo client of a page the server renders inside SiteApollo, made on first use: its loaders
 * fill its cache, which the page hands to the browser. It runs its operations in the server's
 * process through the request's executor (lib/request-context.ts). Its cache lives for one request
 * and is read once or twice, so it keeps no results for later reads: remembering them (the
 * browser's default) costs a long page's render a quarter of its processor time. Reading pages
 * never make one.
 */
export function serverApollo(context: Readonly<RouterContextProvider>): ApolloClient {
  let client = context.get(serverApolloContext);
  if (!client) {
    const execute = context.get(requestContext);
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          execute(operation.query, operation.variables).then(
            (result) => {
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
        }),
    );
    client = new ApolloClient({ link, cache: createApolloCache({ resultCaching: false }), ssrMode: true });
    context.set(serverApolloContext, client);
  }
  return client;
}
