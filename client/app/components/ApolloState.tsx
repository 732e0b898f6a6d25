import { useApolloClient } from '@apollo/client/react';
import { APOLLO_STATE_ID } from '../lib/apollo';

/**
 * Hands the server's Apollo cache to the browser as a JSON data block, so hydration renders
 * from it without a second fetch. In the browser the element keeps the text the server wrote.
 */
export function ApolloState() {
  const client = useApolloClient();
  const json =
    typeof document === 'undefined' ? JSON.stringify(client.extract()).replace(/</g, '\\u003c') : (document.getElementById(APOLLO_STATE_ID)?.textContent ?? '');
  return <script id={APOLLO_STATE_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
