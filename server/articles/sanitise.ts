/**
 * Article bodies come from the browser's editor but are never trusted: the server keeps only the
 * formatting the editor's toolbar can make, links to the web and pictures this site stored.
 */
import sanitizeHtml from 'sanitize-html';
import type { ErrorCodeValue } from '../graphql/field-errors';

const BLOCK_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'br'];

/** The most HTML a body may arrive as: far above the editor's markup for the longest text allowed. */
export const BODY_HTML_MAX_LENGTH = 400_000;
/**
 * How deep elements may nest. The editor writes lists flat (a level is an attribute, not a nested
 * list), so its markup is three or four deep; the sanitiser's time grows with depth times length,
 * and 200 KB of lists inside lists took it seconds.
 */
export const BODY_NESTING_MAX = 100;

/** Thrown by the sanitiser on reaching an element nested deeper than BODY_NESTING_MAX. */
class NestedTooDeeply extends Error {
  constructor() {
    super(`The HTML nests elements more than ${BODY_NESTING_MAX} deep.`);
  }
}

/**
 * The body's HTML reduced to the allowlist. `imagePrefix` is where this site's stored images are
 * served; a picture from anywhere else is dropped. Throws NestedTooDeeply as soon as the parser
 * opens an element deeper than BODY_NESTING_MAX, before the depth costs anything.
 */
export function sanitiseArticleHtml(html: string, imagePrefix: string): string {
  // The parser's own opening and closing, implied ones included, so the depth is the one it sees.
  let depth = 0;
  const clean = sanitizeHtml(html, {
    onOpenTag: () => {
      if (++depth > BODY_NESTING_MAX) throw new NestedTooDeeply();
    },
    onCloseTag: () => {
      depth--;
    },
    allowedTags: [...BLOCK_TAGS, 'strong', 'em', 's', 'a', 'img'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
      h1: 'h2',
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow ugc', target: '_blank' }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isStoredImage(frame.attribs.src ?? '', imagePrefix),
  });
  return (
    clean
      // A link whose address was refused keeps its words.
      .replace(/<a (?![^>]*href=)[^>]*>([\s\S]*?)<\/a>/g, '$1')
      // The editor writes every space as a non-breaking one; prose wraps at ordinary spaces.
      .replace(/&nbsp;|\u00a0/g, ' ')
      .replace(/<p>\s*(<br \/>)?\s*<\/p>/g, '')
  );
}

function isStoredImage(src: string, prefix: string): boolean {
  return src.startsWith(prefix) && !src.includes('..') && /^[\w/.:-]+$/.test(src);
}

/** The stored images a body shows, by their URL. */
export function imageUrlsOf(html: string): string[] {
  return [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
}

/** The text of a body, paragraphs on their own lines: for lengths, summaries, comparisons and the dumps. */
export function textOf(html: string): string {
  const text = storedTextOf(html) ?? parsedTextOf(html);
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

function parsedTextOf(html: string): string {
  const spaced = html.replace(new RegExp(`</(${BLOCK_TAGS.join('|')})>|<br ?/?>`, 'g'), '$&\n');
  return decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }));
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

/** The first sentences of a body's text, at most `length` characters, for lists and descriptions. */
function summaryOfText(bodyText: string, length = 200): string {
  const text = bodyText.replace(/\n+/g, ' ');
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20))}…`;
}

/** A body as it may be stored, with what is measured of it; or why it cannot be. */
export type CleanBody = { bodyHtml: string; textLength: number; summary: string } | { refused: ErrorCodeValue };

/**
 * What the member's HTML becomes: bounded in size and depth first, then sanitised, measured and
 * summarised. Pure and some 150 ms for the largest body allowed, so it runs on the text worker.
 */
export function cleanArticleBody(html: string, imagePrefix: string): CleanBody {
  if (html.length > BODY_HTML_MAX_LENGTH) return { refused: 'CONTENT_TOO_LONG' };
  let bodyHtml: string;
  try {
    bodyHtml = sanitiseArticleHtml(html, imagePrefix);
  } catch (error) {
    if (error instanceof NestedTooDeeply) return { refused: 'CONTENT_TOO_COMPLEX' };
    throw error;
  }
  const text = textOf(bodyHtml);
  return { bodyHtml, textLength: text.length, summary: summaryOfText(text) };
}
