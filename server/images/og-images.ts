/**
 * GET /og/<locale>/<kind>/<slug>.png: a page's link preview picture. Each is drawn once and kept
 * on disk under a name made from what it shows, so a changed title gets a new picture. Only
 * addresses the site writes are answered (anything else is a 404 before the database is asked),
 * and pictures are drawn one at a time with a short line of waiting requests.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import pLimit from 'p-limit';
import { parseOgImagePath, type OgImagePage } from '../../client/shared/og-images';
import { OG_CARD_VERSION, renderOgCard, type OgCard } from './og-card';

/** Pictures waiting to be drawn; past that a request is asked to come back. */
const MAX_WAITING = 16;

export interface OgImageOptions {
  cacheDir: string;
  cardOf(page: OgImagePage): Promise<OgCard | null>;
}

export function createOgImages({ cacheDir, cardOf }: OgImageOptions): RequestHandler {
  const drawing = pLimit(1);
  const running = new Map<string, Promise<Buffer>>();

  async function pictureOf(card: OgCard, key: string): Promise<Buffer> {
    const file = path.join(cacheDir, `${key}.png`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return kept;
    const png = await drawing(() => renderOgCard(card));
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, png);
    await rename(partial, file);
    return png;
  }

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The address as sent: Express has not decoded it, and the mount point is still in it.
    const page = parseOgImagePath(req.originalUrl.split('?')[0]);
    try {
      const card = page ? await cardOf(page) : null;
      if (!card) {
        res.status(404).type('text/plain').send('No such image.');
        return;
      }
      const key = createHash('sha256')
        .update(JSON.stringify([OG_CARD_VERSION, card.locale, card.title, card.date]))
        .digest('base64url')
        .slice(0, 32);
      res.set({ ETag: `"${key}"`, 'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400' });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      let job = running.get(key);
      if (!job) {
        if (drawing.pendingCount >= MAX_WAITING) {
          res.status(503).set('Retry-After', '5').type('text/plain').send('Busy drawing pictures; try again shortly.');
          return;
        }
        job = pictureOf(card, key).finally(() => running.delete(key));
        running.set(key, job);
      }
      res.type('image/png').send(await job);
    } catch (error) {
      next(error);
    }
  };
}
