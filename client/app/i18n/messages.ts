import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '#shared/locales';

/** A language's messages: as written in its catalogue, or (in the built site) compiled to what react-intl formats from. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const loaders = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

/** The interface messages of one language (loaded by the server and handed over with the page). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`./messages/${locale}.json`] ?? loaders['./messages/en.json'];
  return load();
}
