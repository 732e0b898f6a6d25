/**
 * Files of entry records, JSON Lines or CSV, gzip-compressed as they are written and stored as a
 * stream: a batch of rows is written out and compressed before the next is read, so a file of a
 * million entries never sits in memory.
 */
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import type { ImageStorage } from '../images/storage';
import { csvRecord } from './csv';
import { ENTRY_FIELD_NAMES, type EntryRecord } from './entry-records';

export type FileFormat = 'JSONL' | 'CSV';

/** The end of a file's name in each format. */
export const FILE_EXTENSION: Record<FileFormat, string> = { JSONL: 'jsonl.gz', CSV: 'csv.gz' };

/** One JSON object a line. JSON allows U+2028 and U+2029 raw, but some line readers break lines there: they are escaped. */
function jsonLine(record: EntryRecord): string {
  const json = JSON.stringify(record);
  return `${/[\u2028\u2029]/.test(json) ? json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') : json}\n`;
}

function csvText(value: EntryRecord[keyof EntryRecord]): string | null {
  if (value === null || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(';');
  return String(value);
}

function csvLine(record: EntryRecord): string {
  return csvRecord(ENTRY_FIELD_NAMES.map((name) => csvText(record[name])));
}

export interface EntryFile {
  format: FileFormat;
  /** Records written so far. */
  rows: number;
  /** Compresses and stores what is written; resolves once the text is taken in (at once, or when the storage has caught up). */
  write(text: string): Promise<void>;
  /** Ends the file and waits until it is stored; answers its size in bytes. */
  finish(): Promise<number>;
  /** Gives up: nothing of this file is stored (an older file under the key stays as it was). */
  abandon(reason: Error): Promise<void>;
}

/** Starts a file under the key; a CSV file begins with its header. */
export async function openEntryFile(storage: ImageStorage, key: string, format: FileFormat, cacheControl: string): Promise<EntryFile> {
  const gzip = createGzip();
  const stored = storage.putStream(key, gzip, { contentType: 'application/gzip', cacheControl });
  // Its failure is met by the next write or by finish().
  stored.catch(() => {});
  const file: EntryFile = {
    format,
    rows: 0,
    async write(text) {
      if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), stored]);
    },
    async finish() {
      gzip.end();
      return (await stored).bytes;
    },
    async abandon(reason) {
      gzip.destroy(reason);
      await stored.catch(() => {});
    },
  };
  if (format === 'CSV') await file.write(csvRecord(ENTRY_FIELD_NAMES));
  return file;
}

/** Writes a batch of records to every file: each format is written out once and its text handed to each file of that format. */
export async function appendRecords(files: readonly EntryFile[], records: readonly EntryRecord[]): Promise<void> {
  const texts: Partial<Record<FileFormat, string>> = {};
  for (const file of files) {
    texts[file.format] ??= records.map(file.format === 'JSONL' ? jsonLine : csvLine).join('');
    file.rows += records.length;
  }
  await Promise.all(files.map((file) => file.write(texts[file.format]!)));
}
