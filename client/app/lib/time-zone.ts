export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** The reader's time zone as the browser reported it in a cookie, or the site's default. */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== TIME_ZONE_COOKIE || !value) continue;
    const zone = decodeURIComponent(value);
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone;
    } catch {
      break;
    }
  }
  return DEFAULT_TIME_ZONE;
}
