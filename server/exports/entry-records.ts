/**
 * What the dumps and exports write of an entry: its published text in one language with the
 * entry's facts, one flat record, the same fields in JSON Lines and in CSV. The fields are
 * described here once; the data dictionary published beside the dumps is made from the same
 * descriptions, so it names every field a file holds.
 */
import { entryPath } from '#shared/paths';
import type { Locale } from '#shared/locales';
import { textOf } from '../articles/plain-text';
import type { EntryKind } from '../generated/prisma/client';
import { sqltag as sql, type Sql } from '@prisma/client/runtime/client';
import { licenceOf } from '../entries/licences';
import { ARTICLE_LICENCE, HOLIDAY_CATALOGUE_LICENCE } from '#shared/licences';

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
  /** The public names of the members whose approved revisions shaped the text, first approved first. */
  contributors: string[];
  /** Comments readers see on the entry's page in this language. */
  commentCount: number;
  /** The languages the entry has a published text of its own in (not borrowed from another language); null when that is the row's alone. */
  nativeLocales: Locale[] | null;
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
  contributors: string[];
  commentCount: number;
  nativeLocales: Locale[];
  rule: string | null;
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
    description:
      "The entry's number in the database, the same in every language: the API's `Entry.databaseId`, not its `Entry.id`. The API's global IDs are opaque and name one language's reading of an entry (`Entry.id`) or the entry itself (`Entry.entityId`); do not build them from this number, read them back: every argument naming an entry takes this number (`entries(filter: { locale: de, ids: [\"42\"] })`), and `node(id:, locale:)` takes the entry's language-less global ID, base64 of `Entry:` and this number (`RW50cnk6NDI=` for 42), with the row's `locale`.",
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
    description:
      "For holidays, the strongest status they have in any country, as the API's `HolidayType` spells it: PUBLIC, BANK, SCHOOL, OPTIONAL or OBSERVANCE (each country's own, year by year: daypedia-holiday-observances). Null for other entries.",
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
      "The SPDX identifier of the licence the row is published under, as the API's `Entry.license` gives it: CC-BY-SA-4.0 for articles, texts from Wikipedia and holidays of the catalogue a member rewrote in this language, CC0-1.0 for texts imported from Wikidata, CC-BY-SA-3.0 for the other holidays of the catalogue (see LICENSE.txt).",
  },
  contributors: {
    type: 'array of strings',
    nullable: false,
    description:
      "The names the members whose approved revisions shaped the text in this language show on the site, the first approved first, each once: whom to credit with the text under CC BY-SA, as the API's `Entry.contributors` names them (never an e-mail address or account). Empty for texts no member has rewritten (the demo content, catalogue holidays, imports: credit Daypedia's contributors) and for personal entries, which name nobody.",
    csv: 'A JSON array of the names (["Ada Lovelace","Grace Hopper"]), since a name may hold any character; [] when there are none.',
  },
  commentCount: {
    type: 'integer',
    nullable: false,
    description: "How many comments readers see on the entry's page in this language (hidden ones not counted), as the API's `Entry.commentCount`.",
  },
  nativeLocales: {
    type: 'array of strings',
    nullable: false,
    description:
      "The languages the entry has a published text of its own in, in the site's order (en, tr, de, fr, it, es, zh, ja): a text borrowed from another language (see fallbackFrom) does not count. The API's `Entry.missingLocales` are the others.",
    csv: 'The codes joined by semicolons (en;de), empty when there are none.',
  },
  rule: {
    type: 'string',
    nullable: true,
    description:
      'For holidays of the catalogue: how the date is found, as date-holidays writes it ("easter 39": 39 days after Easter Sunday; "3rd monday in January"; "12-25"), as the API\'s `Entry.rule`: the rule of the first country by code that keeps it; each country\'s own is in daypedia-holiday-observances. Null for holidays members wrote (a fixed day, see date) and for other entries.',
  },
};

export const ENTRY_FIELD_NAMES = Object.keys(ENTRY_FIELDS) as (keyof EntryRecord)[];

/**
 * The members whose approved revisions shaped a text, as the API's `Entry.contributors` reads them
 * (server/entries/provenance.ts): each author once, in the order of their first approved revision
 * (by review time, then revision), for every text but a personal entry's. Read with the row, in the
 * statement that reads the batch. Most texts have no approved revision: a look into the index on
 * Revision's article says so, and only the others are gathered and ordered (without the look, the
 * ordering's steps cost some 2 µs a row; with it, next to nothing).
 */
