import type { Locale } from '../../shared/locales';

export type Messages = Record<string, string>;

const loaders = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

/** The interface messages of one language (loaded by the server and handed over with the page). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`./messages/${locale}.json`] ?? loaders['./messages/en.json'];
  return load();
}
