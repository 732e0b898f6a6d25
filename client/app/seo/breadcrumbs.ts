/** Where a page sits in the site (home > day > entry …), as a schema.org BreadcrumbList with names in the page's language. */
import type { IntlShape } from 'react-intl';
import type { BreadcrumbList } from 'schema-dts';
import type { MonthDay } from '#shared/calendar';
import { formatDayDate } from '#shared/date-format';
import type { Locale } from '#shared/locales';
import { dayPath, holidayListPath, homePath } from '#shared/paths';

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbListOf(origin: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

/** The first crumb of every trail: the language's home. */
export function homeCrumb(intl: IntlShape, locale: Locale): Crumb {
  return { name: intl.formatMessage({ id: 'nav.home' }), path: homePath(locale) };
}

/** A day of the year, named as the language writes it. */
export function dayCrumb(locale: Locale, md: MonthDay): Crumb {
  return { name: formatDayDate(locale, md), path: dayPath(locale, md) };
}

export function holidaysCrumb(intl: IntlShape, locale: Locale): Crumb {
  return { name: intl.formatMessage({ id: 'nav.holidays' }), path: holidayListPath(locale) };
}
