import { TIME_ZONE_COOKIE } from '../../shared/time-zone';

/** Tells the server the browser's time zone for the pages it renders next (today's date, the logo); returns the zone. */
export function rememberTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Max-Age=${365 * 86400}; Path=/; SameSite=Lax`;
  return zone;
}
