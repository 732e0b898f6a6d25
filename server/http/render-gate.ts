/**
 * How many pages are rendered at once. Rendering a page (its loaders' GraphQL, then React) is
 * work for the processor and memory until its last byte is written: React streams the page,
 * and the stream holds the render (its data, its Apollo cache) until it ends, some 100 MB for a
 * day of thousands of entries. Two cores gain nothing from rendering ten pages at once, and the
 * heap would not hold them, so a few render while the rest wait in line, in order. A page gives
 * its place up when its answer is written or its reader is gone, or after HOLD_MS at most. When
 * the line is full the reader gets a short page in their language asking them to come back in a
 * few seconds (503 with Retry-After), and nothing is rendered for it.
 */
import escapeHtml from 'escape-html';
import type { NextFunction, Request, Response } from 'express';
import pLimit from 'p-limit';
import { LOCALES, type Locale } from '#shared/locales';
import { localeOfPath } from '#shared/paths';
import { siteMessages } from './site-messages';

const RETRY_AFTER_S = 5;
/** A page that takes longer (a reader downloading it very slowly) gives its place up all the same. */
const HOLD_MS = 10_000;

export interface RenderGate {
  /** Express middleware in front of the page handler: lets a request through when it may render. */
  admit(req: Request, res: Response, next: NextFunction): void;
  /** Pages rendering now. */
  readonly rendering: number;
  /** Pages waiting for their turn. */
  readonly waiting: number;
}

export function createRenderGate({ atOnce, queue, holdMs = HOLD_MS }: { atOnce: number; queue: number; holdMs?: number }): RenderGate {
  const limit = pLimit(atOnce);
  const busyPage = busyPages();

  return {
    get rendering() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
    admit(req, res, next) {
      if (limit.pendingCount >= queue) {
        res
          .status(503)
          .set({ 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': 'no-store' })
          .type('html')
          .send(busyPage(localeOfPath(req.path)));
        return;
      }
      // Closed while waiting: nothing is rendered for it. Closed while rendering: its place is free.
      let closed = false;
      let leave: (() => void) | undefined;
      res.once('close', () => {
        closed = true;
        leave?.();
      });
      void limit(
        () =>
          new Promise<void>((done) => {
            if (closed || req.socket.destroyed) return done();
            const timer = setTimeout(done, holdMs);
            leave = () => {
              clearTimeout(timer);
              done();
            };
            next();
          }),
      );
    },
  };
}

/** The refusal, in the language of the page asked for; the words are the site's own messages. */
function busyPages(): (locale: Locale) => string {
  const pages = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const messages = siteMessages(locale);
    const title = escapeHtml(messages['busy.title'] ?? '');
    const message = escapeHtml(messages['busy.message'] ?? '');
    pages.set(
      locale,
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>${message}</p></main></body></html>`,
    );
  }
  return (locale) => pages.get(locale) ?? pages.get('en')!;
}
