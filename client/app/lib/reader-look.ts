import { themeFromCookie } from '#shared/theme';
import { timeZoneFromCookie, todayIn } from '#shared/time-zone';

/**
 * What the frame of every page shows from the reader's cookies: the theme they chose (null: the
 * system's), the time zone dates and times are written in and today's date there (the logo's
 * day, the calendar's open month, the footer's year). The page cache keys pages by both cookies,
 * so a kept page is right for everyone it is given to.
 */
export function readerLook(cookieHeader: string | null | undefined) {
  const timeZone = timeZoneFromCookie(cookieHeader);
  return { theme: themeFromCookie(cookieHeader), timeZone, today: todayIn(timeZone) };
}
