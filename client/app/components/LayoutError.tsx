import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { ErrorPage } from './ErrorPage';

/** A layout's error boundary: the 404 or error page inside that layout's frame. */
export function LayoutError({ error, frame }: { error: unknown; frame: (page: ReactNode) => ReactNode }) {
  const locale = useLocale();
  if (!isRouteErrorResponse(error)) console.error(error);
  return frame(<ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} locale={locale} />);
}

export function errorMeta(error: unknown) {
  if (!error) return [];
  return [{ title: isRouteErrorResponse(error) && error.status === 404 ? '404 · Daypedia' : '500 · Daypedia' }, { name: 'robots', content: 'noindex' }];
}
