import type { ApolloClient } from '@apollo/client';
import type { RouterContextProvider } from 'react-router';
import { requestContext } from './request-context';

/** The Apollo client of this request on the server. */
export function serverApollo(context: Readonly<RouterContextProvider>): ApolloClient {
  return context.get(requestContext);
}
