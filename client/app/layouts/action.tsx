import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/action';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { errorMeta, LayoutError } from '../components/LayoutError';
import { Logo } from '../components/Logo';
import { SiteFooter } from '../components/SiteFooter';
import { ThemeSwitcher } from '../components/ThemeSwitcher';
import { loadParts, needWholeCatalogue } from '../i18n/page-messages';
import { localeOfPath } from '#shared/paths';
import type { MessagesHandle } from '#shared/message-parts';

/** Forms and the member area show parts the browser loads later: the whole catalogue. */
export const handle: MessagesHandle = { messages: 'all' };

/** Reached inside the site, the page is shown once the catalogue has come (the address changes then). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await loadParts(localeOfPath(new URL(request.url).pathname), 'all');
  return null;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-action">
      <header className="action-header">
        <Logo />
        <div className="action-header-tools">
          <ThemeSwitcher />
          <LanguageSwitcher />
        </div>
      </header>
      {children}
      <SiteFooter />
    </div>
  );
}

/** Focused flows (signing in, registering, writing): the task alone, without the site's navigation. */
export default function ActionLayout() {
  // Parts of these pages are loaded later in the browser: it needs every message at once.
  needWholeCatalogue();
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LayoutError error={error} frame={(page) => <Frame>{page}</Frame>} />;
}

export const meta = ({ error }: Route.MetaArgs) => errorMeta(error);
