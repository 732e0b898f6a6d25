import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { holidayListPath, homePath, infoPath, memberPath } from '../lib/paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

export function SiteHeader() {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <div className="site-header-inner">
        <Link to={homePath(locale)} className="logo" aria-label={intl.formatMessage({ id: 'nav.home' })}>
          <span className="logo-mark" aria-hidden="true">
            21
          </span>
          <span className="logo-text">Daypedia</span>
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'nav.main' })} className="main-nav">
          <NavLink to={holidayListPath(locale)}>
            <FormattedMessage id="nav.holidays" />
          </NavLink>
          <NavLink to={infoPath(locale, 'about')}>
            <FormattedMessage id="nav.about" />
          </NavLink>
          <NavLink to={memberPath(locale, '/donate')}>
            <FormattedMessage id="nav.donate" />
          </NavLink>
        </nav>
        <LanguageSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
