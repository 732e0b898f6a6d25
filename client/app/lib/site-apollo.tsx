import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import { APOLLO_STATE_ID, browserApollo } from './apollo';

/** On the server: the render's Apollo client, made when first asked for (entry.server.tsx provides it). */
export const ServerApollo = createContext<(() => ApolloClient) | null>(null);

/**
 * Apollo for the pages that read and write through it in the browser: the member area, writing,
 * donating. Reading pages render from their route's data and never load Apollo, on the server or
 * in the browser; these pages bring it in their own chunks, with the cache the server rendered
 * them from.
 *
 * On the server the render's own client (lib/server-apollo.ts) takes the place of the browser's.
 */
export function SiteApollo({ children }: { children: ReactNode }) {
  const serverClient = useContext(ServerApollo);
  return (
    <ApolloProvider client={serverClient ? serverClient() : browserApollo()}>
      <ApolloState />
      {children}
    </ApolloProvider>
  );
}

/**
 * Hands the server's Apollo cache to the browser as a JSON data block, so hydration renders from
 * it without a second fetch. The loaders have filled the cache before anything renders. In the
 * browser the element keeps the text the server wrote.
 */
function ApolloState() {
  const client = useApolloClient();
  const json =
    typeof document === 'undefined' ? JSON.stringify(client.extract()).replace(/</g, '\\u003c') : (document.getElementById(APOLLO_STATE_ID)?.textContent ?? '');
  return <script id={APOLLO_STATE_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
