/**
 * What the importer does to the sources' texts before they become a listing's title and line:
 * markup taken out (the feed's lines are HTML, a label may carry some), white space folded, and a
 * line too long for a listing shortened at a word.
 */
import sanitizeHtml from 'sanitize-html';
import type { Locale } from '#shared/locales';

/** A listing's line is as long as the summary the site writes of an article (server/articles/sanitise.ts). */
export const SUMMARY_MAX_LENGTH = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text of a line that may hold markup, and whether it did. */
export function plainText(value: string): { text: string; hadMarkup: boolean } {
  const hadMarkup = /<[a-z/!]/i.test(value);
  const stripped = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name]);
  return { text: stripped.replace(/\s+/g, ' ').trim(), hadMarkup };
}

/** The text whole when it fits, else cut at the last word boundary before the limit, with an ellipsis. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** A title as two titles are compared for sameness: case, accents and spacing ignored. */
export function comparableTitle(title: string): string {
  return title.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/** How a source names each language's Wikipedia ("English Wikipedia: Apollo 11"). */
export const WIKIPEDIA_NAME: Record<Locale, string> = {
  en: 'English Wikipedia',
  tr: 'Turkish Wikipedia',
  de: 'German Wikipedia',
  fr: 'French Wikipedia',
  it: 'Italian Wikipedia',
  es: 'Spanish Wikipedia',
  zh: 'Chinese Wikipedia',
  ja: 'Japanese Wikipedia',
};
