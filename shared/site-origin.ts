/**
 * The site's public origin, from its settings only. A request's Host header is chosen by
 * whoever sends it, so it never decides the addresses a page links to (pages are shared
 * through the page cache).
 */

/** PUBLIC_URL without its trailing slash; when unset or empty, http://localhost:PORT. */
export function publicOrigin(env: Readonly<Record<string, string | undefined>>): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}
