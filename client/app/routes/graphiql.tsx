import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/graphiql';
import { sharedOperationOf, type SharedOperation } from '../api-guide/graphiql-link';
import { needWholeCatalogue } from '../i18n/page-messages';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: 'all' };

const GraphqlExplorer = lazy(() => import('../components/GraphqlExplorer'));

/**
 * GraphiQL for analysts: the page shell renders on the server, the editor loads in the browser,
 * with the operation of a shared link (/graphql?query=…&variables=…) in it when there is one.
 */
export default function GraphiqlRoute() {
  // Parts of these pages are loaded later in the browser: it needs every message at once.
  needWholeCatalogue();
  const intl = useIntl();
  const [inBrowser, setInBrowser] = useState(false);
  const [shared, setShared] = useState<SharedOperation | null | 'refused'>(null);
  useEffect(() => {
    // The link's query string is read in the browser: every link shares one server-rendered shell.
    setShared(sharedOperationOf(window.location.search));
    setInBrowser(true);
  }, []);
  const loading = (
    <p className="graphiql-loading" role="status">
      <FormattedMessage id="graphiql.loading" />
    </p>
  );
  return (
    <div className="layout graphiql-page">
      <header className="graphiql-bar">
        <Link to="/" className="logo">
          <span className="logo-mark" aria-hidden="true">
            {'{ }'}
          </span>
          <span className="logo-text">Daypedia</span>
        </Link>
        <h1>{intl.formatMessage({ id: 'graphiql.title' })}</h1>
      </header>
      {shared === 'refused' && (
        <p className="notice graphiql-refused" role="alert">
          <FormattedMessage id="graphiql.sharedLinkRefused" />
        </p>
      )}
      <main id="main" className="graphiql-main">
        {inBrowser ? <Suspense fallback={loading}>{<GraphqlExplorer shared={shared === 'refused' ? null : shared} />}</Suspense> : loading}
      </main>
    </div>
  );
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'GraphQL API · Daypedia' },
    { name: 'description', content: 'Query Daypedia’s days, entries and statistics with GraphQL.' },
    { name: 'robots', content: 'noindex' },
  ];
}
