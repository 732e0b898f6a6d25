/**
 * The subscriptions' addresses: holiday calendars, members' personal calendars and the reading
 * feeds, in every language (paths in shared/paths.ts). Public ones are kept a minute in
 * memory, as pages are, and by browsers and shared caches for a while; a personal calendar is
 * never stored anywhere (its address is its only key, and a reset must end it at once).
 */
import express, { type Router } from 'express';
import { LRUCache } from 'lru-cache';
import type { Context } from '../graphql/context';
import { feedRequestOf, type FeedRequest } from './feed-paths';
import { countryHolidayCalendar, holidayCountryOf, singleHolidayCalendar } from './holiday-calendars';
import { personalCalendarIcs } from './personal-calendars';
import { newArticlesFeed, todayFeed } from './reading-feeds';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const FEED_TYPES = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' } as const;
/** Holiday dates do not change in a day; names change when a translation is approved. */
const CALENDAR_CACHE_CONTROL = 'public, max-age=3600';
/** A new article or a new day is worth a reader's look within minutes. */
const FEED_CACHE_CONTROL = 'public, max-age=600';
/** How long an instance keeps a public feed it wrote, as the page cache keeps pages. */
const KEPT_MS = 60_000;

interface Answer {
  body: string;
  type: string;
  cacheControl: string;
  /** The file's name, and whether it is a file to open once (a download) rather than a calendar to subscribe to. */
  file?: { name: string; download: boolean };
}

export interface FeedRoutesOptions {
  /** A fresh context, as a visitor's request has. */
  contextOf: () => Context;
  origin: string;
  /** The time the feeds are written at; the clock by default. */
  now?: () => Date;
}

async function answerOf(request: FeedRequest, ctx: Context, origin: string, now: Date): Promise<Answer | null> {
  const options = { locale: request.locale, origin, now };
  switch (request.kind) {
    case 'country-holidays': {
      const country = holidayCountryOf(request.country);
      if (!country) return null;
      const body = await countryHolidayCalendar(ctx, country, options);
      return { body, type: CALENDAR_TYPE, cacheControl: CALENDAR_CACHE_CONTROL, file: { name: `holidays-${request.country}.ics`, download: false } };
    }
    case 'holiday': {
      const body = await singleHolidayCalendar(ctx, request.slug, options);
      return body === null ? null : { body, type: CALENDAR_TYPE, cacheControl: CALENDAR_CACHE_CONTROL, file: { name: `${request.slug}.ics`, download: true } };
    }
    case 'personal': {
      const body = await personalCalendarIcs(ctx.db, request.secret, options);
      return body === null ? null : { body, type: CALENDAR_TYPE, cacheControl: 'no-store' };
    }
    case 'reading': {
      const body = await (request.feed === 'today' ? todayFeed : newArticlesFeed)(ctx, request.format, options);
      return { body, type: FEED_TYPES[request.format], cacheControl: FEED_CACHE_CONTROL };
    }
  }
}

export function createFeedRoutes({ contextOf, origin, now = () => new Date() }: FeedRoutesOptions): Router {
  const router = express.Router();
  const kept = new LRUCache<string, Answer>({ max: 200, ttl: KEPT_MS });
  router.get(['/calendars/*rest', '/feeds/*rest', '/:locale/calendars/*rest', '/:locale/feeds/*rest'], async (req, res, next) => {
    const request = feedRequestOf(req.path);
    if (!request) return next();
    try {
      const shared = request.kind !== 'personal';
      let answer = shared ? kept.get(req.path) : undefined;
      if (!answer) {
        const found = await answerOf(request, contextOf(), origin, now());
        if (!found) return next();
        answer = found;
        if (shared) kept.set(req.path, answer);
      }
      // A single holiday's dates are a file to open in a calendar program; the others are subscribed to.
      if (answer.file?.download) res.attachment(answer.file.name);
      else if (answer.file) res.set('Content-Disposition', `inline; filename="${answer.file.name}"`);
      res.set({ 'Content-Type': answer.type, 'Cache-Control': answer.cacheControl });
      if (request.kind === 'personal') res.set('X-Robots-Tag', 'noindex');
      res.send(answer.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
