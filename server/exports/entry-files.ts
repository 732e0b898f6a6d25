/**
 * Files of entry records, JSON Lines or CSV, gzip-compressed as they are written and stored as a
 * stream: a batch of rows is written out and compressed before the next is read, so a file of a
 * million entries never sits in memory.
 *
 * A file is a series of gzip members (RFC 1952 allows it; gzip, zcat, Python's gzip module and
 * pandas, R and Java read such a file whole, as one text): a CSV file's header is a member of its
 * own, and the rows of a language are one member, which the dumps hand both to that language's
 * file and to the file of all languages, so each row is compressed once.
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import type { FileStorage } from '../storage/file-storage';
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

/**
 * On the entries' text, level 4 makes files 1.5 % larger than zlib's default (6) in four fifths
 * of the time, which a dump of a million entries, compressed twice, needs.
 */
const GZIP_LEVEL = 4;

const CSV_HEADER = gzipSync(csvRecord(ENTRY_FIELD_NAMES), { level: GZIP_LEVEL });

/** A file going into the storage as its bytes are handed to it. */
export class EntryFile {
  readonly input = new PassThrough();
  readonly stored: Promise<number>;
  /** Records handed to it so far. */
  rows = 0;

  constructor(
    storage: FileStorage,
    key: string,
    readonly format: FileFormat,
    cacheControl: string,
    /** A file of one member (an export) has its CSV header written by that member, so the file is one gzip stream that browsers' DecompressionStream reads too. */
    { headerByMember = false }: { headerByMember?: boolean } = {},
  ) {
    this.stored = storage.putStream(key, this.input, { contentType: 'application/gzip', cacheControl }).then((result) => result.bytes);
    // Its failure is met by the writes that wait for it, or by finish().
    this.stored.catch(() => {});
    // The storage reads the input only once it made room for the file (a folder, an upload): a
    // file abandoned before then must not leave its reason as an error nobody listens to, which
    // would end the process. The storage still fails with it.
    this.input.on('error', () => {});
    if (format === 'CSV' && !headerByMember) this.input.write(CSV_HEADER);
  }

  /** Ends the file and waits until it is stored; answers its size in bytes. */
  async finish(): Promise<number> {
    this.input.end();
    return this.stored;
  }

  /** Gives up: nothing of this file is stored (an older file under the key stays as it was). */
  async abandon(reason: Error): Promise<void> {
    this.input.destroy(reason);
    await this.stored.catch(() => {});
  }
}

/** Records of one format compressed once, as one gzip member, and handed to each of its files. */
export class RecordsMember {
  // Output in pieces of 64 KiB rather than 16: a quarter of the callbacks and file writes.
  private readonly gzip = createGzip({ level: GZIP_LEVEL, chunkSize: 64 * 1024 });
  private readonly handedOver: Promise<void>;

  constructor(
    readonly format: FileFormat,
    private readonly files: readonly EntryFile[],
    { csvHeader = false }: { csvHeader?: boolean } = {},
  ) {
    for (const file of files) this.gzip.pipe(file.input, { end: false });
    if (format === 'CSV' && csvHeader) this.gzip.write(csvRecord(ENTRY_FIELD_NAMES));
    this.handedOver = finished(this.gzip);
    this.handedOver.catch(() => {});
  }

  /** Takes a batch of records written out in the member's format; resolves at once, or when the files have caught up. */
  async write(records: readonly EntryRecord[], text: string): Promise<void> {
    for (const file of this.files) file.rows += records.length;
    // A file whose storage failed stops taking bytes: its failure ends the wait.
    if (!this.gzip.write(text)) await Promise.race([once(this.gzip, 'drain'), ...this.files.map((file) => file.stored)]);
  }

  /** Ends the member once all its bytes are handed to the files (which stay open for more). */
  async close(): Promise<void> {
    this.gzip.end();
    // The files are stored only once finished: until then only a failure settles them.
    await Promise.race([this.handedOver, ...this.files.map((file) => file.stored)]);
  }

  destroy(reason: Error): void {
    this.gzip.destroy(reason);
  }
}

/** Writes a batch of records to several members: each format is written out once and its text handed to each member of that format. */
export async function appendRecords(members: readonly RecordsMember[], records: readonly EntryRecord[]): Promise<void> {
  const texts: Partial<Record<FileFormat, string>> = {};
  const textOf = (format: FileFormat) => (texts[format] ??= records.map(format === 'JSONL' ? jsonLine : csvLine).join(''));
  await Promise.all(members.map((member) => member.write(records, textOf(member.format))));
}
