/**
 * Return addresses that arrive in a query string (after signing in, after a checkout) are chosen
 * by whoever wrote the link. Only a path of this site may come out of here, in a form every
 * browser reads the same way, and safe to put in a Location header.
 */

/** Longer than any address of this site; a longer one is not worth parsing. */
const MAX_LENGTH = 2048;

/**
 * Control characters and backslashes are refused before parsing: browsers drop tabs and line
 * breaks and read "\" as "/", so "/\t/evil" or "/\evil" would become "//evil", another host.
 */
const REFUSED = /[\u0000-\u001f\u007f\\]/;

/** The same-origin path (with query and fragment) the value names, or null. */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > MAX_LENGTH || REFUSED.test(value)) return null;
  const base = new URL(origin);
  // A path, or a full address read on its own (so "https:evil.example" names evil.example).
  const url = value.startsWith('/') ? URL.parse(value, base) : URL.parse(value);
  if (!url) return null;
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" normalises to "//evil": the path must still name this site when read again.
  if (!path.startsWith('/') || new URL(path, base).href !== url.href) return null;
  return path;
}
