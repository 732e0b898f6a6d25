import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { APOLLO_STATE_ID, browserApollo } from './apollo';

/**
 * Apollo for the pages that read and write through it in the browser: the member area, writing,
 * donating. Reading pages render from their route's data and never load Apollo; these pages bring
 * it in their own chunks, with the cache the server rendered them from.
 *
 * On the server the page's per-request client is already provided; in the browser the one browser
 * client takes its place.
 */
export function SiteApollo({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined')
    return (
      <>
        <ApolloState />
        {children}
      </>
    );
  return (
    <ApolloProvider client={browserApollo()}>
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
