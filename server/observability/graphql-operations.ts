/**
 * Names each GraphQL request's operation on its log line and measures how long operations take
 * by name. The name is Apollo's resolved one (null while the document does not parse), and
 * neither the query text nor its variables are looked at.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { REQUEST_ID_HEADER } from '../graphql/errors';
import type { Metrics } from './metrics';
import type { RequestObserver } from './requests';

export function operationObserving({ requests, metrics }: { requests?: RequestObserver; metrics?: Metrics }): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const started = performance.now();
      const requestId = request.http?.headers.get(REQUEST_ID_HEADER);
      return {
        async willSendResponse({ operationName }) {
          metrics?.observeOperation(operationName, (performance.now() - started) / 1000);
          if (requestId) requests?.noteOperation(requestId, operationName ?? null);
        },
      };
    },
  };
}
