import { useEffect, useState, type ComponentType } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage, errorStatus } from './components/ErrorPage';
import { SessionWatcher } from './components/SessionWatcher';
import { renderContext, sessionContext } from './lib/request-context';
import { sessionChangePending, sessionReloaded } from './lib/session';
import { LOCALE_INFO } from '#shared/locales';
import { intlFor } from './i18n/intl';
import { loadMessages, type Messages } from './i18n/messages';
import { hasWholeCatalogue, loadWholeCatalogue, messagesFor, noting } from './i18n/page-messages';
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

/** After the first page, the browser renders with its language's whole catalogue (the first page brought only its own messages). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data, messages] = await Promise.all([serverLoader(), loadMessages(localeOfPath(new URL(request.url).pathname))]);
  return { ...data, messages };
}

/**
 * Messages change with the language (and are loaded whole once); the session when the member
 * signed in or out, and at every page of a member, whose session may have ended meanwhile.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const locale = localeOfPath(nextUrl.pathname);
  return sessionChangePending() || localeOfPath(currentUrl.pathname) !== locale || !hasWholeCatalogue(locale);
}

/** The messages the root's data brought, when the browser loaded them. */
function loadedMessages(data: object | undefined): Messages | undefined {
  return data && 'messages' in data ? (data.messages as Messages) : undefined;
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
 * Marks the document once React has taken it over, holds every message of its language and shows
 * toasts: before that a click reaches no handler, typed text is lost, or a toast could lack its
 * words or its place. Tests wait for it.
 */
function markHydrated() {
  document.documentElement.dataset.hydrated = '';
}

export default function App({ loaderData }: Route.ComponentProps) {
  useRefusalFocus();
  const { locale } = loaderData;
  // The page came with the messages it shows; the rest of the catalogue follows once it is alive.
  const [later, setLater] = useState<{ Toasts: ComponentType | null } | null>(null);
  useEffect(() => {
    // A catalogue that cannot be fetched leaves the page with its own messages.
    void Promise.all([loadWholeCatalogue(locale).catch(() => {}), loadToasts().catch(() => null)]).then(([, Toasts]) => setLater({ Toasts }));
  }, [locale]);
  // After the toasts' own effects: they listen for toasts asked for from outside React.
  useEffect(() => {
    if (later) markHydrated();
  }, [later]);
  useEffect(() => sessionReloaded(loaderData.session), [loaderData.session]);
  // Hydrates with the time zone the server wrote dates and times in, then writes them in the browser's.
  const timeZone = useReaderTimeZone(loaderData.timeZone);
  useEffect(() => void rememberTimeZone(), []);
  return (
    <RawIntlProvider value={noting(intlFor(locale, messagesFor(locale, loadedMessages(loaderData)), { timeZone }))}>
      <Outlet />
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
    <RawIntlProvider value={noting(intlFor(locale, messagesFor(locale, loadedMessages(data)), { quiet: true, timeZone: data?.timeZone }))}>
      <ErrorPage status={errorStatus(error)} locale={locale} />
    </RawIntlProvider>
  );
}
