/**
 * Where the site's files are kept (FileStorage): uploaded pictures under DATA_DIR/images, served
 * at /images/<key>, or S3-compatible object storage when configured. Keys are random, so a stored
 * picture never changes under its name. The dumps and exports (server/exports) are kept the same
 * way, under names of their own and in a folder of their own, as they are written: a stream,
 * never whole in memory.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { STORED_IMAGES_PREFIX } from '../images/sources';

/** How a file stored under a chosen name is sent to browsers. */
export interface StreamedFileOptions {
  contentType: string;
  cacheControl: string;
}

/** Where a request for a stored file is answered from: a file of this machine, or the object storage's public URL. */
type StoredFileLocation = { file: string } | { redirect: string };

export interface FileStorage {
  /** Stores the bytes under a new key in the folder and answers the key. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Where a browser fetches the image stored under the key. */
  url(key: string): string;
  /**
   * Stores a stream under the key as it arrives, replacing what was there only once the whole
   * stream is stored (readers get the old file or the new one, never half of one); answers the
   * bytes stored. A stream that fails leaves the old file as it was.
   */
  putStream(key: string, body: Readable, options: StreamedFileOptions): Promise<{ bytes: number }>;
  /** Removes what is stored under the key; nothing happens when there is nothing. */
  remove(key: string): Promise<void>;
  /** Where a request for the key is answered from. */
  locate(key: string): StoredFileLocation;
}

const partialFileOf = (file: string) => `${file}.partial`;

export function localFileStorage(storeDir: string): FileStorage {
  const fileOf = (key: string) => path.join(storeDir, key);
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return key;
    },
    url: (key) => `${STORED_IMAGES_PREFIX}${key}`,
    async putStream(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its place and renamed over it: a rename replaces the file in one step. One
      // writer at a time per key (dumps take turns, exports have keys of their own), so the name
      // of the unfinished file is known and removed with the key, also after a crash.
      const partial = partialFileOf(file);
      let bytes = 0;
      try {
        await pipeline(
          body,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              bytes += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(partial),
        );
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { bytes };
    },
    async remove(key) {
      await Promise.all([rm(fileOf(key), { force: true }), rm(partialFileOf(fileOf(key)), { force: true })]);
    },
    locate: (key) => ({ file: fileOf(key) }),
  };
}

/** The S3 storage the settings name (its SDK loaded only then), or null when they name none. */
async function s3StorageFor(config: Config): Promise<FileStorage | null> {
  if (!config.S3_BUCKET) return null;
  const { s3ImageStorage } = await import('./s3-storage');
  return s3ImageStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    publicUrl: config.S3_PUBLIC_URL!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  });
}

/** The storage the settings name: S3 when a bucket is set, else the data folder. */
export async function imageStorageFor(config: Config, dataDir: string): Promise<FileStorage> {
  return (await s3StorageFor(config)) ?? localFileStorage(path.join(dataDir, 'images'));
}

/**
 * Where the dumps and exports are kept: the same S3 bucket as the pictures (under dumps/ and
 * exports/), or a folder of their own beside the pictures', which the site serves itself: the
 * pictures' folder is served as never changing, and a dump changes under its name.
 */
export async function exportStorageFor(config: Config, dataDir: string): Promise<FileStorage> {
  return (await s3StorageFor(config)) ?? localFileStorage(path.join(dataDir, 'exports'));
}
