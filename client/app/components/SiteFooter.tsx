import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { useToday } from '../lib/reader-time';
import { apiGuidePath, holidayListPath, infoPath, memberPath } from '#shared/paths';

export function SiteFooter() {
  const locale = useLocale();
  const intl = useIntl();
  const { year } = useToday();
  return (
    <footer className="site-footer">
      <nav aria-label={intl.formatMessage({ id: 'nav.footer' })}>
        <Link to={infoPath(locale, 'about')}>
          <FormattedMessage id="nav.about" />
        </Link>
        <Link to={holidayListPath(locale)}>
          <FormattedMessage id="nav.holidays" />
        </Link>
        <Link to={memberPath(locale, '/donate')}>
          <FormattedMessage id="nav.donate" />
        </Link>
        <Link to={infoPath(locale, 'privacy')}>
          <FormattedMessage id="nav.privacy" />
        </Link>
        <Link to={infoPath(locale, 'terms')}>
          <FormattedMessage id="nav.terms" />
        </Link>
        <a href="/graphql">
          <FormattedMessage id="nav.api" />
        </a>
        <Link to={apiGuidePath(locale)}>
          <FormattedMessage id="nav.apiGuide" />
        </Link>
      </nav>
      <p>
        <FormattedMessage id="footer.licence" /> <FormattedMessage id="footer.copyright" values={{ year }} />
      </p>
    </footer>
  );
}
