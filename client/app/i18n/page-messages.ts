/**
 * A page carries only the messages it shows, not the whole catalogue of its language. The server
 * renders with the whole catalogue and notes each message the page formats; the page hands those
 * to the browser as a JSON data block. The browser loads its language's whole catalogue (a
 * script of its own) right after the page came alive, and another language's when the reader
 * switches (the root's clientLoader). Pages outside the reading layout (forms, the member area, the API
 * explorer) render parts the browser loads later and carry the whole catalogue.
 */
import type { IntlShape } from 'react-intl';
import type { Locale } from '#shared/locales';
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

/** The browser's messages: the page's own until the whole catalogue of its language is loaded. */
let inBrowser: { locale: Locale; messages: Messages; complete: boolean } | undefined;

function readPageMessages(): Messages {
  try {
    return JSON.parse(document.getElementById(PAGE_MESSAGES_ID)?.textContent || '{}') as Messages;
  } catch {
    return {};
  }
}

/** The messages to render with: the whole catalogue on the server; in the browser the loaded catalogue, else the page's own. */
export function messagesFor(locale: Locale, loaded: Messages | undefined): Messages {
  const store = serverStore();
  if (store) return store.catalogue;
  if (loaded) inBrowser = { locale, messages: loaded, complete: true };
  else if (inBrowser?.locale !== locale) inBrowser = { locale, messages: readPageMessages(), complete: false };
  return inBrowser.messages;
}

/**
 * In the browser, once the page is alive: the language's whole catalogue, for the messages a toast
 * or a refused form may show next. The page re-renders with it when it arrives.
 */
export async function loadWholeCatalogue(locale: Locale): Promise<void> {
  if (hasWholeCatalogue(locale)) return;
  const messages = await loadMessages(locale);
  if (!hasWholeCatalogue(locale)) inBrowser = { locale, messages, complete: true };
}

/** Whether the browser holds a language's whole catalogue (the server always does). */
export function hasWholeCatalogue(locale: Locale): boolean {
  return serverStore() !== undefined || (inBrowser?.locale === locale && inBrowser.complete);
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
