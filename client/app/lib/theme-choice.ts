import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, isTheme, type ThemeChoice } from '#shared/theme';

/**
 * The theme the reader chose, kept where the page shows it: the data-theme attribute of <html>
 * (none: the system's setting). The server writes it from the cookie; a choice here changes the
 * attribute and the cookie at once, so the next page the server renders has it too.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function shownChoice(): ThemeChoice {
  const theme = document.documentElement.dataset.theme;
  return isTheme(theme) ? theme : 'system';
}

export function chooseTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') {
    delete root.dataset.theme;
    document.cookie = `${THEME_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  } else {
    root.dataset.theme = choice;
    document.cookie = `${THEME_COOKIE}=${choice}; Max-Age=${THEME_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
  }
  for (const listener of listeners) listener();
}

/** The reader's choice: while hydrating, the one the server rendered the page with. */
export function useThemeChoice(): ThemeChoice {
  const rendered = useRouteLoaderData<{ theme: ThemeChoice | null }>('root')?.theme ?? 'system';
  return useSyncExternalStore(subscribe, shownChoice, () => rendered);
}