const CONTRIBUTORS = sql`CASE WHEN e."kind" = 'PERSONAL'
    OR NOT EXISTS (SELECT FROM "Revision" q WHERE q."articleId" = a."id" AND q."status" = 'APPROVED') THEN '{}'::text[] ELSE ARRAY(
    SELECT f."displayName" FROM (
      SELECT DISTINCT ON (r."authorId") u."displayName", r."reviewedAt", r."id"
      FROM "Revision" r JOIN "User" u ON u."uid" = r."authorId"
      WHERE r."articleId" = a."id" AND r."status" = 'APPROVED'
      ORDER BY r."authorId", r."reviewedAt", r."id") f
    ORDER BY f."reviewedAt", f."id") END`;

/**
 * The comments readers see on the text's page, as the API's `Entry.commentCount` counts them; most
 * texts have none, which a look into the index on Comment says without counting.
 */
const COMMENT_COUNT = sql`CASE WHEN EXISTS (SELECT FROM "Comment" c WHERE c."entryId" = e."id" AND c."locale" = a."locale" AND NOT c."hidden")
    THEN (SELECT count(*)::int FROM "Comment" c WHERE c."entryId" = e."id" AND c."locale" = a."locale" AND NOT c."hidden") ELSE 0 END`;

/**
 * The languages an entry has a text of its own in. An entry published in one language only, the
 * row's own text, has it in that one (most entries): null here, and the row's language in
 * `entryRecord`, with nothing more read. Any other reads the entry's texts.
 */
const NATIVE_LOCALES = sql`CASE WHEN e."languages" = 1 AND a."fallbackFrom" IS NULL THEN NULL ELSE ARRAY(
    SELECT n."locale"::text FROM "Article" n
    WHERE n."entryId" = e."id" AND n."publishedAt" IS NOT NULL AND n."fallbackFrom" IS NULL ORDER BY n."locale") END`;

/** The columns every file reads, a row per entry and language; callers add the condition and the order. */
const ROW_COLUMNS = sql`e."id", e."key", e."kind", a."locale", a."title", a."slug", a."summary", a."bodyHtml",
  e."year", e."month", e."day", e."birthYear", e."birthMonth", e."birthDay", e."deathYear", e."deathMonth", e."deathDay",
  e."countries", e."holidayType", e."holidayRule",
  to_char(e."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(a."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
  to_char(a."publishedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt",
  a."fallbackFrom", a."importedFrom", e."wikidataId",
  CASE WHEN a."importedFrom" = 'WIKIPEDIA' THEN s."url" END AS "sourceUrl",
  CASE WHEN a."importedFrom" = 'WIKIPEDIA' THEN s."revision" END AS "sourceRevision",
  ${CONTRIBUTORS} AS "contributors",
  ${COMMENT_COUNT} AS "commentCount",
  ${NATIVE_LOCALES} AS "nativeLocales"`;

/**
 * The published texts that meet the condition (over `e` and `a`), in the order of their entries.
 * Only a listed entry's published text is ever read, whatever the condition says.
 */
export function entryRowsSql(condition: Sql): Sql {
  return sql`SELECT ${ROW_COLUMNS} FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id"
    LEFT JOIN "EntrySource" s ON s."entryId" = e."id" AND s."statement" = 'text:' || a."locale"::text
    WHERE a."publishedAt" IS NOT NULL AND e."listed" AND (${condition})
    ORDER BY e."id"`;
}

function isoLikeDate(year: number | null, month: number | null, day: number | null): string | null {
  if (month === null || day === null) return null;
  const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return year === null ? `--${monthDay}` : `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** As the API's `Entry.license`: a member's approved rewrite of a catalogue holiday's text is theirs, CC BY-SA 4.0. */
function licenceOfText(row: EntryRow) {
  const licence = licenceOf(row);
  return licence === HOLIDAY_CATALOGUE_LICENCE && row.contributors.length ? ARTICLE_LICENCE : licence;
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
    holidayType: holiday && row.holidayType !== null ? row.holidayType.toUpperCase() : null,
    movable: holiday && row.month === null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    fallbackFrom: row.fallbackFrom,
    listing: row.bodyHtml === '',
    wikidataId: row.wikidataId,
    textSource: row.sourceUrl === null ? null : row.sourceRevision ? `${row.sourceUrl}?oldid=${row.sourceRevision}` : row.sourceUrl,
    license: licenceOfText(row).spdxId,
    contributors: row.contributors,
    commentCount: row.commentCount,
    nativeLocales: row.nativeLocales ?? [row.locale],
    rule: holiday ? row.holidayRule : null,
  };
}
