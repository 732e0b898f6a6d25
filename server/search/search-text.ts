/**
 * A search as the database reads it: the reader's text cut into its words (runs of letters and
 * digits), each Chinese, Japanese or Korean run (written without spaces) a word of its own and
 * cut into the pairs of characters the index holds, exactly as the migration's "search_grams"
 * cuts the articles (the same ranges of characters).
 */

/** 々, Hiragana, Katakana (with ー), CJK ideographs and their extensions A and compatibility, Hangul syllables. */
const CJK_RANGES = '\\u3005\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const CJK_CHAR = new RegExp(`[${CJK_RANGES}]`);
const WORD_PART = new RegExp(`[${CJK_RANGES}]+|[^${CJK_RANGES}]+`, 'g');

export function isCjk(char: string): boolean {
  return CJK_CHAR.test(char);
}

/** Characters already folded: texts repeat few distinct ones, and normalising each anew costs about a millisecond an article. */
const foldedChars = new Map<string, string>();
/** Enough for the alphabets of the eight languages and the common CJK characters; past it, characters are folded anew each time. */
const MAX_FOLDED_CHARS = 20_000;

/**
 * Accents go, as unaccent takes them off; the voicing marks of kana stay, as unaccent keeps them
 * (ポ is not ホ, nor が か): the search must fold a word as the database folded the text.
 */
const KANA_KEPT_MARKS = /(?![\u3099\u309a])\p{M}/gu;

/**
 * Modifier letters that unaccent writes as punctuation: the apostrophes of ʻokina and glottal stops
 * (ʹ ʻ ʼ ʽ ˈ, and ŉ, which NFKC writes ʼn) as ', ʺ as ", ˆ as ^, ˋ as `, ː as :. The database then
 * cuts a word there ("Hawaiʻi" is indexed as "hawai" and "i"), so the search cuts it there too: kept
 * inside a word, one would reach the tsquery as a quote after the search had quoted the word.
 */
const UNACCENTED_TO_PUNCTUATION = /[\u02b9-\u02bd\u02c6\u02c8\u02cb\u02d0]/g;

/** One character folded for marking matches, as the database's search_folded folds it: lower case, no accents, ı and İ as i. */
export function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  let result = foldedChars.get(char);
  if (result === undefined) {
    result = char
      .normalize('NFKC')
      .replace(/İ/g, 'i')
      .toLowerCase()
      .normalize('NFD')
      .replace(KANA_KEPT_MARKS, '')
      .replace(/ı/g, 'i')
      .replace(UNACCENTED_TO_PUNCTUATION, ' ')
      .normalize('NFC');
    if (foldedChars.size < MAX_FOLDED_CHARS) foldedChars.set(char, result);
  }
  return result;
}

function fold(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

/** How many words of a search count; the rest are left out (a query has at most 100 characters anyway). */
const MAX_WORDS = 12;

/** The words of a search, folded, each once: runs of letters and digits; a CJK run is one word ("apollo11号" is "apollo11" and "号"). */
export function searchWords(query: string): string[] {
  const words: string[] = [];
  for (const match of fold(query).matchAll(/[\p{L}\p{N}]+/gu)) words.push(...(match[0].match(WORD_PART) ?? []));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Fewer letters and digits than this, after folding, match too much of a language to be worth searching for. */
export const SEARCH_MIN_LETTERS = 3;

/**
 * Whether a search has enough to look for: at least SEARCH_MIN_LETTERS letters or digits once
 * folded (accents, combining marks and the modifier letters the database reads as punctuation
 * count for nothing), or a Chinese, Japanese or Korean character, each of which is nearly a word.
 */
export function isSearchableTerm(term: string): boolean {
  const words = searchWords(term);
  return words.some(isCjkWord) || words.reduce((letters, word) => letters + [...word].length, 0) >= SEARCH_MIN_LETTERS;
}

export function isCjkWord(word: string): boolean {
  return CJK_CHAR.test(word[0] ?? '');
}

/** A CJK word as the index holds it: its overlapping pairs of characters, or the character itself when it is one. */
export function cjkGrams(word: string): string[] {
  const chars = [...word];
  if (chars.length === 1) return chars;
  return chars.slice(0, -1).map((char, i) => char + chars[i + 1]);
}
