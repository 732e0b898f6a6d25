import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/default';
import { ErrorPage } from '../components/ErrorPage';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useLocale } from '../i18n/use-locale';

/** The reading pages: header with navigation and language switcher, content, footer. */
export default function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="layout layout-default">
      <SiteHeader />
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} locale={locale} />
      <SiteFooter />
    </div>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  return [{ title: isRouteErrorResponse(error) && error.status === 404 ? '404 · Daypedia' : '500 · Daypedia' }, { name: 'robots', content: 'noindex' }];
}
