import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { homePath } from '../../shared/paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';

/** One row at every width: on narrow screens the sections, languages and account fold into menus. */
export function SiteHeader() {
  const locale = useLocale();
  const intl = useIntl();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <div className="site-header-inner">
        <Link to={homePath(locale)} className="logo">
          <span className="logo-mark" aria-hidden="true">
            21
          </span>
          <span className="logo-text">Daypedia</span>
          <span className="visually-hidden"> — {intl.formatMessage({ id: 'nav.home' })}</span>
        </Link>
        <MainNav />
        <LanguageSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
