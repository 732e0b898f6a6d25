import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import type { Route } from './+types/action';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { errorMeta, LayoutError } from '../components/LayoutError';
import { SiteFooter } from '../components/SiteFooter';
import { useLocale } from '../i18n/use-locale';
import { homePath } from '../../shared/paths';
import { needWholeCatalogue } from '../i18n/page-messages';

function Frame({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <div className="layout layout-action">
      <header className="action-header">
        <Link to={homePath(locale)} className="logo">
          <span className="logo-mark" aria-hidden="true">
            21
          </span>
          <span className="logo-text">Daypedia</span>
          <span className="visually-hidden"> — {intl.formatMessage({ id: 'nav.home' })}</span>
        </Link>
        <LanguageSwitcher />
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
