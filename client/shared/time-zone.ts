import { readCookie } from './cookies';

export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** The reader's time zone as the browser reported it in a cookie, or the site's default. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string {
  const zone = readCookie(cookieHeader, TIME_ZONE_COOKIE);
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The calendar date now in a time zone (an IANA name the caller has checked). */
export function todayIn(timeZone: string, now = new Date()): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}
