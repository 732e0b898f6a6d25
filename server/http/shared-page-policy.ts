/**
 * A rendered page made fit to share through the page cache: the nonce of the reader it was
 * rendered for is taken out, and the policy allows its inline scripts by their hashes instead.
 * Every later reader gets the same bytes (one ETag) and a policy that still lets nothing else run.
 */
import { createHash } from 'node:crypto';
import { nonceSource } from './security-headers';

/** React writes script elements with double-quoted attributes and never "</script" inside one. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*"([^"]*)"/i;
/** Data blocks (JSON, JSON-LD) never run, so they need no hash. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export interface SharedPage {
  html: string;
  policy: string;
}

/** The page and its policy without the nonce; null when the nonce shows up where it was not expected. */
export function sharedPage(html: string, nonce: string, policy: string): SharedPage | null {
  const stripped = html.split(` nonce="${nonce}"`).join('');
  if (stripped.includes(nonce)) return null;
  const hashes = new Set<string>();
  for (const [, attributes, source] of stripped.matchAll(SCRIPT)) {
    if (!source || /\bsrc\s*=/i.test(attributes)) continue;
    if (!RUNNABLE_TYPES.has((TYPE.exec(attributes)?.[1] ?? '').toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  }
  const scriptSources = policy
    .replace(nonceSource(nonce), [...hashes].join(' '))
    .replace(/ {2,}/g, ' ')
    .replace(/ ;/g, ';');
  return { html: stripped, policy: scriptSources };
}
