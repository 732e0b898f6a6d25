/**
 * Which published articles a search's words match, and how well, as one SQL statement's common
 * table expressions over "SearchDocument" (a row for each published article of a listed entry,
 * kept by the database: its entry's kind and notability, its folded title, the words of its title
 * and summary, and of all its text):
 *
 * - `words`: the articles whose text holds every word of the search, stemmed as the language
 *   stems ("Mondlandungen" finds "Mondlandung"), without accents or case ("Kasim" finds "Kasım");
 *   Chinese and Japanese words as all the pairs of characters they are made of ("月面着陸" is
 *   月面, 面着 and 着陸), one character as the beginning of a pair. The last word, while being
 *   typed, also stands for the words it begins; in German every word does, for the compounds
 *   it begins ("Ostern" finds "Ostersonntag"). Ranked by the title and summary alone: the
 *   articles with every word in their title first (a Chinese or Japanese word there as written,
 *   its pairs in a row), then by PostgreSQL's ts_rank with the title weighing more than the
 *   summary (among the titles, the one the words make up most of first); articles that hold the
 *   words in their text only come after, the most notable first.
 *   The index answers which rows hold the words, so a match costs the reading of a small row,
 *   never of the article's text: a word held by a tenth of a language's articles is still ranked
 *   whole.
 * - `typos`: only when no article has the words, the articles whose title is most like the
 *   search (pg_trgm's word similarity of the folded titles: "Apolo" finds "Apollo 11", and
 *   "einstien" Einstein at the threshold server/db/pool.ts sets); for a
 *   Chinese or Japanese search of three characters or more, the titles that hold at least half of
 *   its pairs of characters ("阿波落" finds 阿波罗11号登月).
 *
 * Both read only the partial indexes of the search's language. The API's filter of entries by
 * text (`EntryFilter.search`) keeps the articles `words` finds, unranked and without typos, so
 * that the same words find the same entries on the site and through the API.
 */
import { LOCALES, type Locale } from '#shared/locales';
import { Prisma, type EntryKind } from '../generated/prisma/client';
import { cjkGrams, isCjkWord, searchWords } from './search-text';

/** Below this many letters, a word being typed is not read as the beginning of others: "a" would begin half the language. */
const MIN_PREFIX_LENGTH = 3;
/** Below this many letters, no word is looked for among similar ones: a short word is like too many others. */
const MIN_TYPO_LENGTH = 4;
/** The same for a Chinese or Japanese word, in characters: two pairs at least, so that one of them may be wrong. */
const MIN_CJK_TYPO_LENGTH = 3;

/**
 * A lexeme as a tsquery quotes it. Words hold only letters and digits, which the database's folding
 * keeps as such (search-text.ts cuts words where it would not), so there is nothing to escape;
 * a quote or backslash is escaped all the same, so that no text can end the quotes early.
 */
function quoted(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, (char) => char + char)}'`;
}

/**
 * The search as a tsquery's text, each lexeme quoted (words hold only letters and digits, so
 * nothing in them is an operator); `weight` limits every lexeme to a part of the document. A
 * Chinese or Japanese word is the phrase of its pairs of characters with `phrase`, else all of
 * them in any order: an index answers that alone, where a phrase has every match read again.
 */
function tsqueryText(
  words: readonly string[],
  { prefixLast, prefixAll = false, weight = '', phrase = false }: { prefixLast: boolean; prefixAll?: boolean; weight?: '' | 'A'; phrase?: boolean },
): string {
  return words
    .map((word, i) => {
      if (isCjkWord(word)) {
        const grams = cjkGrams(word);
        if (grams.length === 1 && [...grams[0]].length === 1) return `${quoted(grams[0])}:*${weight}`;
        return `(${grams.map((gram) => `${quoted(gram)}${weight ? `:${weight}` : ''}`).join(phrase ? ' <-> ' : ' & ')})`;
      }
      const prefix = (prefixAll || (prefixLast && i === words.length - 1)) && [...word].length >= MIN_PREFIX_LENGTH;
      return `${quoted(word)}${prefix ? ':*' : weight ? ':' : ''}${weight}`;
    })
    .join(' & ');
}

/** What a search looks for in one language. */
export interface WordSearch {
  locale: Locale;
  words: readonly string[];
  /** True while the reader may still be typing the last word (the query does not end with a space). */
  prefixLast: boolean;
  /** True where every word stands for the words it begins too (COMPOUNDING_LOCALES). */
  prefixAll: boolean;
}

