import { readCookie } from './cookies';

export const TIME_ZONE_COOKIE = 'tz';
const DEFAULT_TIME_ZONE = 'Europe/Berlin';

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
