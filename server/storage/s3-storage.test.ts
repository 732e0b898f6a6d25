import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ImageStorage } from './s3-storage';

// s3rver ships no type declarations; this is the little of it the test uses.
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver;

const bucket = 'pictures';
const directory = mkdtempSync(path.join(tmpdir(), 'daypedia-s3-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
let client: S3Client;
let storage: ReturnType<typeof s3ImageStorage>;
/** The same storage, streaming files in parts of 64 KiB, so a small file takes several. */
let smallParts: ReturnType<typeof s3ImageStorage>;
const PART = 64 * 1024;

beforeAll(async () => {
  const { port } = await server.run();
  const options = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: 'https://images.daypedia.example/',
    forcePathStyle: true,
  };
  client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  storage = s3ImageStorage(options);
  smallParts = s3ImageStorage({ ...options, partBytes: PART });
});

async function stored(key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { ...object, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
}

/** The bytes in chunks of uneven sizes, as a gzip stream hands them on. */
function chunked(bytes: Buffer, sizes = [1000, 70_000, 3, 20_000]): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length];
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Readable.from(chunks);
}

/** A stream that hands on some bytes and then fails, as a dump whose database went away. */
function failingAfter(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('The database went away');
    })(),
  );
}

const DUMP = { contentType: 'application/gzip', cacheControl: 'public, max-age=300' };
afterAll(async () => {
  client?.destroy();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('s3ImageStorage', () => {
  it('stores the bytes under a new key in the folder', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57, 0x45, 0x42, 0x50]);
    const key = await storage.put('members', bytes, 'webp');
    expect(key).toMatch(/^members\/[0-9a-f-]{36}\.webp$/);

    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes);
  });

  it('never reuses a key', async () => {
    const bytes = Buffer.from('same picture');
    const first = await storage.put('articles', bytes, 'jpg');
    const second = await storage.put('articles', bytes, 'jpg');
    expect(first).not.toBe(second);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: second }));
    expect(object.ContentType).toBe('image/jpeg');
  });

  it('answers the public URL of a key', () => {
    expect(storage.url('members/a.webp')).toBe('https://images.daypedia.example/members/a.webp');
  });
});

describe('s3ImageStorage, streamed files', () => {
  it('stores a stream larger than a part in parts, whole and in order, under the chosen key', async () => {
    const bytes = randomBytes(5 * PART + 123);
    const result = await smallParts.putStream('dumps/daypedia-en.csv.gz', chunked(bytes), DUMP);
    expect(result.bytes).toBe(bytes.length);
    const object = await stored('dumps/daypedia-en.csv.gz');
    expect(object.bytes.equals(bytes)).toBe(true);
    expect(object.ContentType).toBe('application/gzip');
    expect(object.CacheControl).toBe('public, max-age=300');
  });

  it('stores a stream smaller than a part in one upload', async () => {
    const bytes = Buffer.from('id,title\r\n1,"Ada, Countess of Lovelace"\r\n');
    expect(await smallParts.putStream('dumps/small.csv.gz', Readable.from([bytes]), DUMP)).toEqual({ bytes: bytes.length });
    expect((await stored('dumps/small.csv.gz')).bytes.toString()).toBe(bytes.toString());
  });

  it('stores an empty stream as an empty file', async () => {
    expect(await smallParts.putStream('dumps/empty.csv.gz', Readable.from([]), DUMP)).toEqual({ bytes: 0 });
    expect((await stored('dumps/empty.csv.gz')).bytes.length).toBe(0);
  });

  it('replaces the file under the key, and keeps it when the next stream fails', async () => {
    const first = randomBytes(3 * PART);
    await smallParts.putStream('dumps/daypedia-de.jsonl.gz', chunked(first), DUMP);
    const second = randomBytes(2 * PART + 7);
    await smallParts.putStream('dumps/daypedia-de.jsonl.gz', chunked(second), DUMP);
    expect((await stored('dumps/daypedia-de.jsonl.gz')).bytes.equals(second)).toBe(true);

    // Fails after two parts were sent: the object stays the second one.
    await expect(smallParts.putStream('dumps/daypedia-de.jsonl.gz', failingAfter(randomBytes(2 * PART + 1)), DUMP)).rejects.toThrow('went away');
    expect((await stored('dumps/daypedia-de.jsonl.gz')).bytes.equals(second)).toBe(true);
  });

  it('removes a file, and removing it again changes nothing', async () => {
    await smallParts.putStream('exports/gone.csv.gz', Readable.from([Buffer.from('x')]), DUMP);
    await storage.remove('exports/gone.csv.gz');
    await expect(stored('exports/gone.csv.gz')).rejects.toThrow();
    await storage.remove('exports/gone.csv.gz');
  });

  it('sends readers to the public URL of a file', () => {
    expect(storage.locate('dumps/daypedia-en.csv.gz')).toEqual({ redirect: 'https://images.daypedia.example/dumps/daypedia-en.csv.gz' });
  });
});
