/**
 * Pictures members upload: recognised by their content (not their name), at most 5 MB, JPEG,
 * PNG or WebP, re-encoded as WebP so that no metadata (location, camera) survives.
 */
import sharp from 'sharp';
import { PICTURE_MAX_BYTES } from '#shared/account-rules';
import type { Database } from '../db/prisma';
import type { Image } from '../generated/prisma/client';
import { MAX_INPUT_PIXELS, tooManyPixels } from './pixel-limit';
import type { FileStorage } from '../storage/file-storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class RefusedUpload extends Error {
  constructor(
    readonly code: 'image-too-large' | 'image-too-many-pixels' | 'unsupported-format',
    readonly status: number,
  ) {
    super(code);
  }
}

export interface PictureShape {
  /** A square of this many pixels (profile pictures), or at most this width (article pictures). */
  size: number;
  square: boolean;
}

/** Checks and re-encodes an upload, stores it and records it as the member's image. */
export async function storeUploadedPicture(
  { db, storage }: { db: Database; storage: FileStorage },
  { ownerId, bytes, folder, shape }: { ownerId: string; bytes: Buffer; folder: string; shape: PictureShape },
): Promise<Image> {
  const { data, info } = await encodePicture(bytes, shape);
  const storageKey = await storage.put(folder, data, 'webp');
  return db.image.create({ data: { ownerId, storageKey, mimeType: 'image/webp', width: info.width, height: info.height, bytes: data.length } });
}

/**
 * Checks picture bytes as an upload is checked (size, format by content, pixels) and re-encodes
 * them as WebP of the shape, without metadata. Uploads and the importer's Commons pictures (server/import) use it.
 */
export async function encodePicture(bytes: Buffer, shape: PictureShape): Promise<{ data: Buffer; info: { width: number; height: number } }> {
  if (bytes.length > PICTURE_MAX_BYTES) throw new RefusedUpload('image-too-large', 413);
  // sharp refuses an empty buffer at once, before it reads anything.
  if (bytes.length === 0) throw new RefusedUpload('unsupported-format', 415);
  // metadata() reads only the header (with a pixel limit it would refuse a bomb as unreadable);
  // the limit then also guards the decode itself.
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new RefusedUpload('unsupported-format', 415);
  if (tooManyPixels(metadata)) throw new RefusedUpload('image-too-many-pixels', 413);
  const resize = shape.square ? { width: shape.size, height: shape.size, fit: 'cover' as const } : { width: shape.size, withoutEnlargement: true };
  // A header can be whole while the pixels after it are cut off or corrupt: not a picture either.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(resize)
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new RefusedUpload('unsupported-format', 415);
    });
}
