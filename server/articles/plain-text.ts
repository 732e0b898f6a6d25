/**
 * The text of an article's body: what a reader reads, without markup, paragraphs on their own
 * lines. Lengths, summaries, comparisons of revisions and the dumps' rows are made of it.
 *
 * Bodies as the site stores them are read by removing their tags; only other HTML goes through
 * sanitize-html's parser, which is loaded the first time it is needed: the dumps' thread reads a
 * million stored bodies and never needs it, and it would weigh some 13 MB on that thread.
 */
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

/** The elements that end a line of text. */
export const BLOCK_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'br'];

/** The text of a body, paragraphs on their own lines: for lengths, summaries, comparisons and the dumps. */
export function textOf(html: string): string {
  const text = storedTextOf(html) ?? parsedTextOf(html);
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

function parsedTextOf(html: string): string {
  const spaced = html.replace(LINE_END_TAGS, '$&\n');
  return decodeEntities(sanitizeHtml()(spaced, { allowedTags: [], allowedAttributes: {} }));
}

let sanitizer: typeof SanitizeHtml | undefined;
/** sanitize-html, loaded the first time a text needs its parser. */
function sanitizeHtml(): typeof SanitizeHtml {
  return (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeHtml);
}

const TAG = /<[^>]*>/g;
/** A `<` that does not open a tag the sanitiser keeps, or one whose attributes hold an angle bracket. */
const UNKEPT_TAG = /<(?!\/?(?:p|h2|h3|ul|ol|li|blockquote|br|strong|em|s|a|img)(?:\s[^<>]*)?\/?>)/;
const LINE_END_TAGS = new RegExp(`</(?:${BLOCK_TAGS.join('|')})>|<br ?/?>`, 'g');
/** What text of stored HTML never holds raw (the sanitiser and escapeHtml write them as entities), and entities other than theirs. */
const UNEXPECTED_IN_TEXT = /[<>"]|&(?!(?:amp|lt|gt|quot|#39);)/;

/**
 * The text of HTML as the site stores it (the sanitiser's output, or escaped paragraphs), found
 * by removing its tags: the text sanitize-html's parser finds, some ten times sooner, which the
 * dumps need for a million bodies. Null for anything else (another tag, an entity the sanitiser
 * does not write, a bare angle bracket), which the parser reads. Every `<` then opens a kept tag,
 * so whole-string replacements find exactly the tags: no function runs per tag, and the largest
 * body allowed takes milliseconds.
 */
function storedTextOf(html: string): string | null {
  if (UNKEPT_TAG.test(html)) return null;
  const text = html.replace(LINE_END_TAGS, '\n').replace(TAG, '');
  return UNEXPECTED_IN_TEXT.test(text) ? null : decodeEntities(text);
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}
