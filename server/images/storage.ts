/**
 * Where uploaded pictures are kept: files under DATA_DIR/images, served at /images/<key>.
 * Keys are random, so a stored picture never changes under its name.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ImageStorage {
  /** Stores the bytes under a new key in the folder and answers the key. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
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
  };
}
