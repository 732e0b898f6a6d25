import type { IntlShape } from 'react-intl';
import type { Locale } from '#shared/locales';
import { intlFor } from '../i18n/intl';
import { messagesFor, noting } from '../i18n/page-messages';

interface RootData {
  locale: Locale;
  origin: string;
  /** The time zone the page's dates and times are written in. */
  timeZone?: string;
}

/** What a route's meta function needs from the root: the language, its messages and the site's origin. */
export interface MetaContext {
  intl: IntlShape;
  locale: Locale;
  origin: string;
}

/** The root's messages, language and origin, or null when the root did not load (an error page). */
export function metaContext(matches: readonly ({ loaderData?: unknown } | undefined)[]): MetaContext | null {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return null;
  const intl = noting(intlFor(root.locale, messagesFor(root.locale), { quiet: true, timeZone: root.timeZone }));
  return { intl, locale: root.locale, origin: root.origin };
}