/**
 * Languages that write their compounds as one word ("Ostersonntag", "Pfingstmontag",
 * "Weihnachtstag"): a word there stands for the compounds it begins, typed to the end or not, as
 * its stem begins them ("Ostern" is "ost", which begins "ostersonntag"), so that "Ostern 2026"
 * finds Easter Sunday. English, French, Italian, Spanish and Turkish write theirs apart ("Easter
 * Sunday", "Domingo de Pascua", "Paskalya Pazartesisi"), and Chinese and Japanese are read in
 * pairs of characters, which find a word inside another already.
 */
const COMPOUNDING_LOCALES: ReadonlySet<Locale> = new Set(['de']);

/** The words of a search as typed: the last one stands for the words it begins too, unless a space ends the search; every one in a compounding language. */
export function wordSearchOf(query: string, locale: Locale): WordSearch {
  return { locale, words: searchWords(query), prefixLast: !/\s$/.test(query), prefixAll: COMPOUNDING_LOCALES.has(locale) };
}

export interface TextSearch extends WordSearch {
  /** Only entries of these kinds; all when empty. */
  kinds: readonly EntryKind[];
}

/** The locale as a literal, so that the planner picks the language's partial indexes (a parameter would hide it). */
export function localeLiteral(locale: Locale): Prisma.Sql {
  return Prisma.raw(`'${locale}'::"Locale"`);
}

/** `AND <column> is one of the kinds`, or nothing when no kinds are asked for (all of them then). */
export function ofKindsSql(column: string, kinds: readonly EntryKind[] | null | undefined): Prisma.Sql {
  return kinds?.length ? Prisma.sql`AND ${Prisma.raw(column)} = ANY(${[...new Set(kinds)]}::"EntryKind"[])` : Prisma.empty;
}

/** A tsquery's text as the database reads it, folded again as the documents were (unaccent's ß as ss, æ as ae …); the quotes and operators pass unchanged. */
function tsquerySql(locale: Locale, text: string): Prisma.Sql {
  return Prisma.sql`to_tsquery("search_config"(${localeLiteral(locale)}), "search_folded"(normalize(${text}, NFKC)))`;
}

/** Where the words are looked for: in all of the text, or in the title alone (as the ranking's title hits find them). */
interface WordsWhere {
  titleOnly?: boolean;
}

/**
 * The condition on a "SearchDocument" row `s` that it is of the search's language and holds every
 * word: found, before any ranking. In the title alone, the words of all the text (which the index
 * answers) must also be the title's: its lexemes weigh A in the head, and a Chinese or Japanese
 * word's pairs of characters follow each other there, as the ranking's title hits read them.
 */
function holdsWordsSql(search: WordSearch, { titleOnly = false }: WordsWhere = {}): Prisma.Sql {
  const found = Prisma.sql`s."locale" = ${localeLiteral(search.locale)} AND s."words" @@ ${tsquerySql(search.locale, tsqueryText(search.words, search))}`;
  if (!titleOnly) return found;
  return Prisma.sql`${found} AND s."head" @@ ${tsquerySql(search.locale, tsqueryText(search.words, { ...search, weight: 'A', phrase: true }))}`;
}

/**
 * The condition that the published article `articleId` (of a listed entry) holds every word of
 * the search, as the site's search finds it (server/search/search-entries.ts), without the typos
 * it forgives when nothing is found and without ranking: the API's `EntryFilter.search`.
 */
export function articleHoldsWordsSql(articleId: Prisma.Sql, search: WordSearch, where: WordsWhere = {}): Prisma.Sql {
  return Prisma.sql`${articleId} IN (SELECT s."articleId" FROM "SearchDocument" s WHERE ${holdsWordsSql(search, where)})`;
}

/**
 * The condition that some published article of the entry `entryId`, in any language, holds every
 * word of the query, each language's text searched as that language finds words (its stems, its
 * common words left out, German's compounds): `EntryFilter.search` without a language. One
 * condition per language, each answered by that language's index, the matches joined.
 */
export function entryHoldsWordsSql(entryId: Prisma.Sql, query: string, where: WordsWhere = {}): Prisma.Sql {
  const languages = LOCALES.map((locale) => Prisma.sql`(${holdsWordsSql(wordSearchOf(query, locale), where)})`);
  return Prisma.sql`${entryId} IN (SELECT s."entryId" FROM "SearchDocument" s WHERE ${Prisma.join(languages, ' OR ')})`;
}

