/**
 * One react-intl instance per language and catalogue, kept between renders: a new instance per
 * page would parse every message it shows and build its number and date formatters again, which
 * was a tenth of an uncached page's processor time on the server.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LOCALE_INFO, type Locale } from '../../shared/locales';
import type { Messages } from './messages';

const kept = new Map<string, { messages: Messages; intl: IntlShape }>();

/** The language's instance for these messages (the same object while the catalogue is the same one). */
export function intlFor(locale: Locale, messages: Messages, { quiet = false } = {}): IntlShape {
  const key = `${locale}:${quiet ? 'quiet' : 'loud'}`;
  const found = kept.get(key);
  if (found?.messages === messages) return found.intl;
  const intl = createIntl({ locale: LOCALE_INFO[locale].iso, messages, defaultLocale: 'en-US', ...(quiet ? { onError: () => {} } : {}) }, createIntlCache());
  kept.set(key, { messages, intl });
  return intl;
}
