/**
 * The site's interface messages as written in each language's catalogue
 * (`client/app/i18n/messages`), for the few words the server writes outside React: the page that
 * says it is busy, the titles on link preview pictures. Read from disk once per language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '#shared/locales';

const CATALOGUES = path.join(import.meta.dirname, '../../client/app/i18n/messages');
const read = new Map<Locale, Record<string, string>>();

export function siteMessages(locale: Locale): Record<string, string> {
  let messages = read.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(path.join(CATALOGUES, `${locale}.json`), 'utf8')) as Record<string, string>;
    read.set(locale, messages);
  }
  return messages;
}