/** The CTEs `words` and `typos`, each (id of the article, titleHit, rank, languages, typo: whether it came from the typos). */
export function textMatchCtes(search: TextSearch): Prisma.Sql {
  const locale = localeLiteral(search.locale);
  const all = tsqueryText(search.words, search);
  const inTitle = tsqueryText(search.words, { ...search, weight: 'A', phrase: true });
  const query = (text: string) => tsquerySql(search.locale, text);
  const kinds = ofKindsSql('s."kind"', search.kinds);
  const found = Prisma.sql`s."locale" = ${locale} ${kinds}`;
  const typoWords = search.words.filter((word) => !isCjkWord(word));
  // Written out where they are used, not taken from a CTE: the planner folds each to a constant
  // (every function in them is immutable) and can then look it up in the index.
  const typoText = Prisma.sql`"search_folded"(${typoWords.join(' ')})`;
  const cjkTypoGrams = [...new Set(search.words.filter((word) => isCjkWord(word) && [...word].length >= MIN_CJK_TYPO_LENGTH).flatMap(cjkGrams))];
  let typos = Prisma.sql`SELECT 0 AS "id", false AS "titleHit", 0::float8 AS "rank", 0 AS "languages", true AS "typo" WHERE false`;
  if (typoWords.some((word) => [...word].length >= MIN_TYPO_LENGTH))
    typos = Prisma.sql`SELECT s."articleId" AS "id", false AS "titleHit", word_similarity(${typoText}, s."foldedTitle")::float8 AS "rank", s."languages", true AS "typo"
      FROM "SearchDocument" s
      WHERE NOT EXISTS (SELECT FROM "words") AND ${found} AND ${typoText} <% s."foldedTitle"`;
  else if (typoWords.length === 0 && cjkTypoGrams.length >= 2) {
    // Chinese and Japanese have no letters to be alike: a title that holds at least half of the
    // search's pairs of characters is like it ("阿波落" holds 阿波 of 阿波罗, "アポロー" two pairs of アポロ).
    const anyGram = cjkTypoGrams.map(quoted).join(' | ');
    const anyGramInTitle = cjkTypoGrams.map((gram) => `${quoted(gram)}:A`).join(' | ');
    const heldGrams = Prisma.join(
      cjkTypoGrams.map((gram) => Prisma.sql`(s."head" @@ ${query(`${quoted(gram)}:A`)})::int`),
      ' + ',
    );
    typos = Prisma.sql`SELECT s."articleId" AS "id", false AS "titleHit", ts_rank('{0.02, 0.05, 0.2, 1.0}', s."head", ${query(anyGramInTitle)})::float8 AS "rank", s."languages", true AS "typo"
      FROM "SearchDocument" s
      WHERE NOT EXISTS (SELECT FROM "words") AND ${found} AND s."words" @@ ${query(anyGram)} AND (${heldGrams}) * 2 >= ${cjkTypoGrams.length}`;
  }
  // MATERIALIZED: the ranking is computed once, and the rows that go on to be counted and sorted carry no document.
  // Among the titles that hold every word, the one the words make up most of comes first
  // ("Einstein": Albert Einstein before the Einstein–Szilard letter, whose summary names him
  // too); ts_rank, which weighs the summary in, only settles ties. Other articles by ts_rank.
  const foldedWords = Prisma.sql`"search_folded"(${search.words.join(' ')})`;
  return Prisma.sql`"words" AS MATERIALIZED (
      SELECT "id", "titleHit",
             CASE WHEN "titleHit" THEN 2 + similarity(${foldedWords}, "foldedTitle") + "textRank" / 100 ELSE "textRank" END AS "rank",
             "languages", false AS "typo"
      FROM (
        SELECT s."articleId" AS "id", s."head" @@ ${query(inTitle)} AS "titleHit", s."foldedTitle",
               ts_rank('{0.02, 0.05, 0.2, 1.0}', s."head", ${query(all)})::float8 AS "textRank", s."languages"
        FROM "SearchDocument" s
        WHERE ${holdsWordsSql(search)} ${kinds}
      ) ranked
    ),
    "typos" AS MATERIALIZED (${typos})`;
}
