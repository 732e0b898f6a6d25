/**
 * How a language's interface messages are cut into parts the browser loads as it needs them.
 *
 * A message's namespace is the word before the first dot of its id (`day.previous` is in `day`).
 * What the frame of every page may show (header, menus, footer, toasts, error pages) is one part,
 * `frame`; every other namespace is a part of its own. A page names the namespaces it shows in its
 * route's `handle.messages` (or `'all'` for the pages that load the whole catalogue: forms and the
 * member area), and the browser loads those parts, and only those, before it shows the page.
 */

/** The namespaces of the part every page loads. */
const FRAME_NAMESPACES: readonly string[] = [
  'nav',
  'footer',
  'theme',
  'language',
  'site',
  'toast',
  'error',
  'notFound',
  'unavailable',
  'busy',
  'loading',
  'borrowed',
  'share',
  'search',
  'calendar',
  'today',
  'cta',
  'listing',
  'pagination',
  'feeds',
  'account',
  'common',
  'months',
];

export const FRAME_PART = 'frame';

/** What a page's route says it shows: namespaces, or the whole catalogue. */
export type PageMessageNeeds = readonly string[] | 'all';

/** What a route module exports as its `handle`: the messages its page shows. */
export interface MessagesHandle {
  messages?: PageMessageNeeds;
}

/** Where a message's namespace is kept. */
export function partOfNamespace(namespace: string): string {
  return FRAME_NAMESPACES.includes(namespace) ? FRAME_PART : namespace;
}

/** The part a message belongs to, by its id. */
export function partOfMessage(id: string): string {
  return partOfNamespace(id.split('.', 1)[0]);
}

/** A part's name is a namespace's: letters only, so it is safe in a path. */
export const PART_NAME = /^[A-Za-z]{1,40}$/;

/** Where the browser finds a part of a language's catalogue, under the build's scripts. */
export function messagePartPath(version: string, locale: string, part: string): string {
  return `/assets/messages/${version}/${locale}/${part}.json`;
}
