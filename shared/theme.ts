import { readCookie } from './cookies';

/** The colour theme a reader chose in the header; without the cookie the page follows the system's setting. */
export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** What the switch offers: a theme, or following the system. */
export type ThemeChoice = Theme | 'system';

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

/** The theme the cookie names, or null when the reader follows the system (or the cookie says nothing we know). */
export function themeFromCookie(cookieHeader: string | null | undefined): Theme | null {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return isTheme(value) ? value : null;
}
