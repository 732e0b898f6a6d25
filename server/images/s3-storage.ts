/**
 * Uploaded pictures in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO), as production keeps them.
 * Keys are random and never reused, so every object may be cached forever.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ImageStorage } from './storage';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function s3ImageStorage(options: {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
  forcePathStyle?: boolean;
  client?: S3Client;
}): ImageStorage {
  const client =
    options.client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  const base = options.publicUrl.replace(/\/+$/, '');
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypes[extension.toLowerCase()] ?? 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return key;
    },
    url(key: string) {
      return `${base}/${key}`;
    },
  };
}
