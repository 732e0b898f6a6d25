import { TIME_ZONE_COOKIE } from '#shared/time-zone';

/** The browser's own time zone (an IANA name). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Tells the server the browser's time zone for the pages it renders next (today's date, the logo, times); returns the zone. */
export function rememberTimeZone(): string {
  const zone = browserTimeZone();
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Max-Age=${365 * 86400}; Path=/; SameSite=Lax`;
  return zone;
}
