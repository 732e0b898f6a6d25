import { use, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { RawIntlProvider } from 'react-intl';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
  type UIMatch,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage, errorStatus } from './components/ErrorPage';
import { SessionWatcher } from './components/SessionWatcher';
import { renderContext, sessionContext } from './lib/request-context';
import { sessionChangePending, sessionReloaded } from './lib/session';
import { LOCALE_INFO } from '#shared/locales';
import { intlFor } from './i18n/intl';
import { holdsParts, loadParts, messagesFor, messagesVersion, noting, partsFor, subscribeToMessages } from './i18n/page-messages';
import type { MessagesHandle, PageMessageNeeds } from '#shared/message-parts';
import { PageMessages } from './components/PageMessages';
import { PageAnnouncer } from './components/PageAnnouncer';
import { localeOfPath } from '#shared/paths';
import { useScriptNonce } from './lib/script-nonce';
import { useRefusalFocus } from './lib/use-refusal-focus';
import { readerLook } from './lib/reader-look';
import { useReaderTimeZone } from './lib/reader-time';
import { rememberTimeZone } from './lib/time-zone-cookie';
import './styles/app.css';

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    locale: context.get(renderContext).locale,
    origin: context.get(renderContext).origin,
    session: context.get(sessionContext),
    ...readerLook(request.headers.get('cookie')),
  };
}

/** The session changes when the member signed in or out, and at every page of a member, whose session may have ended meanwhile. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return sessionChangePending() || localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** The messages the matched routes name; a page whose route names none gets the whole catalogue. */
function pageNeeds(matches: UIMatch[]): PageMessageNeeds[] {
  const named = matches.map((match) => (match.handle as MessagesHandle | undefined)?.messages);
  const needs = named.filter((messages) => messages !== undefined);
  return named.at(-1) === undefined ? [...needs, 'all'] : needs;
}

export function links() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeOfPath(pathname);
  const nonce = useScriptNonce();
  return (
    <html lang={LOCALE_INFO[locale].iso} dir="ltr" data-theme={data?.theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8a2c0d" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <PageMessages />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Where toasts appear and what screen readers hear of them: loaded once the page is alive. */
const loadToasts = () => import('./components/Toasts').then((module) => module.Toasts);

/**
 * Marks the document once React has taken it over, holds every message its page may show and shows
 * toasts: before that a click reaches no handler, typed text is lost, or a toast could lack its
 * words or its place. Tests wait for it.
 */
function markHydrated() {
  document.documentElement.dataset.hydrated = '';
}

/**
 * Holds the page until the parts of the catalogue it needs have come: the router keeps the last
 * page meanwhile. Its own component, with no other hook, so that React can set it aside and
 * take it up again as it does any suspended part of a page.
 */
function Waiting({ for: promise, children }: { for: Promise<void> | null; children: React.ReactNode }) {
  if (promise) use(promise);
  return children;
}

export default function App({ loaderData }: Route.ComponentProps) {
  useRefusalFocus();
  const { locale } = loaderData;
  // A member's menu and the notice of an ended session speak of signing in and out.
  const signing: PageMessageNeeds[] = loaderData.session.viewer || loaderData.session.sessionEnded ? [['auth']] : [];
  const parts = partsFor([...pageNeeds(useMatches()), ...signing]);
  const partsKey = parts === 'all' ? 'all' : parts.join(',');
  // The first page came with the messages it shows: it renders at once and loads its parts once
  // alive. Any later page waits for the parts it lacks (the router keeps the last page meanwhile).
  const firstPage = useLocation().key === 'default';
  useSyncExternalStore(subscribeToMessages, messagesVersion, messagesVersion);
  const waitFor = !firstPage && !holdsParts(locale, parts) ? loadParts(locale, parts) : null;
  const [later, setLater] = useState<{ Toasts: ComponentType | null } | null>(null);
  useEffect(() => {
    void Promise.all([loadParts(locale, parts), loadToasts().catch(() => null)]).then(([, Toasts]) => setLater((now) => now ?? { Toasts }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parts are named by their key
  }, [locale, partsKey]);
  // After the toasts' own effects: they listen for toasts asked for from outside React.
  useEffect(() => {
    if (later) markHydrated();
  }, [later]);
  useEffect(() => sessionReloaded(loaderData.session), [loaderData.session]);
  // Hydrates with the time zone the server wrote dates and times in, then writes them in the browser's.
  const timeZone = useReaderTimeZone(loaderData.timeZone);
  useEffect(() => void rememberTimeZone(), []);
  return (
    <RawIntlProvider value={noting(intlFor(locale, messagesFor(locale), { timeZone }))}>
      <Waiting for={waitFor}>
        <Outlet />
      </Waiting>
      <PageAnnouncer />
      {later?.Toasts ? <later.Toasts /> : null}
      <SessionWatcher />
    </RawIntlProvider>
  );
}

/** The last resort, when even the root failed; localised when the messages were loaded. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en';
  return (
    <RawIntlProvider value={noting(intlFor(locale, messagesFor(locale), { quiet: true, timeZone: data?.timeZone }))}>
      <ErrorPage status={errorStatus(error)} locale={locale} />
    </RawIntlProvider>
  );
}
