import { GraphQLError } from 'graphql';
import { builder } from '../graphql/builder';
import type { DateQuery } from '#shared/date-query';
import type { HighlightedText as HighlightedTextShape, TextRange as TextRangeShape } from '../search/highlights';
import { SEARCH_LIMITS, searchEntries, type SearchHit, type SearchPage } from '../search/search-entries';
import { isSearchableTerm, SEARCH_MIN_LETTERS } from '../search/search-text';
import { Entry } from './entry';
import { EntryKindEnum } from './entry-kind';
import { LocaleEnum } from './locale';

const TextRange = builder.objectRef<TextRangeShape>('TextRange').implement({
  description: 'A stretch of a text in UTF-16 code units, as JavaScript strings count.',
  fields: (t) => ({
    start: t.exposeInt('start', { description: 'Where the stretch begins: the number of UTF-16 code units before it.' }),
    length: t.exposeInt('length', { description: 'How long the stretch is, in UTF-16 code units.' }),
  }),
});

const HighlightedText = builder.objectRef<HighlightedTextShape>('HighlightedText').implement({
  description: "A text and the stretches of it that matched, for the reader's eye (no markup: the client marks them).",
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The plain text, without markup.' }),
    highlights: t.field({
      type: [TextRange],
      description: 'The stretches of `text` that matched the search, in order, none overlapping.',
      resolve: (v) => v.highlights,
    }),
  }),
});

const SearchDateMatch = builder.objectRef<DateQuery>('SearchDateMatch').implement({
  description: 'The date a search names: a day (month and day), an exact date (year, month and day) or a year (year only).',
  fields: (t) => ({
    year: t.int({ nullable: true, description: 'The year, when the search names one.', resolve: (v) => v.year ?? null }),
    month: t.int({ nullable: true, description: 'The month, 1 to 12, when the search names a day.', resolve: (v) => v.month ?? null }),
    day: t.int({ nullable: true, description: 'The day of the month, when the search names a day.', resolve: (v) => v.day ?? null }),
  }),
});

const SearchResult = builder.objectRef<SearchHit>('SearchResult').implement({
  description: 'An entry a search found, with the stretches of its text that matched.',
  fields: (t) => ({
    entry: t.field({ type: Entry, description: 'The entry, read in the language searched.', resolve: (hit) => hit.view }),
    title: t.field({ type: HighlightedText, description: "The entry's title with what matched in it.", resolve: (hit) => hit.title }),
    snippet: t.field({
      type: HighlightedText,
      description:
        "A stretch of the entry's summary and text (about 200 characters) around the first match, with what matched in it; its beginning when only the title matched.",
      resolve: (hit) => hit.snippet,
    }),
  }),
});

const CURSOR_PREFIX = 'search:';

