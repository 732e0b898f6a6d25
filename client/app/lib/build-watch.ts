/**
 * Keeps open tabs on the newest build: the server's build id is polled, and after a deploy the
 * next navigation becomes a full page load. A chunk that fails to load (deleted by a deploy)
 * reloads the page, at most once per 10 seconds.
 */
const BUILD_POLL_INTERVAL_MS = 5 * 60_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = 'daypedia:chunk-reload-at';
/** Dispatched on window once a newer build is known, so the page can tell the reader. */
export const NEW_BUILD_EVENT = 'daypedia:new-build';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/** True when a reload is allowed now; records the attempt. */
export function mayReloadForChunk(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const last = Number(storage.getItem(GUARD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  return true;
}

export function startBuildWatch(): void {
  const current = window.__reactRouterManifest?.version;
  let outdated = false;

  const check = async () => {
    const latest = await fetchLatestBuildId();
    if (latest && current && latest !== current && !outdated) {
      outdated = true;
      window.dispatchEvent(new Event(NEW_BUILD_EVENT));
    }
  };
  window.setInterval(check, BUILD_POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });

  // The next navigation after a new build loads the page from the server.
  document.addEventListener(
    'click',
    (event) => {
      if (!outdated || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.origin !== window.location.origin || link.target) return;
      event.preventDefault();
      window.location.assign(link.href);
    },
    true,
  );
  window.addEventListener('popstate', () => {
    if (outdated) window.location.reload();
  });

  window.addEventListener('vite:preloadError', (event) => {
    if (mayReloadForChunk(window.sessionStorage)) {
      event.preventDefault();
      window.location.reload();
    }
  });
}
