/**
 * Which of the header's sections a page belongs to, from its route (ids are `<name>-<locale>`, see
 * routes.ts) and path: an event, the index of events or a century of events is Events; a person
 * likewise Persons; the holiday list and a holiday Holidays; a month or a year (and a year's
 * sections) Calendar; a day page is Today only when it is today's. Any other page is in none.
 */
import { LOCALES, type Locale } from '#shared/locales';
import { monthOfSegment } from '#shared/paths';

export const NAV_SECTIONS = ['today', 'events', 'persons', 'holidays', 'calendar'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

const BY_ROUTE = new Map<string, NavSection>([
  ['event', 'events'],
  ['event-index', 'events'],
  ['event-century', 'events'],
  ['person', 'persons'],
  ['person-index', 'persons'],
  ['person-century', 'persons'],
  ['holiday', 'holidays'],
  ['holidays', 'holidays'],
  ['year', 'calendar'],
  ['year-section', 'calendar'],
]);

const LOCALE_SUFFIX = new RegExp(`-(${LOCALES.join('|')})$`);

export function navSectionOf(routeId: string | undefined, pathname: string, locale: Locale, todayPath: string): NavSection | null {
  const name = routeId?.replace(LOCALE_SUFFIX, '');
  if (!name) return null;
  const byRoute = BY_ROUTE.get(name);
  if (byRoute) return byRoute;
  const path = pathname.replace(/\/+$/, '');
  if (name === 'day') {
    const slug = path.slice(path.lastIndexOf('/') + 1);
    if (monthOfSegment(locale, slug) !== null) return 'calendar';
    return path === todayPath ? 'today' : null;
  }
  // A section of today's page (/march-14/events) belongs to Today as well.
  if (name === 'day-section') return path.startsWith(`${todayPath}/`) ? 'today' : null;
  return null;
}
