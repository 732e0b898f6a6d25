/**
 * Which published articles a search's words match, and how well, as one SQL statement's common
 * table expressions over "Article":
 *
 * - `words`: the articles whose document ("searchDocument", kept by the database in the
 *   language's full-text configuration) holds every word of the search, stemmed as the language
 *   stems ("Mondlandungen" finds "Mondlandung"), without accents or case ("Kasim" finds "Kasım");
 *   Chinese and Japanese words as the phrase of their pairs of characters ("月面着陸" is
 *   月面 <-> 面着 <-> 着陸), one character as the beginning of a pair. The last word, while
 *   being typed, also stands for the words it begins. Ranked: all words in the title first, then
 *   by PostgreSQL's ts_rank with the title weighing most, then the summary, then the text.
 * - `typos`: only when no article has the words, the articles whose title is most like the
 *   search (pg_trgm's word similarity of the folded texts: "Apolo" finds "Apollo 11"); for a
 *   Chinese or Japanese search of three characters or more, the titles that hold at least half of
 *   its pairs of characters ("阿波落" finds 阿波罗11号登月).
 *
 * Both read only the partial indexes of the search's language.
 */
import type { Locale } from '../../client/shared/locales';
import { Prisma } from '../generated/prisma/client';
import { cjkGrams, isCjkWord } from './search-text';

/** Below this many letters, a word being typed is not read as the beginning of others: "a" would begin half the language. */
const MIN_PREFIX_LENGTH = 3;
/** Below this many letters, no word is looked for among similar ones: a short word is like too many others. */
const MIN_TYPO_LENGTH = 4;
/** The same for a Chinese or Japanese word, in characters: two pairs at least, so that one of them may be wrong. */
const MIN_CJK_TYPO_LENGTH = 3;

/** The search as a tsquery's text, each lexeme quoted (words hold only letters and digits, so nothing in them is an operator); `weight` limits every lexeme to a part of the document. */
export function tsqueryText(words: readonly string[], { prefixLast, weight = '' }: { prefixLast: boolean; weight?: '' | 'A' }): string {
  return words
    .map((word, i) => {
      if (isCjkWord(word)) {
        const grams = cjkGrams(word);
        if (grams.length === 1 && [...grams[0]].length === 1) return `'${grams[0]}':*${weight}`;
        return `(${grams.map((gram) => `'${gram}'${weight ? `:${weight}` : ''}`).join(' <-> ')})`;
      }
      const prefix = prefixLast && i === words.length - 1 && [...word].length >= MIN_PREFIX_LENGTH;
      return `'${word}'${prefix ? ':*' : weight ? ':' : ''}${weight}`;
    })
    .join(' & ');
}

export interface TextSearch {
  locale: Locale;
  words: readonly string[];
  /** True while the reader may still be typing the last word (the query does not end with a space). */
  prefixLast: boolean;
}

/** The locale as a literal, so that the planner picks the language's partial indexes (a parameter would hide it). */
export function localeLiteral(locale: Locale): Prisma.Sql {
  return Prisma.raw(`'${locale}'::"Locale"`);
}

/**
 * The CTEs `words` and `typos`, each (id, titleHit, rank, languages) of an article; `entryCondition` over
 * `e` ("Entry") says which entries may be found (listed, of the kinds asked for).
 */
export function textMatchCtes(search: TextSearch, entryCondition: Prisma.Sql): Prisma.Sql {
  const locale = localeLiteral(search.locale);
  const config = Prisma.sql`"search_config"(${locale})`;
  const all = tsqueryText(search.words, { prefixLast: search.prefixLast });
  const inTitle = tsqueryText(search.words, { prefixLast: search.prefixLast, weight: 'A' });
  // Folded again by the database as it folds the documents (unaccent's ß as ss, æ as ae …); the quotes and operators pass unchanged.
  const query = (text: string) => Prisma.sql`to_tsquery(${config}, "search_folded"(normalize(${text}, NFKC)))`;
  const typoWords = search.words.filter((word) => !isCjkWord(word));
  // Written out where they are used, not taken from a CTE: the planner folds each to a constant
  // (every function in them is immutable) and can then look it up in the index.
  const typoText = Prisma.sql`"search_folded"(${typoWords.join(' ')})`;
  const cjkTypoGrams = [...new Set(search.words.filter((word) => isCjkWord(word) && [...word].length >= MIN_CJK_TYPO_LENGTH).flatMap(cjkGrams))];
  let typos = Prisma.sql`SELECT 0 AS "id", false AS "titleHit", 0::float8 AS "rank", 0 AS "languages" WHERE false`;
  if (typoWords.some((word) => [...word].length >= MIN_TYPO_LENGTH))
    typos = Prisma.sql`SELECT a."id", false AS "titleHit", word_similarity(${typoText}, "search_folded"(a."title"))::float8 AS "rank", e."languages"
      FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
      WHERE NOT EXISTS (SELECT FROM "words") AND a."locale" = ${locale} AND a."publishedAt" IS NOT NULL
        AND ${typoText} <% "search_folded"(a."title") AND ${entryCondition}`;
  else if (typoWords.length === 0 && cjkTypoGrams.length >= 2) {
    // Chinese and Japanese have no letters to be alike: a title that holds at least half of the
    // search's pairs of characters is like it ("阿波落" holds 阿波 of 阿波罗, "アポロー" two pairs of アポロ).
    const anyGram = query(cjkTypoGrams.map((gram) => `'${gram}':A`).join(' | '));
    const heldGrams = Prisma.join(
      cjkTypoGrams.map((gram) => Prisma.sql`(a."searchDocument" @@ ${query(`'${gram}':A`)})::int`),
      ' + ',
    );
    typos = Prisma.sql`SELECT a."id", false AS "titleHit", ts_rank('{0.02, 0.05, 0.2, 1.0}', a."searchDocument", ${anyGram})::float8 AS "rank", e."languages"
      FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
      WHERE NOT EXISTS (SELECT FROM "words") AND a."locale" = ${locale} AND a."publishedAt" IS NOT NULL
        AND a."searchDocument" @@ ${anyGram} AND (${heldGrams}) * 2 >= ${cjkTypoGrams.length} AND ${entryCondition}`;
  }
  return Prisma.sql`"words" AS (
      SELECT a."id", a."searchDocument" @@ ${query(inTitle)} AS "titleHit",
             ts_rank('{0.02, 0.05, 0.2, 1.0}', a."searchDocument", ${query(all)})::float8 AS "rank", e."languages"
      FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
      WHERE a."locale" = ${locale} AND a."publishedAt" IS NOT NULL AND a."searchDocument" @@ ${query(all)} AND ${entryCondition}
    ),
    "typos" AS (${typos})`;
}
