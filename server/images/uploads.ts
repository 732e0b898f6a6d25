/**
 * Pictures members upload: recognised by their content (not their name), at most 5 MB, JPEG,
 * PNG or WebP, re-encoded as WebP so that no metadata (location, camera) survives.
 */
import sharp from 'sharp';
import { PICTURE_MAX_BYTES } from '../../client/app/lib/account-rules';
import type { Database } from '../db/prisma';
import type { Image } from '../generated/prisma/client';
import type { ImageStorage } from './storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class RefusedUpload extends Error {
  constructor(readonly code: 'image-too-large' | 'unsupported-format', readonly status: number) {
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
  { db, storage }: { db: Database; storage: ImageStorage },
  { ownerId, bytes, folder, shape }: { ownerId: string; bytes: Buffer; folder: string; shape: PictureShape },
): Promise<Image> {
  if (bytes.length > PICTURE_MAX_BYTES) throw new RefusedUpload('image-too-large', 413);
  // sharp refuses an empty buffer at once, before it reads anything.
  if (bytes.length === 0) throw new RefusedUpload('unsupported-format', 415);
  const picture = sharp(bytes);
  const metadata = await picture.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new RefusedUpload('unsupported-format', 415);
  const resize = shape.square ? { width: shape.size, height: shape.size, fit: 'cover' as const } : { width: shape.size, withoutEnlargement: true };
  const { data, info } = await picture
    .rotate().resize(resize).webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
  const storageKey = await storage.put(folder, data, 'webp');
  return db.image.create({ data: { ownerId, storageKey, mimeType: 'image/webp', width: info.width, height: info.height, bytes: data.length } });
}
