import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { holidayListPath, infoPath, memberPath } from '../lib/paths';
import { useDisclosure } from '../lib/use-disclosure';

/** The site's sections: a row of links on wide screens, a menu behind one button on narrow ones. */
export function MainNav() {
  const locale = useLocale();
  const intl = useIntl();
  const { open, setOpen, root, toggle, onKeyDown } = useDisclosure();
  const navId = useId();
  return (
    <div className="main-nav" ref={root} onKeyDown={onKeyDown} data-open={open || undefined}>
      <button
        ref={toggle}
        type="button"
        className="header-button main-nav-toggle"
        aria-expanded={open}
        aria-controls={navId}
        aria-label={intl.formatMessage({ id: 'nav.menu' })}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
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
