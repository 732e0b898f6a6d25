/**
 * One react-intl instance per language and catalogue, kept between renders: a new instance per
 * page would parse every message it shows and build its number and date formatters again, which
 * was a tenth of an uncached page's processor time on the server.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LOCALE_INFO, type Locale } from '#shared/locales';
import type { Messages } from './messages';

const kept = new Map<string, { messages: Messages; intl: IntlShape }>();
/** A reader's cookie can name any of several hundred time zones: the longest unused go first. */
const KEPT_AT_MOST = 64;

/**
 * The language's instance for these messages, writing dates and times in the time zone given (the
 * same object while the catalogue is the same one). Without a zone, the runtime's own: the
 * server's differs from the reader's, and a page would hydrate with other times than it showed.
 */
export function intlFor(locale: Locale, messages: Messages, { quiet = false, timeZone }: { quiet?: boolean; timeZone?: string } = {}): IntlShape {
  const key = `${locale}:${quiet ? 'quiet' : 'loud'}:${timeZone ?? ''}`;
  const found = kept.get(key);
  kept.delete(key);
  if (found?.messages === messages) {
    kept.set(key, found);
    return found.intl;
  }
  const intl = createIntl(
    { locale: LOCALE_INFO[locale].iso, messages, defaultLocale: 'en-US', timeZone, ...(quiet ? { onError: () => {} } : {}) },
    createIntlCache(),
  );
  kept.set(key, { messages, intl });
  if (kept.size > KEPT_AT_MOST) kept.delete(kept.keys().next().value!);
  return intl;
}
