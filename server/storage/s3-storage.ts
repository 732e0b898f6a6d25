/**
 * Uploaded pictures in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO), as production keeps them.
 * Keys are random and never reused, so every object may be cached forever. Dumps and exports are
 * streamed in under names of their own: in parts (S3's multipart upload), one part in memory at a
 * time, so a file of gigabytes takes no more memory than a part.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { logger } from '../observability/logger';
import type { FileStorage, StreamedFileOptions } from './file-storage';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** S3 takes parts of at least 5 MiB (the last one aside) and at most 10,000 of them: 8 MiB parts hold files up to 80 GB. */
const PART_BYTES = 8 * 1024 * 1024;

export function s3ImageStorage(options: {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
  forcePathStyle?: boolean;
  client?: S3Client;
  /** The size of a streamed file's parts (tests make it small, to store a small file in several parts). */
  partBytes?: number;
}): FileStorage {
  const client =
    options.client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  const base = options.publicUrl.replace(/\/+$/, '');
  const partBytes = options.partBytes ?? PART_BYTES;
  const Bucket = options.bucket;

  async function putStream(Key: string, body: Readable, { contentType, cacheControl }: StreamedFileOptions): Promise<{ bytes: number }> {
    const headers = { Bucket, Key, ContentType: contentType, CacheControl: cacheControl };
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let bytes = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    const sendPart = async () => {
      uploadId ??= (await client.send(new CreateMultipartUploadCommand(headers))).UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) }));
      parts.push({ ETag, PartNumber });
      pending = [];
      pendingBytes = 0;
    };
    try {
      // Reading waits while a part is sent: the stream's producer is held back meanwhile.
      for await (const chunk of body as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        bytes += chunk.length;
        if (pendingBytes >= partBytes) await sendPart();
      }
      if (!uploadId) {
        // Smaller than one part: one plain upload.
        await client.send(new PutObjectCommand({ ...headers, Body: Buffer.concat(pending) }));
        return { bytes };
      }
      if (pendingBytes > 0) await sendPart();
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      return { bytes };
    } catch (error) {
      // The parts sent so far would be kept (and billed) until aborted; the object under the key stays as it was.
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
          .catch((abortError: unknown) => logger.warn({ err: abortError, key: Key }, 'An unfinished upload could not be aborted'));
      }
      throw error;
    }
  }

  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await client.send(
        new PutObjectCommand({
          Bucket,
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
    putStream,
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    locate: (key) => ({ redirect: `${base}/${key}` }),
  };
}
