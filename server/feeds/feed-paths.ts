/**
 * What a subscription's path asks for: the reverse of the builders in shared/paths.ts.
 * Anything they would not write (an unknown language prefix, a country in capitals, an overlong
 * slug) is no feed, and the site answers 404 as for any unknown page.
 */
import { LOCALES, type Locale } from '#shared/locales';
import { CALENDARS_SEGMENT, FEED_FORMATS, FEEDS_SEGMENT, isPlausibleSegment, READING_FEEDS, type FeedFormat, type ReadingFeed } from '#shared/paths';

export type FeedRequest =
  | { kind: 'country-holidays'; locale: Locale; country: string }
  | { kind: 'holiday'; locale: Locale; slug: string }
  | { kind: 'personal'; locale: Locale; secret: string }
  | { kind: 'reading'; locale: Locale; feed: ReadingFeed; format: FeedFormat };

export function feedRequestOf(pathname: string): FeedRequest | null {
  const prefixed = /^\/([a-z]{2})(\/.*)$/.exec(pathname);
  const locale: Locale | undefined = prefixed ? LOCALES.find((l) => l !== 'en' && l === prefixed[1]) : 'en';
  if (!locale) return null;
  const rest = prefixed && locale !== 'en' ? prefixed[2] : pathname;
  const [, root, ...segments] = rest.split('/');
  if (root === CALENDARS_SEGMENT) {
    const holidays = segments.length === 1 ? /^holidays-([a-z]{2})\.ics$/.exec(segments[0]) : null;
    if (holidays) return { kind: 'country-holidays', locale, country: holidays[1] };
    if (segments.length !== 2 || !segments[1].endsWith('.ics')) return null;
    let name: string;
    try {
      name = decodeURIComponent(segments[1].slice(0, -'.ics'.length));
    } catch {
      return null;
    }
    if (!name || !isPlausibleSegment(name)) return null;
    if (segments[0] === 'holiday') return { kind: 'holiday', locale, slug: name };
    if (segments[0] === 'personal') return { kind: 'personal', locale, secret: name };
    return null;
  }
  if (root === FEEDS_SEGMENT && segments.length === 1) {
    const [feed, format, extra] = segments[0].split('.');
    if (extra !== undefined || !READING_FEEDS.includes(feed as ReadingFeed) || !FEED_FORMATS.includes(format as FeedFormat)) return null;
    return { kind: 'reading', locale, feed: feed as ReadingFeed, format: format as FeedFormat };
  }
  return null;
}
