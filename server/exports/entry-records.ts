/**
 * What the dumps and exports write of an entry: its published text in one language with the
 * entry's facts, one flat record, the same fields in JSON Lines and in CSV. The fields are
 * described here once; the data dictionary published beside the dumps is made from the same
 * descriptions, so it names every field a file holds.
 */
import { entryPath } from '#shared/paths';
import type { Locale } from '#shared/locales';
import { textOf } from '../articles/sanitise';
import { Prisma, type EntryKind } from '../generated/prisma/client';
import { licenceOf } from '../entries/licences';

/** A row as the database hands it over (timestamps already written out in SQL, as ISO 8601 in UTC). */
export interface EntryRow {
  id: number;
  key: string;
  kind: EntryKind;
  locale: Locale;
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  year: number | null;
  month: number | null;
  day: number | null;
  birthYear: number | null;
  birthMonth: number | null;
  birthDay: number | null;
  deathYear: number | null;
  deathMonth: number | null;
  deathDay: number | null;
  countries: string[];
  holidayType: string | null;
  holidayRule: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  fallbackFrom: Locale | null;
  importedFrom: 'WIKIDATA' | 'WIKIPEDIA' | null;
  wikidataId: string | null;
  /** The Wikipedia article and revision an imported text was taken from. */
  sourceUrl: string | null;
  sourceRevision: string | null;
}

/** One entry in one language, as written to a file. */
export interface EntryRecord {
  id: number;
  key: string;
  kind: EntryKind;
  locale: Locale;
  title: string;
  slug: string;
  url: string | null;
  summary: string;
  bodyText: string;
  date: string | null;
  birth: string | null;
  death: string | null;
  countries: string[];
  holidayType: string | null;
  movable: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  fallbackFrom: Locale | null;
  listing: boolean;
  wikidataId: string | null;
  textSource: string | null;
  license: string;
}

export interface FieldDescription {
  /** The JSON type; CSV writes every field as text (see `csv`). */
  type: 'integer' | 'string' | 'boolean' | 'array of strings';
  nullable: boolean;
  description: string;
  /** How CSV writes it, where that differs from the text of the JSON value. */
  csv?: string;
}

const ISO_LIKE_DATE =
  'ISO 8601 date as YYYY-MM-DD (the year in four digits, 0001 to 9999), or --MM-DD for a day that recurs every year without a year of its own';

/** Every field, in the order files write them. */
export const ENTRY_FIELDS: { readonly [K in keyof EntryRecord]: FieldDescription } = {
  id: {
    type: 'integer',
    nullable: false,
    description: "The entry's number in the database, the same in every language: the API's Entry.databaseId (Entry.id is its global ID).",
  },
  key: { type: 'string', nullable: false, description: 'A stable identifier of the entry, the same in every language.' },
  kind: { type: 'string', nullable: false, description: 'What the entry is: EVENT, PERSON, HOLIDAY or PERSONAL (a paid personal listing).' },
  locale: { type: 'string', nullable: false, description: 'The language of the text: en, tr, de, fr, it, es, zh or ja.' },
  title: { type: 'string', nullable: false, description: 'The title, or the name of a person.' },
  slug: { type: 'string', nullable: false, description: "The entry's URL slug in this language." },
  url: {
    type: 'string',
    nullable: true,
    description: "The absolute address of the entry's page in this language; null for personal entries, which have no page.",
  },
  summary: { type: 'string', nullable: false, description: 'One sentence about the entry; may be empty.' },
  bodyText: {
    type: 'string',
    nullable: false,
    description:
      "The article's text without markup (from its sanitised HTML), paragraphs and list items on lines of their own (separated by a line feed); may be empty.",
  },
  date: {
    type: 'string',
    nullable: true,
    description: `When it happened (events, personal entries), or the fixed day of a holiday: ${ISO_LIKE_DATE}. Null for persons and for holidays whose date moves.`,
  },
  birth: { type: 'string', nullable: true, description: `Date of birth of a person: ${ISO_LIKE_DATE}. Null for other entries.` },
  death: { type: 'string', nullable: true, description: `Date of death of a person: ${ISO_LIKE_DATE}. Null for other entries and for the living.` },
  countries: {
    type: 'array of strings',
    nullable: false,
    description: 'ISO 3166-1 alpha-2 codes of the countries the entry belongs to (for holidays: those that keep it); may be empty.',
    csv: 'The codes joined by semicolons (DE;AT), empty when there are none.',
  },
  holidayType: {
    type: 'string',
    nullable: true,
    description: 'For holidays, the strongest status they have in any country: public, bank, school, optional or observance. Null for other entries.',
  },
  movable: {
    type: 'boolean',
    nullable: false,
    description: 'True for holidays whose date changes from year to year (Easter); false for every other entry.',
    csv: 'true or false.',
  },
  createdAt: { type: 'string', nullable: false, description: 'When the entry was made: ISO 8601 date and time in UTC, to the millisecond.' },
  updatedAt: { type: 'string', nullable: false, description: 'When the text in this language last changed: ISO 8601 date and time in UTC.' },
  publishedAt: { type: 'string', nullable: false, description: 'When the text in this language was first published: ISO 8601 date and time in UTC.' },
  fallbackFrom: {
    type: 'string',
    nullable: true,
    description:
      "Set when the text is not this language's own but borrowed from another one (a holiday's name no source gives in this language): that language's code.",
  },
  listing: {
    type: 'boolean',
    nullable: false,
    description: 'True for a listing: a title and one line (the summary) without an article text yet; false when the entry has its article in this language.',
    csv: 'true or false.',
  },
  wikidataId: { type: 'string', nullable: true, description: "The entry's Wikidata item (a Q-number such as Q937); null when it has none." },
  textSource: {
    type: 'string',
    nullable: true,
    description:
      'For a text taken from a Wikipedia article no member has rewritten: the address of that article at the revision it was taken from, to credit it. Null for every other text.',
  },
  license: {
    type: 'string',
    nullable: false,
    description:
      'The SPDX identifier of the licence the row is published under: CC-BY-SA-4.0 for articles and texts from Wikipedia, CC0-1.0 for texts imported from Wikidata, CC-BY-SA-3.0 for holidays of the catalogue (see LICENSE.txt).',
  },
};

