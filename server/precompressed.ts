/**
 * Static files answered from the brotli or gzip copy the build made beside each one
 * (`scripts/precompress-assets.ts`), brotli first when the browser accepts it, the file itself
 * otherwise; with `Vary: Accept-Encoding` so caches keep them apart.
 */
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

type ServeStaticOptions = NonNullable<expressStaticGzip.ExpressStaticGzipOptions['serveStatic']>;

export function precompressed(root: string, serveStatic: ServeStaticOptions): RequestHandler {
  return expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic }) as RequestHandler;
}
