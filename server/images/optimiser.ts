/**
 * The image optimisation endpoint: GET /_image?url=…&w=…&q=… answers a picture of the site as
 * WebP, resized to one of the screen widths (never enlarged). Results are kept on disk, so each
 * variant is computed once; browsers and CDNs may keep them too.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import { z } from 'zod';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '#shared/images';
import { MAX_INPUT_PIXELS, tooManyPixels } from './pixel-limit';
import { findImageSource, RefusedSource, type ImageSourceFolders } from './sources';

class UnreadablePicture extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const query = z.object({
  url: z.string({ error: 'url is required' }).min(1, 'url is required').max(2048, 'url is too long'),
  w: z.coerce
    .number({ error: 'w must be a number' })
    .int('w must be a whole number')
    .refine((w) => IMAGE_WIDTHS.includes(w), `w must be one of ${IMAGE_WIDTHS.join(', ')}`),
  q: z.coerce
    .number({ error: 'q must be a number' })
    .int('q must be a whole number')
    .min(1, 'q must be 1 to 100')
    .max(100, 'q must be 1 to 100')
    .default(DEFAULT_IMAGE_QUALITY),
});

export interface ImageOptimiserOptions extends ImageSourceFolders {
  cacheDir: string;
}

export function createImageOptimiser({ cacheDir, ...folders }: ImageOptimiserOptions): RequestHandler {
  const running = new Map<string, Promise<Buffer>>();

  async function render(file: string, width: number, quality: number, cacheFile: string): Promise<Buffer> {
    const cached = await readFile(cacheFile).catch(() => null);
    if (cached) return cached;
    const metadata = await sharp(file)
      .metadata()
      .catch(() => null);
    if (!metadata?.format) throw new UnreadablePicture('The file is not a picture.', 415);
    if (tooManyPixels(metadata)) throw new UnreadablePicture('The picture has too many pixels to be resized.', 413);
    // A whole header does not promise whole pixels: a cut-off file fails only while decoding.
    const webp = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer()
      .catch(() => {
        throw new UnreadablePicture('The file is not a picture.', 415);
      });
    await mkdir(cacheDir, { recursive: true });
    const partial = `${cacheFile}.${process.pid}.part`;
    await writeFile(partial, webp);
    await rename(partial, cacheFile);
    return webp;
  }

  return async (req, res, next) => {
    const parsed = query.safeParse(req.query);
    if (!parsed.success) {
      res
        .status(400)
        .type('text/plain')
        .send(parsed.error.issues.map((i) => i.message).join('\n'));
      return;
    }
    const { url, w, q } = parsed.data;
    try {
      const source = await findImageSource(url, folders);
      if (!source) {
        res.status(404).type('text/plain').send('No such image.');
        return;
      }
      const key = createHash('sha256').update(`${source.file}\n${source.version}\n${w}\n${q}`).digest('base64url').slice(0, 32);
      res.set({
        ETag: `"${key}"`,
        'Cache-Control': source.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400, stale-while-revalidate=604800',
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      let job = running.get(key);
      if (!job) {
        job = render(source.file, w, q, path.join(cacheDir, `${key}.webp`)).finally(() => running.delete(key));
        running.set(key, job);
      }
      res.type('image/webp').send(await job);
    } catch (error) {
      if (error instanceof RefusedSource) res.status(400).type('text/plain').send(error.message);
      else if (error instanceof UnreadablePicture) res.status(error.status).type('text/plain').send(error.message);
      else if (error instanceof Error && /unsupported image format|Input (file|buffer) (is missing|contains unsupported)/i.test(error.message))
        res.status(415).type('text/plain').send('The file is not a picture.');
      else next(error);
    }
  };
}