export const ENTRY_FIELD_NAMES = Object.keys(ENTRY_FIELDS) as (keyof EntryRecord)[];

/** The columns every file reads, a row per entry and language; callers add the condition and the order. */
const ROW_COLUMNS = Prisma.sql`e."id", e."key", e."kind", a."locale", a."title", a."slug", a."summary", a."bodyHtml",
  e."year", e."month", e."day", e."birthYear", e."birthMonth", e."birthDay", e."deathYear", e."deathMonth", e."deathDay",
  e."countries", e."holidayType", e."holidayRule",
  to_char(e."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(a."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
  to_char(a."publishedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt",
  a."fallbackFrom", a."importedFrom", e."wikidataId",
  CASE WHEN a."importedFrom" = 'WIKIPEDIA' THEN s."url" END AS "sourceUrl",
  CASE WHEN a."importedFrom" = 'WIKIPEDIA' THEN s."revision" END AS "sourceRevision"`;

/**
 * The published texts that meet the condition (over `e` and `a`), in the order of their entries.
 * Only a listed entry's published text is ever read, whatever the condition says.
 */
export function entryRowsSql(condition: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT ${ROW_COLUMNS} FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id"
    LEFT JOIN "EntrySource" s ON s."entryId" = e."id" AND s."statement" = 'text:' || a."locale"::text
    WHERE a."publishedAt" IS NOT NULL AND e."listed" AND (${condition})
    ORDER BY e."id"`;
}

function isoLikeDate(year: number | null, month: number | null, day: number | null): string | null {
  if (month === null || day === null) return null;
  const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return year === null ? `--${monthDay}` : `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** A row as the files write it; `origin` is the site's public address, for the pages' URLs. */
export function entryRecord(row: EntryRow, origin: string): EntryRecord {
  const holiday = row.kind === 'HOLIDAY';
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    locale: row.locale,
    title: row.title,
    slug: row.slug,
    url: row.kind === 'PERSONAL' ? null : `${origin}${encodeURI(entryPath(row.locale, row.kind, row.slug))}`,
    summary: row.summary,
    bodyText: textOf(row.bodyHtml),
    date: row.kind === 'PERSON' ? null : isoLikeDate(row.year, row.month, row.day),
    birth: row.kind === 'PERSON' ? isoLikeDate(row.birthYear, row.birthMonth, row.birthDay) : null,
    death: row.kind === 'PERSON' ? isoLikeDate(row.deathYear, row.deathMonth, row.deathDay) : null,
    countries: row.countries,
    holidayType: holiday ? row.holidayType : null,
    movable: holiday && row.month === null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    fallbackFrom: row.fallbackFrom,
    listing: row.bodyHtml === '',
    wikidataId: row.wikidataId,
    textSource: row.sourceUrl === null ? null : row.sourceRevision ? `${row.sourceUrl}?oldid=${row.sourceRevision}` : row.sourceUrl,
    license: licenceOf(row).spdxId,
  };
}
