import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link } from 'react-router';
import type { Locale } from '#shared/locales';
import { homePath } from '#shared/paths';

type ErrorStatus = 404 | 503 | 500;

/** The status an error page stands for: a route's own 404 or 503, 500 for anything unexpected. */
export function errorStatus(error: unknown): ErrorStatus {
  return isRouteErrorResponse(error) && (error.status === 404 || error.status === 503) ? error.status : 500;
}

/** Each page's words; a missing page leads home, the others ask to try again. */
const PAGES = {
  404: { title: 'notFound.title', message: 'notFound.message' },
  503: { title: 'unavailable.title', message: 'unavailable.message' },
  500: { title: 'error.title', message: 'error.message' },
} as const satisfies Record<ErrorStatus, { title: string; message: string }>;

/** The 404 page (a localised message and the way home), the page while the site is briefly unavailable, and the page for unexpected errors. */
export function ErrorPage({ status, locale }: { status: ErrorStatus; locale: Locale }) {
  const page = PAGES[status];
  return (
    <main id="main" className="error-page">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>
        <FormattedMessage id={page.title} />
      </h1>
      <p>
        <FormattedMessage id={page.message} />
      </p>
      {status === 404 ? (
        <Link className="button" to={homePath(locale)} reloadDocument={false}>
          <FormattedMessage id="notFound.home" />
        </Link>
      ) : (
        <a className="button" href="">
          <FormattedMessage id="error.retry" />
        </a>
      )}
    </main>
  );
}
