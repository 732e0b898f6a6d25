/**
 * Link preview pictures: one per page and language, drawn by the server from the page's title
 * and date (read from the database, never from the address). Their addresses name the page by
 * its kind and slug only: /og/de/day/14-maerz.png, /og/en/event/apollo-11-moon-landing.png.
 */
import { isLocale, type Locale } from './locales';
import { isPlausibleSegment, type EntryPageKind } from './paths';

export const OG_IMAGE_PREFIX = '/og/';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type OgPageKind = 'day' | 'date' | 'event' | 'person' | 'holiday';
const KINDS: readonly OgPageKind[] = ['day', 'date', 'event', 'person', 'holiday'];

export const OG_KIND_OF_ENTRY: Record<EntryPageKind, OgPageKind> = { EVENT: 'event', PERSON: 'person', HOLIDAY: 'holiday' };

export interface OgImagePage {
  locale: Locale;
  kind: OgPageKind;
  slug: string;
}

/** The longest address of a picture: a prefix, a locale, a kind and the longest slug a page asks for. */
const MAX_PATH_LENGTH = 400;

export function ogImagePath({ locale, kind, slug }: OgImagePage): string {
  return `${OG_IMAGE_PREFIX}${locale}/${kind}/${encodeURIComponent(slug)}.png`;
}

/** The page a picture's address names, or null for anything the site never writes. */
export function parseOgImagePath(pathname: string): OgImagePage | null {
  if (pathname.length > MAX_PATH_LENGTH || !pathname.startsWith(OG_IMAGE_PREFIX) || !pathname.endsWith('.png')) return null;
  const parts = pathname.slice(OG_IMAGE_PREFIX.length, -'.png'.length).split('/');
  if (parts.length !== 3) return null;
  const [locale, kind, encoded] = parts;
  if (!isLocale(locale) || !KINDS.includes(kind as OgPageKind)) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (!slug || slug.includes('/') || slug === '.' || slug === '..' || !isPlausibleSegment(slug)) return null;
  return { locale, kind: kind as OgPageKind, slug };
}