function cursorOf(position: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${position}`).toString('base64url');
}

function refuse(message: string, extensions: Record<string, unknown> = {}): never {
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...extensions } });
}

/**
 * A query with too little to look for would read a whole language. Refused in the resolver, not
 * by `validate`, so that the refusal carries how many letters are needed (the results page says so).
 */
function requireSearchable(query: string): void {
  if (!isSearchableTerm(query))
    refuse(
      `query: must have at least ${SEARCH_MIN_LETTERS} letters or digits once accents and marks are set aside (fewer only in Chinese, Japanese or Korean).`,
      { minimumLetters: SEARCH_MIN_LETTERS },
    );
}

/** How many results come before the page that starts after `after`. */
function offsetAfter(after: string | null | undefined): number {
  if (!after) return 0;
  const decoded = Buffer.from(after, 'base64url').toString();
  const position = decoded.startsWith(CURSOR_PREFIX) ? Number(decoded.slice(CURSOR_PREFIX.length)) : NaN;
  if (!Number.isInteger(position) || position < 0 || cursorOf(position) !== after)
    refuse('after: not a cursor of this search. Pass a cursor a search returned.');
  if (position + 1 >= SEARCH_LIMITS.depth) refuse(`after: a search lists its first ${SEARCH_LIMITS.depth} results; refine the search to find more.`);
  return position + 1;
}

const SearchResultEdge = builder.objectRef<SearchHit>('SearchResultEdge').implement({
  description: 'One result of a page of a search, with its cursor.',
  fields: (t) => ({
    cursor: t.string({
      description: 'Where this result stands in the list; pass it as `after` for the results after it.',
      resolve: (hit) => cursorOf(hit.position),
    }),
    node: t.field({ type: SearchResult, description: 'The result.', resolve: (hit) => hit }),
  }),
});

type SearchConnectionShape = SearchPage & { offset: number; hasNextPage: boolean };

const SearchResultConnection = builder.objectRef<SearchConnectionShape>('SearchResultConnection').implement({
  description: 'A page of the results of a search, best first.',
  fields: (t) => ({
    edges: t.field({ type: [SearchResultEdge], description: 'The results of this page with their cursors.', resolve: (page) => page.hits }),
    pageInfo: t.field({
      type: builder.pageInfoRef(),
      description: 'Where this page stands in the whole list.',
      resolve: (page) => ({
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.offset > 0,
        startCursor: page.hits.length ? cursorOf(page.hits[0].position) : null,
        endCursor: page.hits.length ? cursorOf(page.hits.at(-1)!.position) : null,
      }),
    }),
    totalCount: t.exposeInt('totalCount', { description: 'How many entries the search finds in all, whatever the page.' }),
    didYouMean: t.exposeString('didYouMean', {
      nullable: true,
      description:
        'When no text holds the words and the results are the titles most like them (a typo forgiven): the query with its words as the best of those titles writes them ("einstien" gives "einstein"), to search for instead. Null otherwise.',
    }),
    dateMatch: t.field({
      type: SearchDateMatch,
      nullable: true,
      description: 'The date the query names, if it names one: a day (month, day), an exact date (year, month, day) or a year (year only).',
      resolve: (page) => page.dateMatch,
    }),
  }),
});

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultConnection,
    description:
      'Published entries whose text matches `query` in `locale`, best first. Title matches come before matches in the text, forgiving case, accents and small typos. A query that names a date ("9 November 1989", "11月9日", a bare year) finds the entries of that date, the most notable first, and says so in `dateMatch`.',
    args: {
      query: t.arg.string({
        required: true,
        description: `What the reader typed: ${SEARCH_LIMITS.queryLength.min} to ${SEARCH_LIMITS.queryLength.max} characters besides spaces at either end, with at least ${SEARCH_MIN_LETTERS} letters or digits once accents and combining marks are set aside (a Chinese, Japanese or Korean character is enough). A query with fewer is refused with BAD_USER_INPUT and \`extensions.minimumLetters\`.`,
        validate: {
          refine: [
            [(query) => query.trim().length >= SEARCH_LIMITS.queryLength.min, { message: 'must have at least one character besides spaces' }],
            [(query) => query.trim().length <= SEARCH_LIMITS.queryLength.max, { message: `must have at most ${SEARCH_LIMITS.queryLength.max} characters` }],
          ],
        },
      }),
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language to search the texts of.' }),
      kinds: t.arg({
        type: [EntryKindEnum],
        description: 'Only entries of these kinds; all kinds when left out or empty.',
        validate: { maxLength: 4 },
      }),
      first: t.arg.int({
        description: `How many results after \`after\`, at most ${SEARCH_LIMITS.first.max}; ${SEARCH_LIMITS.first.default} by default.`,
        validate: { int: true, min: 0, max: SEARCH_LIMITS.first.max },
      }),
      after: t.arg.string({ description: 'Start after this cursor (an `endCursor` or `cursor` of the same search).', validate: { maxLength: 64 } }),
    },
    // The edges count 10 items by default: scale them to the page asked for; the search itself is one indexed statement.
    complexity: (args) => ({ field: 5, multiplier: Math.ceil((args.first ?? SEARCH_LIMITS.first.default) / 10) }),
    resolve: async (_root, args, ctx) => {
      requireSearchable(args.query);
      const offset = offsetAfter(args.after);
      const first = Math.min(args.first ?? SEARCH_LIMITS.first.default, SEARCH_LIMITS.depth - offset);
      const page = await searchEntries(ctx, { query: args.query, locale: args.locale, kinds: args.kinds, first, offset });
      return { ...page, offset, hasNextPage: offset + page.hits.length < Math.min(page.totalCount, SEARCH_LIMITS.depth) };
    },
  }),
);
