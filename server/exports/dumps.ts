/**
 * The public dumps: every published entry, one file per language and one of all languages, each
 * as gzip JSON Lines and gzip CSV; the holidays' observances country by country (a file of their
 * own in each format); the data dictionary and the licence notice beside them, under dumps/ in the
 * dumps' and exports' storage (served at /dumps/).
 *
 * All files are written in one pass over the database, one language after another, in one
 * snapshot: a language's rows go to its own two files and to the two files of all languages, each
 * format written out once per batch. Each file names the last change of the change log it holds,
 * so that `changes(after:)` continues from it.
 */
import { Readable } from 'node:stream';
import { LOCALES, type Locale } from '#shared/locales';
import type { Snapshot } from '../db/cursor';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { FileStorage } from '../storage/file-storage';
import { entryRecord, entryRowsSql, ENTRY_FIELD_NAMES, ENTRY_FIELDS, type EntryRow } from './entry-records';
import { appendRecords, EntryFile, FILE_EXTENSION, RecordsMember, type FileFormat } from './entry-files';
import { LICENCE_NOTICE } from '../entries/licences';
import {
  HOLIDAY_ROWS_SQL,
  OBSERVANCE_FIELD_NAMES,
  OBSERVANCE_FIELDS,
  OBSERVANCE_RECORDS,
  observanceRecords,
  type HolidayRow,
  type ObservanceTable,
} from './holiday-observances';

const DUMPS_FOLDER = 'dumps';
export const DICTIONARY_FILE = 'dictionary.json';
export const LICENCE_FILE = 'LICENSE.txt';
/** Dumps change under their names, at most hourly: browsers and caches keep them a few minutes. */
export const DUMP_CACHE_CONTROL = 'public, max-age=300';
/** Rows fetched from the database at a time. */
const BATCH_ROWS = 500;

const DUMP_FORMATS: readonly FileFormat[] = ['JSONL', 'CSV'];

/** What a data file holds: entries (of a language, or of all), or the holidays' observances. */
type DumpContent = 'entries' | 'holiday-observances';

const OBSERVANCES = 'holiday-observances';

/** What a file covers: one language's entries, all languages' (null), or the holidays' observances. */
type DumpScope = Locale | null | typeof OBSERVANCES;

function dumpFileName(scope: DumpScope, format: FileFormat): string {
  return `daypedia-${scope ?? 'all'}.${FILE_EXTENSION[format]}`;
}

interface DumpFile {
  file: string;
  content: DumpContent;
  /** The language of its entries; null for the file of all languages and for the observances. */
  locale: Locale | null;
  format: FileFormat;
}

/** Every data file of a full set of dumps: the file of all languages first, then each language's, then the observances. */
export const DUMP_FILES: readonly DumpFile[] = [
  ...[null, ...LOCALES].flatMap((locale) =>
    DUMP_FORMATS.map((format) => ({ file: dumpFileName(locale, format), content: 'entries' as const, locale, format })),
  ),
  ...DUMP_FORMATS.map((format) => ({ file: dumpFileName(OBSERVANCES, format), content: OBSERVANCES, locale: null, format }) satisfies DumpFile),
];

/** The names /dumps/ answers for: the data files, the dictionary and the licence. */
export const DUMP_FILE_NAMES: ReadonlySet<string> = new Set([...DUMP_FILES.map((d) => d.file), DICTIONARY_FILE, LICENCE_FILE]);

export function dumpKey(file: string): string {
  return `${DUMPS_FOLDER}/${file}`;
}

/** Where the change log stood when the dumps were read: its last change they hold (see dump-generation.ts). */
export interface ChangePosition {
  /** The cursor `changes(after:)` continues from. */
  changeCursor: string;
  /** The time of that change: a `since` for `changes` that reaches it. */
  changesSince: string;
}

/** How the dumps and the change log fit together, as the dictionary and the list of the dumps say it. */
export const CHANGES_AFTER_A_DUMP =
  "Each file names the last change of the API's change log it holds: changeCursor (in /dumps/index.json for each file, and in dictionary.json for the files written with it). What changed after it is `changes(since: <changesSince>, after: <changeCursor>)`, paged with its endCursor like any list of changes (types, locales and kinds narrow it as usual): apply those to the rows and they are as the API reads them. A change made while the dump was being read may come again after the cursor: applying it again changes nothing.";

