import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from './file-storage';

const directory = mkdtempSync(path.join(tmpdir(), 'daypedia-storage-'));
const storage = localFileStorage(directory);
const DUMP = { contentType: 'application/gzip', cacheControl: 'public, max-age=300' };
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function failingAfter(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('The database went away');
    })(),
  );
}

describe('localFileStorage, streamed files', () => {
  it('stores a stream under the chosen key and answers the bytes stored', async () => {
    const bytes = randomBytes(300_000);
    const chunks = [bytes.subarray(0, 1), bytes.subarray(1, 200_000), bytes.subarray(200_000)];
    expect(await storage.putStream('dumps/daypedia-en.csv.gz', Readable.from(chunks), DUMP)).toEqual({ bytes: bytes.length });
    const location = storage.locate('dumps/daypedia-en.csv.gz');
    expect(location).toEqual({ file: path.join(directory, 'dumps/daypedia-en.csv.gz') });
    expect(readFileSync((location as { file: string }).file).equals(bytes)).toBe(true);
  });

  it('replaces the file only once the new one is whole, and keeps it when the stream fails', async () => {
    const file = path.join(directory, 'dumps/daypedia-de.csv.gz');
    await storage.putStream('dumps/daypedia-de.csv.gz', Readable.from([Buffer.from('first')]), DUMP);
    await storage.putStream('dumps/daypedia-de.csv.gz', Readable.from([Buffer.from('second')]), DUMP);
    expect(readFileSync(file, 'utf8')).toBe('second');

    await expect(storage.putStream('dumps/daypedia-de.csv.gz', failingAfter(randomBytes(100_000)), DUMP)).rejects.toThrow('went away');
    expect(readFileSync(file, 'utf8')).toBe('second');
    // Nothing half-written is left beside it.
    expect(readdirSync(path.join(directory, 'dumps')).sort()).toEqual(['daypedia-de.csv.gz', 'daypedia-en.csv.gz']);
  });

  it('removes a file, and removing it again changes nothing', async () => {
    await storage.putStream('exports/gone.csv.gz', Readable.from([Buffer.from('x')]), DUMP);
    await storage.remove('exports/gone.csv.gz');
    expect(readdirSync(path.join(directory, 'exports'))).toEqual([]);
    await storage.remove('exports/gone.csv.gz');
  });
});
