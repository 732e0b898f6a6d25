/**
 * RSS 2.0 and Atom 1.0 feeds of a language: "Today on Daypedia", one item a day for the last
 * week up to today (days change at midnight UTC), each summing up the day's entries as its page
 * shows them; and the newest articles published in the language. Published text only.
 */
import escapeHtml from 'escape-html';
import { Feed, type Item } from 'feed';
import { formatExactDate } from '#shared/date-format';
import type { Locale } from '#shared/locales';
import { dayPath, entryPath, exactDatePath, homePath, readingFeedPath, type EntryPageKind, type FeedFormat, type ReadingFeed } from '#shared/paths';
import type { Context } from '../graphql/context';
import { dayHighlights } from '../entries/day-sections';
import { PUBLISHED, type EntryView } from '../entries/views';
import { feedIntl, nameAsShown } from './feed-intl';

/** Today and the six days before it. */
const TODAY_FEED_DAYS = 7;
/** The newest articles a feed lists. */
const NEW_ARTICLES_IN_FEED = 30;
/** Entries of each section an item of the day names. */
const ENTRIES_PER_SECTION = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

interface FeedOptions {
  locale: Locale;
  origin: string;
  now: Date;
}

function newFeed({ locale, origin }: FeedOptions, feed: ReadingFeed, updated: Date): Feed {
  const intl = feedIntl(locale);
  const id = feed === 'today' ? 'today' : 'newArticles';
  return new Feed({
    id: `${origin}${readingFeedPath(locale, feed, 'atom')}`,
    title: intl.formatMessage({ id: `feeds.${id}.title` }),
    description: intl.formatMessage({ id: `feeds.${id}.description` }),
    link: `${origin}${homePath(locale)}`,
    language: locale,
    updated,
    generator: 'Daypedia',
    favicon: `${origin}/favicon.ico`,
    feedLinks: { rss: `${origin}${readingFeedPath(locale, feed, 'rss')}`, atom: `${origin}${readingFeedPath(locale, feed, 'atom')}` },
  });
}

function written(feed: Feed, format: FeedFormat): string {
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

type Section = 'events' | 'births' | 'deaths';
const SECTION_YEAR: Record<Section, (view: EntryView) => number | null> = {
  events: (v) => v.entry.year,
  births: (v) => v.entry.birthYear,
  deaths: (v) => v.entry.deathYear,
};

function entryLink(origin: string, view: EntryView): string {
  const name = escapeHtml(nameAsShown(view.locale, view.article.title, view.article.fallbackFrom));
  return `<a href="${escapeHtml(`${origin}${entryPath(view.locale, view.entry.kind as EntryPageKind, view.article.slug)}`)}">${name}</a>`;
}

/** The days of the feed, today (UTC) first. */
function recentDays(now: Date): { year: number; month: number; day: number; start: Date }[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: TODAY_FEED_DAYS }, (_, i) => {
    const start = new Date(today - i * DAY_MS);
    return { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate(), start };
  });
}

export async function todayFeed(ctx: Context, format: FeedFormat, options: FeedOptions): Promise<string> {
  const { locale, origin, now } = options;
  const intl = feedIntl(locale);
  const days = recentDays(now);
  const feed = newFeed(options, 'today', days[0].start);
  const highlights = await Promise.all(days.map((d) => dayHighlights(ctx, { locale, month: d.month, day: d.day, year: d.year }, ENTRIES_PER_SECTION)));
  days.forEach((d, i) => {
    const day = highlights[i];
    const counts = [
      day.holidays.length ? intl.formatMessage({ id: 'day.countHolidays' }, { count: day.holidays.length }) : null,
      day.events.total ? intl.formatMessage({ id: 'day.countEvents' }, { count: day.events.total }) : null,
      day.births.total ? intl.formatMessage({ id: 'day.countBirths' }, { count: day.births.total }) : null,
      day.deaths.total ? intl.formatMessage({ id: 'day.countDeaths' }, { count: day.deaths.total }) : null,
    ].filter((c): c is string => c !== null);
    const summary = counts.length ? intl.formatList(counts, { type: 'conjunction' }) : intl.formatMessage({ id: 'day.emptyDay' });
    const parts = [`<p>${escapeHtml(summary)}</p>`];
    if (day.holidays.length)
      parts.push(
        `<h3>${escapeHtml(intl.formatMessage({ id: 'day.holidays' }))}</h3>`,
        `<ul>${day.holidays.map((v) => `<li>${entryLink(origin, v)}</li>`).join('')}</ul>`,
      );
    for (const section of ['events', 'births', 'deaths'] as const) {
      if (!day[section].entries.length) continue;
      const year = SECTION_YEAR[section];
      parts.push(
        `<h3>${escapeHtml(intl.formatMessage({ id: `day.${section}` }))}</h3>`,
        `<ul>${day[section].entries.map((v) => `<li>${year(v) ?? ''}${year(v) === null ? '' : ' – '}${entryLink(origin, v)}</li>`).join('')}</ul>`,
      );
    }
    const date = { year: d.year, month: d.month, day: d.day };
    const item: Item = {
      title: formatExactDate(locale, date),
      // The exact date's address names the day for good: the same item in every reading.
      id: `${origin}${exactDatePath(locale, date)}`,
      guid: `${origin}${exactDatePath(locale, date)}`,
      link: `${origin}${dayPath(locale, date)}`,
      date: d.start,
      published: d.start,
      description: summary,
      content: parts.join(''),
    };
    feed.addItem(item);
  });
  return written(feed, format);
}

export async function newArticlesFeed(ctx: Context, format: FeedFormat, options: FeedOptions): Promise<string> {
  const { locale, origin, now } = options;
  const articles = await ctx.db.article.findMany({
    where: {
      locale,
      ...PUBLISHED,
      // Written in this language, with a text: not a name borrowed from another, not a catalogue holiday's bare facts.
      fallbackFrom: null,
      bodyHtml: { not: '' },
      entry: { listed: true, kind: { in: ['EVENT', 'PERSON', 'HOLIDAY'] } },
    },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: NEW_ARTICLES_IN_FEED,
    select: { slug: true, title: true, summary: true, publishedAt: true, updatedAt: true, entry: { select: { kind: true } } },
  });
  const feed = newFeed(options, 'new-articles', articles[0]?.publishedAt ?? now);
  for (const article of articles) {
    const link = `${origin}${entryPath(locale, article.entry.kind as EntryPageKind, article.slug)}`;
    feed.addItem({
      title: article.title,
      id: link,
      guid: link,
      link,
      date: article.publishedAt!,
      published: article.publishedAt!,
      description: article.summary || undefined,
    });
  }
  return written(feed, format);
}
