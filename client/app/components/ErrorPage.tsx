import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '../i18n/locales';
import { homePath } from '../lib/paths';

/** The 404 page (a localised message and the way home) and the page for unexpected errors. */
export function ErrorPage({ notFound, locale }: { notFound: boolean; locale: Locale }) {
  return (
    <main id="main" className="error-page">
      {notFound ? (
        <>
          <p className="error-code" aria-hidden="true">
            404
          </p>
          <h1>
            <FormattedMessage id="notFound.title" defaultMessage="Page not found" />
          </h1>
          <p>
            <FormattedMessage id="notFound.message" defaultMessage="The page you are looking for could not be found" />
          </p>
          <Link className="button" to={homePath(locale)} reloadDocument={false}>
            <FormattedMessage id="notFound.home" defaultMessage="Go to Home Page" />
          </Link>
        </>
      ) : (
        <>
          <p className="error-code" aria-hidden="true">
            500
          </p>
          <h1>
            <FormattedMessage id="error.title" defaultMessage="Something went wrong" />
          </h1>
          <p>
            <FormattedMessage id="error.message" defaultMessage="An unexpected error occurred. Please try again in a moment." />
          </p>
          <a className="button" href="">
            <FormattedMessage id="error.retry" defaultMessage="Reload the page" />
          </a>
        </>
      )}
    </main>
  );
}
