/** What a revision changes in the published text, word by word, for reviewers. */
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import { textOf } from './plain-text';

export interface TextChange {
  text: string;
  added: boolean;
  removed: boolean;
}

/**
 * The most words and spaces added or removed that are still shown word by word. The diff's time
 * grows with the texts' length times the edits: a rewrite of 29,000 characters took seconds in
 * full, and about a third of a second up to this bound on a quiet machine. A revision that changes more is shown
 * paragraph by paragraph, which is also what a reviewer reads best of a rewrite that large.
 */
const MAX_WORD_EDITS = 2_000;
/** Paragraphs added or removed beyond which a revision is shown as the old text replaced by the new. */
const MAX_PARAGRAPH_EDITS = 2_000;
/** Each comparison gives up after this long, and the coarser one is shown: its time stays bounded on a busy machine too. */
const DIFF_TIMEOUT_MS = 1_000;
/** Texts longer than this (twice the longest body allowed, so only text from elsewhere) go straight to paragraphs. */
const MAX_WORD_DIFF_LENGTH = 60_000;

export function changesBetween(published: string, revised: string): TextChange[] {
  const short = published.length <= MAX_WORD_DIFF_LENGTH && revised.length <= MAX_WORD_DIFF_LENGTH;
  const words = short ? diffWordsWithSpace(published, revised, { maxEditLength: MAX_WORD_EDITS, timeout: DIFF_TIMEOUT_MS }) : undefined;
  const parts = words ?? diffLines(published, revised, { maxEditLength: MAX_PARAGRAPH_EDITS, timeout: DIFF_TIMEOUT_MS }) ?? replaced(published, revised);
  return parts.filter((part) => part.value).map((part) => ({ text: part.value, added: Boolean(part.added), removed: Boolean(part.removed) }));
}

function replaced(published: string, revised: string): ChangeObject<string>[] {
  return [
    { value: published, added: false, removed: true, count: 1 },
    { value: revised, added: true, removed: false, count: 1 },
  ];
}

/** The text of a revision's body compared with the published body's (empty for a new article). */
export function bodyChangesBetween(publishedHtml: string, revisedHtml: string): TextChange[] {
  return changesBetween(publishedHtml && textOf(publishedHtml), textOf(revisedHtml));
}
