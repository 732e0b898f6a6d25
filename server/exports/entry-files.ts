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

/**
 * On the entries' text, level 4 makes files 1.5 % larger than zlib's default (6) in four fifths
 * of the time, which a dump of a million entries, compressed twice, needs.
 */
const GZIP_LEVEL = 4;

/**
 * How a kind of record is written: its fields, in the order CSV's header and lines give them, and
 * each field as CSV text. JSON Lines writes the record itself.
 */
/** What a field of a record holds. */
type FieldValue = string | number | boolean | null | readonly string[];
/** A record: fields of those kinds. */
type FlatRecord<R> = { [K in keyof R]: FieldValue };

export class RecordLayout<R extends FlatRecord<R>> {
  /** The CSV header, compressed on its own as a file's first member. */
  readonly gzippedHeader: Buffer;
  private readonly csvFields: ((record: R) => string | null)[];

  constructor(
    readonly fields: readonly (keyof R & string)[],
    /** Fields CSV writes otherwise than as their text, a list's items joined by semicolons. */
    csvForms: { [K in keyof R]?: (value: R[K]) => string | null } = {},
  ) {
    this.gzippedHeader = gzipSync(this.header(), { level: GZIP_LEVEL });
    this.csvFields = fields.map((name) => {
      const form = csvForms[name];
      return form ? (record: R) => form(record[name]) : (record: R) => csvText(record[name]);
    });
  }

  header(): string {
    return csvRecord(this.fields);
  }

  /** One JSON object a line. JSON allows U+2028 and U+2029 raw, but some line readers break lines there: they are escaped. */
  jsonLine(record: R): string {
    const json = JSON.stringify(record);
    return `${/[\u2028\u2029]/.test(json) ? json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') : json}\n`;
  }

  csvLine(record: R): string {
    return csvRecord(this.csvFields.map((field) => field(record)));
  }
}

function csvText(value: FieldValue): string | null {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'object') return value.join(';');
  return String(value);
}

/** A list of names as CSV writes it: JSON, since a name may hold a semicolon, a comma or a quote. */
const jsonList = (names: readonly string[]) => (names.length ? JSON.stringify(names) : '[]');

/** The entries' records: their fields as entry-records.ts describes them. */
const ENTRY_RECORDS = new RecordLayout<EntryRecord>(ENTRY_FIELD_NAMES, { contributors: jsonList });

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
    {
      headerByMember = false,
      layout = ENTRY_RECORDS,
    }: {
      /** A file of one member (an export) has its CSV header written by that member, so the file is one gzip stream that browsers' DecompressionStream reads too. */
      headerByMember?: boolean;
      /** The records it holds: entries unless said otherwise. */
      layout?: Pick<RecordLayout<object>, 'gzippedHeader'>;
    } = {},
  ) {
    this.stored = storage.putStream(key, this.input, { contentType: 'application/gzip', cacheControl }).then((result) => result.bytes);
    // Its failure is met by the writes that wait for it, or by finish().
    this.stored.catch(() => {});
    // The storage reads the input only once it made room for the file (a folder, an upload): a
    // file abandoned before then must not leave its reason as an error nobody listens to, which
    // would end the process. The storage still fails with it.
    this.input.on('error', () => {});
    if (format === 'CSV' && !headerByMember) this.input.write(layout.gzippedHeader);
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
export class RecordsMember<R extends FlatRecord<R> = EntryRecord> {
  // Output in pieces of 64 KiB rather than 16: a quarter of the callbacks and file writes.
  private readonly gzip = createGzip({ level: GZIP_LEVEL, chunkSize: 64 * 1024 });
  private readonly handedOver: Promise<void>;
  readonly layout: RecordLayout<R>;

  constructor(
    readonly format: FileFormat,
    private readonly files: readonly EntryFile[],
    {
      csvHeader = false,
      layout = ENTRY_RECORDS as unknown as RecordLayout<R>,
    }: {
      csvHeader?: boolean;
      /** How its records are written: entries unless said otherwise. */
      layout?: RecordLayout<R>;
    } = {},
  ) {
    this.layout = layout;
    for (const file of files) this.gzip.pipe(file.input, { end: false });
    if (format === 'CSV' && csvHeader) this.gzip.write(layout.header());
    this.handedOver = finished(this.gzip);
    this.handedOver.catch(() => {});
  }

  /** Takes a batch of records written out in the member's format; resolves at once, or when the files have caught up. */
  async write(records: readonly R[], text: string): Promise<void> {
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

/**
 * Writes a batch of records to several members of one layout: each format is written out once and
 * its text handed to each member of that format.
 */
export async function appendRecords<R extends FlatRecord<R>>(members: readonly RecordsMember<R>[], records: readonly R[]): Promise<void> {
  const texts: Partial<Record<FileFormat, string>> = {};
  const textOf = ({ format, layout }: RecordsMember<R>) =>
    (texts[format] ??= records.map(format === 'JSONL' ? (record) => layout.jsonLine(record) : (record) => layout.csvLine(record)).join(''));
  await Promise.all(members.map((member) => member.write(records, textOf(member))));
}
