/**
 * Article bodies come from the browser's editor but are never trusted: the server keeps only the
 * formatting the editor's toolbar can make, links to the web and pictures this site stored.
 */
import sanitizeHtml from 'sanitize-html';
import type { ErrorCodeValue } from '../graphql/field-errors';
import { BLOCK_TAGS, textOf } from './plain-text';

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
