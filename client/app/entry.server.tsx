import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { renderContext, requestContext, sessionContext } from './lib/request-context';
import { ScriptNonce } from './lib/script-nonce';
import { serverApollo } from './lib/server-apollo';
import { ServerApollo } from './lib/site-apollo';
import { coalescedWrites } from './lib/coalesced-writes';
import { crawlerErrorAnswer, isCrawler, isErrorStatus } from './lib/crawler-answer.server';
import { loadMessages } from './i18n/messages';
import { installPageMessagesStore, type PageMessagesStore } from './i18n/page-messages';

export { renderContext, requestContext, sessionContext };

export const streamTimeout = 5_000;

/** The messages of the page being rendered: its language's catalogue and the ones it formatted. */
const pageMessages = new AsyncLocalStorage<PageMessagesStore>();
installPageMessagesStore(() => pageMessages.getStore());

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { locale } = loadContext.get(renderContext);
  // A crawler at a missing or failed page gets its status and a few words, nothing rendered.
  if (isErrorStatus(responseStatusCode) && isCrawler(request))
    return crawlerErrorAnswer(responseStatusCode, retryAfter(responseStatusCode, responseHeaders), locale);
  const catalogue = await loadMessages(locale);
  return pageMessages.run({ catalogue, used: new Set(), all: false }, () =>
    renderPage(request, responseStatusCode, responseHeaders, routerContext, loadContext),
  );
}

function renderPage(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const crawler = isCrawler(request);
    // Crawlers and prerendering get the complete document at once.
    const readyOption = crawler || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { nonce, reportError, locale } = loadContext.get(renderContext);
    // A render still streaming after the stream timeout is cut short.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    const respond = () => {
      shellRendered = true;
      // The render failed on its way (a crawler's is whole before it is sent): no page for the crawler either.
      if (crawler && isErrorStatus(responseStatusCode)) {
        resolve(crawlerErrorAnswer(responseStatusCode, retryAfter(responseStatusCode, responseHeaders), locale));
        return;
      }
      const body = coalescedWrites();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      retryAfter(responseStatusCode, responseHeaders);
      // Crawlers get another answer for this address (lib/crawler-answer.server.ts).
      if (isErrorStatus(responseStatusCode)) responseHeaders.append('Vary', 'User-Agent');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonce.Provider value={nonce}>
        {/* Only pages inside SiteApollo ask for an Apollo client; reading pages never make one. */}
        <ServerApollo.Provider value={() => serverApollo(loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerApollo.Provider>
      </ScriptNonce.Provider>,
      {
        nonce,
        onShellReady() {
          if (readyOption === 'onShellReady') respond();
        },
        onAllReady() {
          // The timer holds the whole render (the page data, an Apollo cache) until it fires:
          // let it go as soon as nothing is left to abort.
          clearTimeout(abortTimer);
          if (readyOption === 'onAllReady') respond();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportError(error);
        },
      },
    );
  });
}

/** The page that says the site is briefly without its database tells crawlers when to come back. */
function retryAfter(status: number, headers: Headers): Headers {
  if (status === 503) headers.set('Retry-After', '5');
  return headers;
}

/** A loader or render that failed is logged on the server with the request's id; the reader sees the error page. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(renderContext).reportError(error);
};
