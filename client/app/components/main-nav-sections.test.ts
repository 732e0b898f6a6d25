import { describe, expect, it } from 'vitest';
import { navSectionOf } from './main-nav-sections';

describe('the header section of a page', () => {
  const today = '/march-14';
  it.each([
    ['event-en', '/events/moon-landing', 'events'],
    ['event-index-de', '/de/ereignisse', 'events'],
    ['event-century-en', '/events/century/20', 'events'],
    ['person-ja', '/ja/jinbutsu/someone', 'persons'],
    ['person-index-en', '/persons', 'persons'],
    ['holidays-en', '/holidays-and-occasions', 'holidays'],
    ['holiday-en', '/holidays-and-occasions/new-years-day', 'holidays'],
    ['year-en', '/year/1969', 'calendar'],
    ['year-section-en', '/year/1969/events', 'calendar'],
    ['day-en', '/november', 'calendar'],
    ['day-en', today, 'today'],
    ['day-section-en', `${today}/events`, 'today'],
    ['day-en', '/march-15', null],
    ['day-section-en', '/march-15/events', null],
    ['exact-date-en', '/day/march-14-1969', null],
    ['home-en', '/', null],
    ['about-en', '/about-us', null],
    [undefined, '/', null],
  ] as const)('%s at %s is %s', (routeId, path, section) => {
    expect(navSectionOf(routeId, path, 'en', today)).toBe(section);
  });

  it('knows month pages in other languages', () => {
    expect(navSectionOf('day-de', '/de/maerz', 'de', '/de/14-maerz')).toBe('calendar');
    expect(navSectionOf('day-de', '/de/14-maerz', 'de', '/de/14-maerz')).toBe('today');
  });
});
