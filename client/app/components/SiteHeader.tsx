import { FormattedMessage } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { SearchBox } from '../search/SearchBox';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';

/** One row at every width: on narrow screens the sections, languages and account fold into menus. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <div className="site-header-inner">
        <Logo />
        <MainNav />
        <SearchBox />
        <ThemeSwitcher />
        <LanguageSwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
