/**
 * A search as the database reads it: the reader's text folded (lower case, no accents, Turkish's
 * dotted and dotless i as one, full-width forms as ASCII), cut into its words, and each Chinese or
 * Japanese run (written without spaces) cut into the pairs of characters the index holds.
 */

/** Han, Hiragana, Katakana (and their marks), Hangul: scripts written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC\u3005]/u;

export function isCjk(char: string): boolean {
  return CJK.test(char);
}

/** One character folded as the database's search_folded folds it. */
export function foldChar(char: string): string {
  return char.normalize('NFKC').replace(/İ/g, 'i').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').normalize('NFC');
}

function fold(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

/** The words of a search, folded: runs of letters and digits; a CJK run is one word. */
export function searchWords(query: string): string[] {
  const words: string[] = [];
  for (const match of fold(query).matchAll(/[\p{L}\p{N}]+/gu)) {
    // Split where a CJK run meets letters of another script: "apollo11号" is "apollo11", "号".
    for (const part of match[0].match(
      /(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC\u3005]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC\u3005]+)/gu,
    ) ?? []) {
      words.push(part);
    }
  }
  return [...new Set(words)];
}
