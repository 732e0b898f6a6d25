/**
 * The public dumps: every published entry, one file per language and one of all languages, each
 * as gzip JSON Lines and gzip CSV, with the data dictionary and the licence notice beside them,
 * under dumps/ in the dumps' and exports' storage (served at /dumps/).
 *
 * All files are written in one pass over the database, one language after another, in one
 * snapshot: a language's rows go to its own two files and to the two files of all languages, each
 * format written out once per batch.
 */
import { Readable } from 'node:stream';
import { LOCALES, type Locale } from '#shared/locales';
import type { Snapshot } from '../db/cursor';
import { Prisma } from '../generated/prisma/client';
import type { FileStorage } from '../storage/file-storage';
import { entryRecord, entryRowsSql, ENTRY_FIELD_NAMES, ENTRY_FIELDS, type EntryRow } from './entry-records';
import { appendRecords, EntryFile, FILE_EXTENSION, RecordsMember, type FileFormat } from './entry-files';
import { LICENCE_NOTICE } from '../entries/licences';

const DUMPS_FOLDER = 'dumps';
export const DICTIONARY_FILE = 'dictionary.json';
export const LICENCE_FILE = 'LICENSE.txt';
/** Dumps change under their names, at most hourly: browsers and caches keep them a few minutes. */
export const DUMP_CACHE_CONTROL = 'public, max-age=300';
/** Rows fetched from the database at a time. */
const BATCH_ROWS = 500;

const DUMP_FORMATS: readonly FileFormat[] = ['JSONL', 'CSV'];

/** The file of one language, or of all of them (null). */
function dumpFileName(scope: Locale | null, format: FileFormat): string {
  return `daypedia-${scope ?? 'all'}.${FILE_EXTENSION[format]}`;
}

/** Every data file of a full set of dumps: the file of all languages first, then each language's. */
export const DUMP_FILES: readonly { file: string; locale: Locale | null; format: FileFormat }[] = [null, ...LOCALES].flatMap((locale) =>
  DUMP_FORMATS.map((format) => ({ file: dumpFileName(locale, format), locale, format })),
);

/** The names /dumps/ answers for: the data files, the dictionary and the licence. */
export const DUMP_FILE_NAMES: ReadonlySet<string> = new Set([...DUMP_FILES.map((d) => d.file), DICTIONARY_FILE, LICENCE_FILE]);

export function dumpKey(file: string): string {
  return `${DUMPS_FOLDER}/${file}`;
}

/** The data dictionary, as published in dictionary.json. */
export const DATA_DICTIONARY = {
  title: 'Daypedia dumps and exports: data dictionary',
  rows: 'One row per entry and language: an entry (event, person, holiday or personal entry) with its published text in that language. Only listed entries with a published text are included, in the order of their ids.',
  files: {
    'daypedia-<language>.jsonl.gz, daypedia-<language>.csv.gz': 'The entries published in one language (en, tr, de, fr, it, es, zh, ja).',
    'daypedia-all.jsonl.gz, daypedia-all.csv.gz': 'The entries of every language, one language after another.',
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
  regenerated: 'The dumps are written again when the published content changed, at most once an hour; /dumps/index.json says when each file was written.',
};

export interface WrittenDump {
  file: string;
  locale: Locale | null;
  format: FileFormat;
  rowCount: number;
  bytes: number;
}

/** Stores a small text file (the dictionary, the licence) under dumps/. */
async function putText(storage: FileStorage, file: string, text: string, contentType: string): Promise<void> {
  await storage.putStream(dumpKey(file), Readable.from([Buffer.from(text)]), { contentType, cacheControl: DUMP_CACHE_CONTROL });
}

/**
 * Writes every dump from the snapshot, with the dictionary and the licence; `origin` is the
 * site's public address, for the entries' URLs. `onStored` hears of each file as soon as it
 * replaced the one before. Stops at the next batch once `signal` aborts: the files not finished
 * by then stay as they were.
 */
export async function writeDumps(
  { storage, snapshot, origin }: { storage: FileStorage; snapshot: Snapshot; origin: string },
  onStored: (dump: WrittenDump) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  await putText(storage, DICTIONARY_FILE, `${JSON.stringify(DATA_DICTIONARY, null, 2)}\n`, 'application/json');
  await putText(storage, LICENCE_FILE, LICENCE_NOTICE, 'text/plain; charset=utf-8');
  const open = (locale: Locale | null) =>
    DUMP_FORMATS.map((format) => new EntryFile(storage, dumpKey(dumpFileName(locale, format)), format, DUMP_CACHE_CONTROL));
  const finish = async (file: EntryFile, locale: Locale | null) => {
    const bytes = await file.finish();
    await onStored({ file: dumpFileName(locale, file.format), locale, format: file.format, rowCount: file.rows, bytes });
  };
  const all = open(null);
  const opened = [...all];
  let members: RecordsMember[] = [];
  try {
    for (const locale of LOCALES) {
      const own = open(locale);
      opened.push(...own);
      // A language's rows of each format, compressed once, for its own file and the file of all.
      members = DUMP_FORMATS.map((format, i) => new RecordsMember(format, [own[i], all[i]]));
      for await (const rows of snapshot.batches<EntryRow>(entryRowsSql(Prisma.sql`a."locale" = ${locale}::"Locale"`), BATCH_ROWS)) {
        signal?.throwIfAborted();
        await appendRecords(
          members,
          rows.map((row) => entryRecord(row, origin)),
        );
      }
      for (const member of members) await member.close();
      for (const file of own) await finish(file, locale);
    }
    for (const file of all) await finish(file, null);
  } catch (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    for (const member of members) member.destroy(reason);
    await Promise.all(opened.map((file) => file.abandon(reason)));
    throw error;
  }
}
