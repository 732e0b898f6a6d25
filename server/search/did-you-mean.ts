/**
 * "Did you mean": when no text holds a search's words and the results are the titles most like
 * them, the search as the best of those titles writes its words. Each word of the search that the
 * title lacks becomes the title's word nearest to it in edits (Levenshtein), when it is near enough
 * to be the same word mistyped; Chinese and Japanese words, which have no letters to mistype, and
 * words with nothing near stay as typed. Null when nothing would change.
 */
import { closest, distance } from 'fastest-levenshtein';
import { isCjkWord, searchWords } from './search-text';

/** How many edits a word of this many letters may be away from the title's to count as mistyped: one in three letters, two at least. */
function editsAllowed(word: string): number {
  return Math.max(2, Math.floor([...word].length / 3));
}

export function correctedQuery(words: readonly string[], title: string): string | null {
  const titleWords = searchWords(title).filter((word) => !isCjkWord(word));
  if (!titleWords.length) return null;
  let changed = false;
  const corrected = words.map((word) => {
    if (isCjkWord(word) || titleWords.includes(word)) return word;
    const nearest = closest(word, titleWords);
    if (distance(word, nearest) > editsAllowed(word)) return word;
    changed = true;
    return nearest;
  });
  return changed ? corrected.join(' ') : null;
}
