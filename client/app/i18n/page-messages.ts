/**
 * A page carries only the messages it shows, not the whole catalogue of its language. The server
 * renders with the whole catalogue and notes each message the page formats; the page hands those
 * to the browser as a JSON data block. Once the page is alive the browser loads the parts of the
 * catalogue the page's routes name (shared/message-parts.ts), for what a menu, a toast or a refused
 * form may show next; before it shows another page, the parts that page names and the browser
 * lacks. Pages outside the reading layout (forms, the member area, the API explorer) render parts
 * the browser loads later: they carry the whole catalogue and load it whole.
 */
import type { IntlShape } from 'react-intl';
import { LOCALE_INFO, type Locale } from '#shared/locales';
import { FRAME_PART, messagePartPath, partOfNamespace, type PageMessageNeeds } from '#shared/message-parts';
import { loadMessages, type Messages } from './messages';

/** What the server keeps for one page while it renders it. */
export interface PageMessagesStore {
  catalogue: Messages;
  used: Set<string>;
  /** The page needs the whole catalogue. */
  all: boolean;
}

let serverStore: () => PageMessagesStore | undefined = () => undefined;

/** Called once by the server's entry with the store of the page being rendered (none in the browser). */
export function installPageMessagesStore(current: () => PageMessagesStore | undefined): void {
  serverStore = current;
}

export const PAGE_MESSAGES_ID = 'page-messages';

/** What the browser holds of one language: the messages, and the parts they were loaded from. */
interface Held {
  messages: Messages;
  parts: Set<string>;
  complete: boolean;
}

const held = new Map<Locale, Held>();
/** A part (or the whole catalogue, `*`) of a language being loaded: `locale/part`. */
const loading = new Map<string, Promise<void>>();
/** One promise per set of parts asked for, so that a render waiting for them can ask again. */
const waits = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function readPageMessages(): Messages {
  try {
    return JSON.parse(document.getElementById(PAGE_MESSAGES_ID)?.textContent || '{}') as Messages;
  } catch {
    return {};
  }
}

/** The page the browser opened was written in this language: its messages start that language's store. */
function heldFor(locale: Locale): Held {
  let found = held.get(locale);
  if (!found) {
    const first = held.size === 0 && typeof document !== 'undefined' && document.documentElement.lang === LOCALE_INFO[locale].iso;
    found = { messages: first ? readPageMessages() : {}, parts: new Set(), complete: false };
    held.set(locale, found);
  }
  return found;
}

function add(locale: Locale, messages: Messages, parts: readonly string[] | 'all'): void {
  const current = heldFor(locale);
  const next: Held = {
    messages: { ...current.messages, ...messages } as Messages,
    parts: new Set([...current.parts, ...(parts === 'all' ? [] : parts)]),
    complete: current.complete || parts === 'all',
  };
  held.set(locale, next);
  version += 1;
  for (const listener of listeners) listener();
}

/** The messages to render with: the whole catalogue on the server; in the browser what it holds of the language. */
export function messagesFor(locale: Locale): Messages {
  const store = serverStore();
  if (store) return store.catalogue;
  return heldFor(locale).messages;
}

/** The parts a page needs, from the namespaces its routes name (`'all'`: the whole catalogue). */
export function partsFor(needs: readonly PageMessageNeeds[]): string[] | 'all' {
  if (needs.includes('all')) return 'all';
  const parts = new Set([FRAME_PART]);
  for (const namespaces of needs) for (const namespace of namespaces) parts.add(partOfNamespace(namespace));
  return [...parts].sort();
}

/** Whether the browser holds these parts of a language (the server holds everything). */
export function holdsParts(locale: Locale, parts: readonly string[] | 'all'): boolean {
  if (serverStore()) return true;
  const found = heldFor(locale);
  return found.complete || (parts !== 'all' && parts.every((part) => found.parts.has(part)));
}

function loadOnce(key: string, load: () => Promise<void>): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load();
    loading.set(key, promise);
    // A part that failed to come is asked for again next time.
    promise.catch(() => loading.delete(key));
  }
  return promise;
}

function loadWhole(locale: Locale): Promise<void> {
  return loadOnce(`${locale}/*`, async () => add(locale, await loadMessages(locale), 'all'));
}

async function loadPart(locale: Locale, part: string): Promise<void> {
  const build = import.meta.env.MESSAGE_PARTS_VERSION;
  if (!build) return loadWhole(locale);
  return loadOnce(`${locale}/${part}`, async () => {
    const response = await fetch(messagePartPath(build, locale, part));
    if (!response.ok) throw new Error(`Message part ${part} answered ${response.status}`);
    add(locale, (await response.json()) as Messages, [part]);
  });
}

/**
 * Loads the parts a page needs, and settles once the browser holds them. It never fails: when a
 * part cannot be fetched the page shows what it holds, and the part is asked for again next time.
 */
export function loadParts(locale: Locale, parts: readonly string[] | 'all'): Promise<void> {
  const key = `${locale}:${parts === 'all' ? '*' : parts.join(',')}`;
  let wait = waits.get(key);
  if (!wait) {
    const missing = parts === 'all' ? null : parts.filter((part) => !heldFor(locale).parts.has(part));
    wait = (missing === null ? loadWhole(locale) : Promise.all(missing.map((part) => loadPart(locale, part))).then(() => {}))
      .catch(() => {})
      .finally(() => waits.delete(key));
    waits.set(key, wait);
  }
  return wait;
}

/** For React: a change of what the browser holds re-renders the page with it. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messagesVersion(): number {
  return version;
}

/** On the server, an intl that notes every message it formats for the page; in the browser the intl itself. */
export function noting(intl: IntlShape): IntlShape {
  const store = serverStore();
  if (!store) return intl;
  const format = intl.formatMessage as (...args: unknown[]) => unknown;
  const formatMessage = ((...args: unknown[]) => {
    const id = (args[0] as { id?: string | number } | undefined)?.id;
    if (id !== undefined) store.used.add(String(id));
    return format(...args);
  }) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}

/** Called while rendering a page that needs the whole catalogue in the browser. */
export function needWholeCatalogue(): void {
  const store = serverStore();
  if (store) store.all = true;
}

/** The page's messages as the JSON of its data block (safe inside a script element). */
export function pageMessagesJson(): string {
  const store = serverStore();
  if (!store) return '{}';
  const ids = store.all ? Object.keys(store.catalogue) : [...store.used].filter((id) => id in store.catalogue).sort();
  return JSON.stringify(Object.fromEntries(ids.map((id) => [id, store.catalogue[id]]))).replace(/</g, '\\u003c');
}
