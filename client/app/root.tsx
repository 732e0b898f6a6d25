import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { ApolloState } from './components/ApolloState';
import { ErrorPage, errorStatus } from './components/ErrorPage';
import { SessionWatcher } from './components/SessionWatcher';
import { Toasts } from './components/Toasts';
import { renderContext, sessionContext } from './lib/request-context';
import { sessionChangePending, sessionReloaded } from './lib/session';
import { LOCALE_INFO } from '../shared/locales';
import { loadMessages } from './i18n/messages';
import { localeOfPath } from '../shared/paths';
import { useScriptNonce } from './lib/script-nonce';
import './styles/app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  return {
    locale,
    messages: await loadMessages(locale),
    origin: context.get(renderContext).origin,
    session: context.get(sessionContext),
  };
}

/** Messages change only with the language; the session when the member signed in or out. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return sessionChangePending() || localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
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
    <html lang={LOCALE_INFO[locale].iso} dir="ltr">
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
        <ApolloState />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has taken it over: before that a click reaches no handler and typed text is lost. Tests wait for it. */
function markHydrated() {
  document.documentElement.dataset.hydrated = '';
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(markHydrated, []);
  useEffect(sessionReloaded, [loaderData.session]);
  return (
    <IntlProvider locale={LOCALE_INFO[loaderData.locale].iso} messages={loaderData.messages} defaultLocale="en-US">
      <Outlet />
      <Toasts />
      <SessionWatcher />
    </IntlProvider>
  );
}

/** The last resort, when even the root failed; localised when the messages were loaded. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en';
  return (
    <IntlProvider locale={LOCALE_INFO[locale].iso} messages={data?.messages ?? {}} defaultLocale="en-US" onError={() => {}}>
      <ErrorPage status={errorStatus(error)} locale={locale} />
    </IntlProvider>
  );
}
