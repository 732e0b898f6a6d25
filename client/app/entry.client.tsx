import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserApollo } from './lib/apollo';
import { startBuildWatch } from './lib/build-watch';

startBuildWatch();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ApolloProvider client={browserApollo()}>
        <HydratedRouter />
      </ApolloProvider>
    </StrictMode>,
  );
});
