import { readCookie } from './cookies';

export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/**
 * A formatter of the calendar date in each time zone met, kept: building one takes longer than
 * the rest of working out today's date, which every page does. Only zones Intl accepts are kept,
 * and no more than MAX_KEPT_ZONES of them (names are case-insensitive, so a client could invent
 * many spellings of each).
 */
const dateInZone = new Map<string, Intl.DateTimeFormat>();
const MAX_KEPT_ZONES = 1000;

/** The formatter of `zone`, or null when Intl does not know the zone. */
function dateFormatterIn(zone: string): Intl.DateTimeFormat | null {
  let formatter = dateInZone.get(zone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
    } catch {
      return null;
    }
    if (dateInZone.size >= MAX_KEPT_ZONES) dateInZone.clear();
    dateInZone.set(zone, formatter);
  }
  return formatter;
}

/** Whether Intl knows `zone` as a time zone (an IANA name, in any letter case). */
export function isKnownTimeZone(zone: string): boolean {
  return dateFormatterIn(zone) !== null;
}

/** The reader's time zone as the browser reported it in a cookie, or the site's default. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string {
  const zone = readCookie(cookieHeader, TIME_ZONE_COOKIE);
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The calendar date now in a time zone (an IANA name the caller has checked). */
export function todayIn(timeZone: string, now = new Date()): { year: number; month: number; day: number } {
  const formatter = dateFormatterIn(timeZone);
  if (!formatter) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const parts = formatter.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
