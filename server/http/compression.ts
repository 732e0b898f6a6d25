/**
 * Gzip for every answer of Express (the `compression` middleware), with one repair. compression
 * hands the listeners of a response's 'drain' event to its zlib stream but not their removal, so
 * a writer that waits for 'drain' and then removes its listener, as React Router's does for each
 * chunk of a streamed page, leaves one listener behind per wait: a long page piles up dozens on
 * the stream and Node warns of a leak. Here a response keeps its own 'drain' listeners and gives
 * the stream a single one that passes the event on, so removing a listener removes it.
 */
import { EventEmitter } from 'node:events';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Listener = (...args: unknown[]) => void;

export function compressAnswers(): RequestHandler[] {
  return [compression(), ownDrainListeners];
}

function ownDrainListeners(_req: Request, res: Response, next: NextFunction): void {
  const { on, removeListener } = res;
  // Made when a writer first waits for 'drain': most answers never do.
  let drains: EventEmitter | undefined;
  res.on = res.addListener = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return on.call(this, event, listener);
    if (!drains) {
      const own = (drains = new EventEmitter());
      on.call(this, 'drain', () => own.emit('drain'));
    }
    drains.on('drain', listener);
    return this;
  } as Response['on'];
  res.removeListener = res.off = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return removeListener.call(this, event, listener);
    drains?.removeListener('drain', listener);
    return this;
  } as Response['removeListener'];
  next();
}
