/**
 * Where uploaded pictures are kept: files under DATA_DIR/images, served at /images/<key>, or
 * S3-compatible object storage when configured. Keys are random, so a stored picture never
 * changes under its name.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { STORED_IMAGES_PREFIX } from './sources';

export interface ImageStorage {
  /** Stores the bytes under a new key in the folder and answers the key. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Where a browser fetches the image stored under the key. */
  url(key: string): string;
}

export function localImageStorage(storeDir: string): ImageStorage {
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const file = path.join(storeDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return key;
    },
    url: (key) => `${STORED_IMAGES_PREFIX}${key}`,
  };
}

/** The storage the settings name: S3 when a bucket is set (its SDK loaded only then), else the data folder. */
export async function imageStorageFor(config: Config, dataDir: string): Promise<ImageStorage> {
  if (!config.S3_BUCKET) return localImageStorage(path.join(dataDir, 'images'));
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
