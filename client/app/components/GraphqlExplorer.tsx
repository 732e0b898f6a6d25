/**
 * GraphiQL, bundled with the site (no CDN), pointed at this server's /graphql over HTTP and
 * graphql-ws. Loaded only in the browser: the editor needs web workers and the DOM.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useMemo } from 'react';
import type { SharedOperation } from '../api-guide/graphiql-link';

const EXAMPLE_QUERY = `# Everything listed on a day, in one language.
# Run it with Ctrl+Enter. The Docs panel describes every field.
query DayInHistory {
  dayBySlug(locale: en, slug: "november-9") {
    formattedDate
    events { title date { iso } path }
    births { title birth { iso } path }
    holidays { title path }
  }
  stats { total byKind { kind count } }
}
`;

/** The explorer, opening the operation of a shared link in a tab of its own (or the tab that already holds it). */
export default function GraphqlExplorer({ shared }: { shared: SharedOperation | null }) {
  const fetcher = useMemo(() => {
    const { protocol, host } = window.location;
    return createGraphiQLFetcher({
      url: '/graphql',
      subscriptionUrl: `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`,
    });
  }, []);
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={EXAMPLE_QUERY}
      initialQuery={shared?.query}
      initialVariables={shared?.variables}
      defaultEditorToolsVisibility={shared?.variables ? 'variables' : undefined}
    />
  );
}
