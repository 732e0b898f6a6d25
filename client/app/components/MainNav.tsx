import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { holidayListPath, infoPath, memberPath } from '#shared/paths';
import { useDisclosure } from '../lib/use-disclosure';
import { HeaderMenuButton } from './HeaderMenuButton';

/** The site's sections: a row of links on wide screens, a menu behind one button on narrow ones. */
export function MainNav() {
  const locale = useLocale();
  const intl = useIntl();
  const disclosure = useDisclosure();
  const { open, root, onKeyDown } = disclosure;
  const navId = useId();
  return (
    <div className="main-nav" ref={root} onKeyDown={onKeyDown} data-open={open || undefined}>
      <HeaderMenuButton disclosure={disclosure} controls={navId} label={intl.formatMessage({ id: 'nav.menu' })} className="main-nav-toggle">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </HeaderMenuButton>
      <nav id={navId} aria-label={intl.formatMessage({ id: 'nav.main' })} className="main-nav-links">
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
    </div>
  );
}
