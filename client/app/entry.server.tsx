import { PassThrough } from 'node:stream';
import { ApolloClient, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { createApolloCache } from './lib/apollo';
import { requestContext, sessionContext } from './lib/request-context';

export { requestContext, sessionContext };

export const streamTimeout = 5_000;

/** Called by the server for every page request, with a link that executes in-process. */
export function createServerApollo(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link, cache: createApolloCache(), ssrMode: true });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and prerendering get the complete document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ApolloProvider client={loadContext.get(requestContext)}>
        <ServerRouter context={routerContext} url={request.url} />
      </ApolloProvider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The page that says the site is briefly without its database tells crawlers when to come back.
          if (responseStatusCode === 503) responseHeaders.set('Retry-After', '5');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
