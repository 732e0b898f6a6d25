import type { Locale } from '#shared/locales';
import { memberPath } from '#shared/paths';

/** Where the form that starts rewriting an entry's article is sent (and where a member signing in comes back to). */
export function rewriteActionPath(locale: Locale, entryId: string): string {
  return `${memberPath(locale, '/write-article')}?entry=${encodeURIComponent(entryId)}`;
}
