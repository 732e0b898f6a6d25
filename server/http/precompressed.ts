/**
 * Static files answered from the brotli or gzip copy the build made beside each one
 * (`scripts/precompress-assets.ts`), brotli first when the browser accepts it, the file itself
 * otherwise; with `Vary: Accept-Encoding` so caches keep them apart. A path that is not valid
 * percent-encoding names no file: it goes on to the pages, which answer it with the 404 page in
 * its language (the library would answer a bare 400).
 */
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

type ServeStaticOptions = NonNullable<expressStaticGzip.ExpressStaticGzipOptions['serveStatic']>;

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function precompressed(root: string, serveStatic: ServeStaticOptions): RequestHandler {
  const files = expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic }) as RequestHandler;
  return (req, res, next) => (decodable(req.path) ? files(req, res, next) : next());
}
