/**
 * Article bodies come from the browser's editor but are never trusted: the server keeps only the
 * formatting the editor's toolbar can make, links to the web and pictures this site stored.
 */
import sanitizeHtml from 'sanitize-html';

const BLOCK_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'br'];

/**
 * The body's HTML reduced to the allowlist. `imagePrefix` is where this site's stored images are
 * served; a picture from anywhere else is dropped.
 */
export function sanitiseArticleHtml(html: string, imagePrefix: string): string {
  const clean = sanitizeHtml(html, {
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
const KEPT_TAG = /^<\/?(?:p|h2|h3|ul|ol|li|blockquote|br|strong|em|s|a|img)(?:\s[^<>]*)?\/?>$/;
const LINE_END_TAG = new RegExp(`^(?:</(?:${BLOCK_TAGS.join('|')})>|<br ?/?>)$`);
/** What text of stored HTML never holds raw (the sanitiser and escapeHtml write them as entities), and entities other than theirs. */
const UNEXPECTED_IN_TEXT = /[<>"]|&(?!(?:amp|lt|gt|quot|#39);)/;

/**
 * The text of HTML as the site stores it (the sanitiser's output, or escaped paragraphs), found
 * by removing its tags: the text sanitize-html's parser finds, some ten times sooner, which the
 * dumps need for a million bodies. Null for anything else (another tag, an entity the sanitiser
 * does not write, a bare angle bracket), which the parser reads.
 */
function storedTextOf(html: string): string | null {
  let stored = true;
  const text = html.replace(TAG, (tag) => {
    if (!KEPT_TAG.test(tag)) stored = false;
    return LINE_END_TAG.test(tag) ? '\n' : '';
  });
  return stored && !UNEXPECTED_IN_TEXT.test(text) ? decodeEntities(text) : null;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
}

/** The first sentences of a body, at most `length` characters, for lists and descriptions. */
export function summaryOf(html: string, length = 200): string {
  const text = textOf(html).replace(/\n+/g, ' ');
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20))}…`;
}
