import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { ErrorPage, errorStatus } from './ErrorPage';

/** A layout's error boundary: the 404, 503 or error page inside that layout's frame. */
export function LayoutError({ error, frame }: { error: unknown; frame: (page: ReactNode) => ReactNode }) {
  const locale = useLocale();
  if (!isRouteErrorResponse(error)) console.error(error);
  return frame(<ErrorPage status={errorStatus(error)} locale={locale} />);
}

export function errorMeta(error: unknown) {
  if (!error) return [];
  return [{ title: `${errorStatus(error)} · Daypedia` }, { name: 'robots', content: 'noindex' }];
}
