/**
 * GET /og/<locale>/<kind>/<slug>.png: a page's link preview picture. Only addresses the site
 * links are answered: a day, a date an entry is listed on, an entry's slug (og-cards.ts); anything
 * else is a 404 and nothing is drawn. Each picture is drawn once and kept in memory under a name
 * made from what it shows, so a changed title gets a new picture; the kept pictures take a bounded
 * number of bytes (the least recently asked for go first) and are drawn anew after a day, so no
 * number of addresses fills memory or disk. Pictures are drawn one at a time with a short line of
 * waiting requests; browsers and shared caches keep them for a week.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { parseOgImagePath, type OgImagePage } from '#shared/og-images';
import { OG_CARD_VERSION, renderOgCard, type OgCard } from './og-card';

/** Pictures waiting to be drawn; past that a request is asked to come back. */
const MAX_WAITING = 16;
/** Some 1,800 pictures of about 18 KB. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface OgImageOptions {
  cardOf(page: OgImagePage): Promise<OgCard | null>;
  /** Bytes the kept pictures may take together. */
  maxBytes?: number;
  /** How long a picture is kept. */
  maxAgeMs?: number;
}

export interface OgImages extends RequestHandler {
  /** What the kept pictures take. */
  readonly bytes: number;
  /** How many pictures were drawn since the start. */
  readonly drawn: number;
}

export function createOgImages({ cardOf, maxBytes = MAX_BYTES, maxAgeMs = MAX_AGE_MS }: OgImageOptions): OgImages {
  const drawing = pLimit(1);
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length, ttl: maxAgeMs, ttlAutopurge: true });
  const running = new Map<string, Promise<Buffer>>();
  let drawn = 0;

  async function draw(card: OgCard, key: string): Promise<Buffer> {
    const png = await drawing(() => renderOgCard(card));
    drawn++;
    kept.set(key, png);
    return png;
  }

  const handler: RequestHandler = async (req, res, next) => {
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
      const png = job ? null : kept.get(key);
      if (png) {
        res.type('image/png').send(png);
        return;
      }
      if (!job) {
        if (drawing.pendingCount >= MAX_WAITING) {
          res.status(503).set('Retry-After', '5').type('text/plain').send('Busy drawing pictures; try again shortly.');
          return;
        }
        job = draw(card, key).finally(() => running.delete(key));
        running.set(key, job);
      }
      res.type('image/png').send(await job);
    } catch (error) {
      next(error);
    }
  };
  return Object.defineProperties(handler, {
    bytes: { get: () => kept.calculatedSize },
    drawn: { get: () => drawn },
  }) as OgImages;
}
