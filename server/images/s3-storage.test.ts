import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
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
