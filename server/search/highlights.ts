/**
 * Where a search's words stand in a text, for the reader's eye: ranges in UTF-16 code units (as
 * JavaScript strings count), found in the text folded as the search folds it (lower case, no
 * accents, Turkish's dotted and dotless i as one), so that "kasim" marks "Kasım".
 */
import { foldChar, isCjk } from './search-text';

export interface TextRange {
  start: number;
  length: number;
}

export interface HighlightedText {
  text: string;
  highlights: TextRange[];
}

/** The text folded character by character, with where each folded unit came from. */
function foldedWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    for (let i = 0; i < f.length; i++) origins.push(index);
    folded += f;
    index += char.length;
  }
  origins.push(index);
  return { folded, origins };
}

/** The length of the beginning two words share. */
function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Whether a word of the text stands for a word of the search: the same, one the other's
 * beginning ("mondlandung" in "mondlandungen"), or the same stem with another ending or a typo
 * near the end ("apolo" for "apollo", "landing" for "landed").
 */
function wordMatches(word: string, term: string): boolean {
  if (word === term) return true;
  if (term.length >= 3 && word.startsWith(term)) return true;
  const shared = commonPrefix(word, term);
  return shared >= 4 && shared >= Math.min(word.length, term.length) - 2;
}

/** Words: runs of letters and digits outside the CJK scripts. */
const WORD = /[\p{L}\p{N}]+/gu;

function mergedRanges(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(last.length, range.start + range.length - last.start);
    } else merged.push({ ...range });
  }
  return merged;
}

/**
 * The stretches of `text` the search `terms` (folded) match: whole words for alphabetic terms,
 * the very characters for Chinese and Japanese ones (which have no spaces to find words by).
 */
export function highlight(text: string, terms: readonly string[]): HighlightedText {
  const { folded, origins } = foldedWithOrigins(text);
  const ranges: TextRange[] = [];
  const toRange = (from: number, to: number) => ({ start: origins[from], length: origins[to] - origins[from] });
  const cjkTerms = terms.filter((term) => [...term].some(isCjk));
  const wordTerms = terms.filter((term) => !cjkTerms.includes(term));
  for (const term of cjkTerms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) ranges.push(toRange(at, at + term.length));
  }
  if (wordTerms.length) {
    for (const match of folded.matchAll(WORD)) {
      // A CJK run is matched by its characters above, not as a word.
      if ([...match[0]].some(isCjk)) continue;
      if (wordTerms.some((term) => wordMatches(match[0], term))) ranges.push(toRange(match.index, match.index + match[0].length));
    }
  }
  return { text, highlights: mergedRanges(ranges) };
}

/** How much text a snippet shows, in characters. */
const SNIPPET_LENGTH = 200;
/** How much of the text before the first match a snippet keeps, for context. */
const SNIPPET_LEAD = 40;

/**
 * A stretch of `text` around its first match, at most SNIPPET_LENGTH characters, cut at word
 * boundaries where there are any, with "…" where it was cut; the beginning when nothing matches.
 */
export function snippet(text: string, terms: readonly string[]): HighlightedText {
  const whole = highlight(text, terms);
  if (text.length <= SNIPPET_LENGTH) return whole;
  const first = whole.highlights[0]?.start ?? 0;
  let start = Math.max(0, first - SNIPPET_LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  // Never cut a surrogate pair in two.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(text[start])) start++;
  if (end < text.length && /[\uDC00-\uDFFF]/.test(text[end])) end++;
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shown = text.slice(start, end);
  const highlights = whole.highlights
    .filter((range) => range.start >= start && range.start + range.length <= end)
    .map((range) => ({ start: range.start - start + prefix.length, length: range.length }));
  return { text: prefix + shown + suffix, highlights };
}
