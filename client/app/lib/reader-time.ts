/**
 * Dates and times as the reader's clock shows them, without a page that hydrates differently from
 * what the server rendered: the server writes them in the zone of the reader's cookie (the site's
 * default before the browser told it), the browser hydrates with that same zone and today's date
 * as the server saw it, and only then switches to its own zone and clock.
 */
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_TIME_ZONE, todayIn } from '#shared/time-zone';
import { browserTimeZone } from './time-zone-cookie';

export type Today = ReturnType<typeof todayIn>;

const unchanging = () => () => {};

/**
 * Whether the page has come alive: false while the server renders and while React hydrates (so
 * the first render matches the server's HTML), true from the render after that, and at once for
 * what mounts later.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/** The time zone dates and times are written in: the one the server rendered with until the page is hydrated, then the browser's. */
export function useReaderTimeZone(rendered: string): string {
  return useHydrated() ? browserTimeZone() : rendered;
}

/** Today's date where the reader is: as the server rendered it until the page is hydrated, then by the browser's clock. */
export function useToday(): Today {
  const rendered = useRouteLoaderData<{ today?: Today }>('root')?.today;
  const { timeZone = DEFAULT_TIME_ZONE } = useIntl();
  return useHydrated() || !rendered ? todayIn(timeZone) : rendered;
}
