import { useApolloClient } from '@apollo/client/react';

const SCRIPT_ID = 'apollo-state';

/**
 * Hands the server's Apollo cache to the browser, so hydration renders from it without a
 * second fetch. In the browser the script keeps the text the server wrote.
 */
export function ApolloState() {
  const client = useApolloClient();
  const html =
    typeof document === 'undefined'
      ? `window.__APOLLO_STATE__=${JSON.stringify(client.extract()).replace(/</g, '\\u003c')}`
      : (document.getElementById(SCRIPT_ID)?.innerHTML ?? '');
  return <script id={SCRIPT_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
