/**
 * A started server reads its most read pages once before it says it is running: the home page and
 * today's page in every language. A first render takes several times as long as the next (code
 * compiled, a language's messages parsed, this year's holidays computed); without this the first
 * readers after a start or a deploy would wait for all of it at once, on every instance. The
 * pages are read as by a reader in the site's default time zone whose browser said so (the
 * time-zone cookie): the page cache keeps them for such readers, and a first visit without the
 * cookie is still rendered, by code already warm. A page that fails is left for its readers.
 */
import type { AddressInfo } from 'node:net';
import { LOCALES } from '#shared/locales';
import { dayPath, homePath } from '#shared/paths';
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, todayIn } from '#shared/time-zone';
import { logger } from '../observability/logger';

/** Long enough for a first render on a busy machine; a server that takes longer is not held up by it. */
const PAGE_TIMEOUT_MS = 10_000;
/** However slow the pages, the server says it runs after this. */
const WARM_UP_LIMIT_MS = 15_000;

/** The address to reach a server listening on `address` from the same machine. */
function ownUrl({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

export async function warmUp(address: AddressInfo, before: Promise<unknown>): Promise<void> {
  const started = performance.now();
  await before.catch(() => undefined);
  const today = todayIn(DEFAULT_TIME_ZONE);
  const paths = LOCALES.flatMap((locale) => [homePath(locale), dayPath(locale, today)]);
  const base = ownUrl(address);
  const headers = { accept: 'text/html', cookie: `${TIME_ZONE_COOKIE}=${encodeURIComponent(DEFAULT_TIME_ZONE)}` };
  let read = 0;
  // One at a time: readers who come meanwhile share the processor with one page, not sixteen.
  for (const pagePath of paths) {
    if (performance.now() - started > WARM_UP_LIMIT_MS) break;
    try {
      const response = await fetch(base + pagePath, { headers, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (response.ok) read++;
    } catch (error) {
      logger.debug({ err: error, path: pagePath }, 'A page could not be read ahead');
    }
  }
  logger.info({ ms: Math.round(performance.now() - started) }, `Read ${read} of ${paths.length} pages ahead of the first readers`);
}