/** The data dictionary, as published in dictionary.json (which adds where the change log stood). */
export const DATA_DICTIONARY = {
  title: 'Daypedia dumps and exports: data dictionary',
  rows: 'One row per entry and language: an entry (event, person, holiday or personal entry) with its published text in that language. Only listed entries with a published text are included, in the order of their ids.',
  files: {
    'daypedia-<language>.jsonl.gz, daypedia-<language>.csv.gz': 'The entries published in one language (en, tr, de, fr, it, es, zh, ja).',
    'daypedia-all.jsonl.gz, daypedia-all.csv.gz': 'The entries of every language, one language after another.',
    'daypedia-holiday-observances.jsonl.gz, daypedia-holiday-observances.csv.gz':
      "The holidays' days country by country: for each holiday the entry files hold, a row per country that keeps it and day, in the year the dumps were written and the next (observanceYears), with its status in that country, substitute days included, as the API's `Entry.observances(year:, substitutes: true)`. Join them to the entry files by id. Exports hold entries only.",
    [LICENCE_FILE]: 'Under which licences the rows are published, and how to give credit.',
  },
  compression:
    "gzip. A file may be a series of gzip members (the standard allows it): gzip, zcat, Python's gzip module, pandas, R and Java read it whole as one text.",
  formats: {
    JSONL:
      'JSON Lines, gzip-compressed: one JSON object per line, UTF-8, lines ending in a line feed. Every object has every field, null where there is no value.',
    CSV: 'CSV as RFC 4180 describes it, gzip-compressed: UTF-8 without a byte order mark, a header row with the field names, records ending in CRLF, a field holding a comma, a double quote or a line break enclosed in double quotes (its double quotes doubled). A missing value (null) is an empty field, an empty text a quoted empty one (""), as PostgreSQL\'s COPY reads them. Values are written as stored: a spreadsheet may take a cell starting with =, +, - or @ for a formula, so import the columns as text.',
  },
  fields: ENTRY_FIELD_NAMES.map((name) => ({ name, ...ENTRY_FIELDS[name] })),
  observanceFields: OBSERVANCE_FIELD_NAMES.map((name) => ({ name, ...OBSERVANCE_FIELDS[name] })),
  changes: CHANGES_AFTER_A_DUMP,
  regenerated: 'The dumps are written again when the published content changed, at most once an hour; /dumps/index.json says when each file was written.',
};

export interface WrittenDump {
  file: string;
  locale: Locale | null;
  format: FileFormat;
  rowCount: number;
  bytes: number;
  /** The last change of the log it holds. */
  changeCursor: string;
}

interface DumpSource {
  storage: FileStorage;
  snapshot: Snapshot;
  /** The site's public address, for the entries' URLs. */
  origin: string;
  /** The catalogue's holidays of the years the observances cover. */
  observances: ObservanceTable;
  /** Where the change log stood in the snapshot. */
  changes: ChangePosition;
}

/** Stores a small text file (the dictionary, the licence) under dumps/. */
async function putText(storage: FileStorage, file: string, text: string, contentType: string): Promise<void> {
  await storage.putStream(dumpKey(file), Readable.from([Buffer.from(text)]), { contentType, cacheControl: DUMP_CACHE_CONTROL });
}

/**
 * Writes every dump from the snapshot, then the dictionary, with the licence. `onStored` hears of
 * each file as soon as it replaced the one before. Stops at the next batch once `signal` aborts:
 * the files not finished by then stay as they were.
 */
export async function writeDumps(
  { storage, snapshot, origin, observances, changes }: DumpSource,
  onStored: (dump: WrittenDump) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  await putText(storage, LICENCE_FILE, LICENCE_NOTICE, 'text/plain; charset=utf-8');
  const { changeCursor } = changes;
  const open = (scope: DumpScope, layout?: typeof OBSERVANCE_RECORDS) =>
    DUMP_FORMATS.map((format) => new EntryFile(storage, dumpKey(dumpFileName(scope, format)), format, DUMP_CACHE_CONTROL, { layout }));
  const finish = async (file: EntryFile, scope: DumpScope) => {
    const bytes = await file.finish();
    const locale = scope === OBSERVANCES ? null : scope;
    await onStored({ file: dumpFileName(scope, file.format), locale, format: file.format, rowCount: file.rows, bytes, changeCursor });
  };
  const all = open(null);
  const opened = [...all];
  let members: { destroy(reason: Error): void }[] = [];
  try {
    for (const locale of LOCALES) {
      const own = open(locale);
      opened.push(...own);
      // A language's rows of each format, compressed once, for its own file and the file of all.
      const entries = DUMP_FORMATS.map((format, i) => new RecordsMember(format, [own[i], all[i]]));
      members = entries;
      for await (const rows of snapshot.batches<EntryRow>(entryRowsSql(sql`a."locale" = ${locale}::"Locale"`), BATCH_ROWS)) {
        signal?.throwIfAborted();
        await appendRecords(
          entries,
          rows.map((row) => entryRecord(row, origin)),
        );
      }
      for (const member of entries) await member.close();
      for (const file of own) await finish(file, locale);
    }
    for (const file of all) await finish(file, null);

    const days = open(OBSERVANCES, OBSERVANCE_RECORDS);
    opened.push(...days);
    const observed = DUMP_FORMATS.map((format, i) => new RecordsMember(format, [days[i]], { layout: OBSERVANCE_RECORDS }));
    members = observed;
    for await (const holidays of snapshot.batches<HolidayRow>(HOLIDAY_ROWS_SQL, BATCH_ROWS)) {
      signal?.throwIfAborted();
      await appendRecords(
        observed,
        holidays.flatMap((holiday) => observanceRecords(holiday, observances)),
      );
    }
    for (const member of observed) await member.close();
    for (const file of days) await finish(file, OBSERVANCES);
  } catch (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    for (const member of members) member.destroy(reason);
    await Promise.all(opened.map((file) => file.abandon(reason)));
    throw error;
  }
  // Last, as it names where the change log stood for the files written with it.
  const dictionary = { ...DATA_DICTIONARY, ...changes, observanceYears: observances.map((o) => o.year) };
  await putText(storage, DICTIONARY_FILE, `${JSON.stringify(dictionary, null, 2)}\n`, 'application/json');
}
