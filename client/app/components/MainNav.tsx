import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useMatches } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { useToday } from '../lib/reader-time';
import { dayPath, entryIndexPath, holidayListPath, monthPath } from '#shared/paths';
import { useDisclosure } from '../lib/use-disclosure';
import { HeaderMenuButton } from './HeaderMenuButton';
import { NAV_SECTIONS, navSectionOf, type NavSection } from './main-nav-sections';

const LABEL: Record<NavSection, string> = {
  today: 'nav.today',
  events: 'nav.events',
  persons: 'nav.persons',
  holidays: 'nav.holidays',
  calendar: 'nav.calendar',
};

/**
 * The site's sections (Today, Events, Persons, Holidays, Calendar): a row of links on wide screens,
 * a menu behind one button on narrow ones. The page's section is marked: `aria-current="page"`
 * where the link is the page itself, else `"true"` (an event is in Events). About and Donate are in
 * the footer. Calendar leads to this month's page, whose calendar opens on it.
 */
export function MainNav() {
  const locale = useLocale();
  const intl = useIntl();
  const today = useToday();
  const { pathname } = useLocation();
  const matches = useMatches();
  const disclosure = useDisclosure();
  const { open, root, onKeyDown } = disclosure;
  const navId = useId();
  const todayPath = dayPath(locale, today);
  const paths: Record<NavSection, string> = {
    today: todayPath,
    events: entryIndexPath(locale, 'EVENT'),
    persons: entryIndexPath(locale, 'PERSON'),
    holidays: holidayListPath(locale),
    calendar: monthPath(locale, today.month),
  };
  const current = navSectionOf(matches.at(-1)?.id, pathname, locale, todayPath);
  return (
    <div className="main-nav" ref={root} onKeyDown={onKeyDown} data-open={open || undefined}>
      <HeaderMenuButton disclosure={disclosure} controls={navId} label={intl.formatMessage({ id: 'nav.menu' })} className="main-nav-toggle">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </HeaderMenuButton>
      <nav id={navId} aria-label={intl.formatMessage({ id: 'nav.main' })} className="main-nav-links">
        {NAV_SECTIONS.map((section) => (
          <Link key={section} to={paths[section]} aria-current={section !== current ? undefined : paths[section] === pathname ? 'page' : 'true'}>
            <FormattedMessage id={LABEL[section]} />
          </Link>
        ))}
      </nav>
    </div>
  );
}
