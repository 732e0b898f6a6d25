import { themeFromCookie } from '../../shared/theme';
import { timeZoneFromCookie, todayIn } from '../../shared/time-zone';

/**
 * What the frame of every page shows from the reader's cookies: the theme they chose (null: the
 * system's) and the day of the month in their time zone for the logo. The page cache keys pages
 * by both cookies, so a kept page is right for everyone it is given to.
 */
export function readerLook(cookieHeader: string | null | undefined) {
  return { theme: themeFromCookie(cookieHeader), today: todayIn(timeZoneFromCookie(cookieHeader)).day };
}
