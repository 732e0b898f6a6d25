/**
 * Tells every instance that published content changed, so each can drop what it cached.
 *
 * An announcement names what changed (`article:12`, `comments:7`, `author:<uid>` …, read by the
 * dumps) and, when the change is known well enough, the tags of the pages that show it
 * (server/http/page-tags.ts): an approved article drops its entry's pages, its days, months and years and
 * the listings; a comment its entry's pages; a profile its author page. A change whose tags are not
 * known (a holiday, a personal entry's listing, a notification sent by hand, a reconnection) drops
 * every page.
 *
 * The payload is `what`, then a line with the tags as JSON when there are any, so a notification
 * without them (an older instance, `SELECT pg_notify('daypedia_content', 'holiday')`) still reads.
 */
import { authorTag, dayTag, LISTINGS_TAG, monthTag, slugTag, yearTag } from '../http/page-tags';
import { listen, notify } from './notifications';
import type { Database } from './prisma';

export const CONTENT_CHANNEL = 'daypedia_content';

/** PostgreSQL refuses a payload of 8000 bytes or more; past this, the change drops everything. */
const MAX_PAYLOAD = 7000;

/** The tags of the pages a change shows on, or null when every page may show it. */
export type ContentTags = readonly string[] | null;

/** An entry's own pages (and their comments pages), by its articles' slugs. */
async function entryTags(db: Database, entryId: number): Promise<string[]> {
  const articles = await db.article.findMany({ where: { entryId }, select: { locale: true, slug: true } });
  return articles.map((a) => slugTag(a.locale, a.slug));
}

/** An approved article: its entry's pages, every day, month and year it is listed on, its author's page and the listings. */
async function articleTags(db: Database, articleId: number): Promise<string[] | null> {
  const article = await db.article.findUnique({
    where: { id: articleId },
    select: {
      authorId: true,
      entry: { select: { id: true, kind: true, ...DATES } },
    },
  });
  // A holiday falls on days its rule computes, year by year: no address names them all.
  if (!article || article.entry.kind === 'HOLIDAY') return null;
  const { entry } = article;
  const tags = [LISTINGS_TAG, ...(await entryTags(db, entry.id)), ...datedTags(entry)];
  if (article.authorId) tags.push(authorTag(article.authorId));
  return tags;
}

/** The columns of an entry's dates. */
const DATES = {
  year: true,
  month: true,
  day: true,
  birthYear: true,
  birthMonth: true,
  birthDay: true,
  deathYear: true,
  deathMonth: true,
  deathDay: true,
} as const;

type Dates = { [K in keyof typeof DATES]: number | null };

/** Every day, month and year page an entry is listed on. */
function datedTags(entry: Dates): string[] {
  const tags: string[] = [];
  for (const [year, month, day] of [
    [entry.year, entry.month, entry.day],
    [entry.birthYear, entry.birthMonth, entry.birthDay],
    [entry.deathYear, entry.deathMonth, entry.deathDay],
  ]) {
    if (month !== null && day !== null) tags.push(dayTag(month, day), monthTag(month));
    if (year !== null) tags.push(yearTag(year));
  }
  return tags;
}

/** The pages that show these entries (not holidays): their own pages, every day, month and year they are listed on, and the listings. */
export async function entriesPageTags(db: Database, entryIds: readonly number[]): Promise<string[]> {
  const entries = await db.entry.findMany({ where: { id: { in: [...entryIds] } }, select: { ...DATES, articles: { select: { locale: true, slug: true } } } });
  const tags = new Set([LISTINGS_TAG]);
  for (const entry of entries) {
    for (const tag of datedTags(entry)) tags.add(tag);
    for (const a of entry.articles) tags.add(slugTag(a.locale, a.slug));
  }
  return [...tags];
}

const CHANGE = /^(author|comments|article):(.+)$/;

/** The tags of the pages a change shows on, as far as `what` tells; null when unknown. */
async function tagsOfChange(db: Database, what: string): Promise<ContentTags> {
  const [, kind, id] = CHANGE.exec(what) ?? [];
  // A display name shows on many pages (under articles, in reviews): those refresh when they expire.
  if (kind === 'author') return [authorTag(id)];
  if (!/^\d{1,9}$/.test(id ?? '')) return null;
  if (kind === 'comments') return entryTags(db, Number(id));
  if (kind === 'article') return articleTags(db, Number(id));
  return null;
}

/**
 * Announces a change to every instance. Without `tags`, they are worked out from `what` (null:
 * every page); a lookup that fails announces the change without them.
 */
export async function announceContentChange(db: Database, what = '', tags?: ContentTags): Promise<void> {
  const known = tags !== undefined ? tags : await tagsOfChange(db, what).catch(() => null);
  const payload = known ? `${what}\n${JSON.stringify([...new Set(known)])}` : what;
  await notify(db, CONTENT_CHANNEL, Buffer.byteLength(payload) < MAX_PAYLOAD ? payload : what);
}

/** What an announcement says: what changed, and the tags of the pages it shows on (null: all). */
export function readAnnouncement(payload: string): { what: string; tags: ContentTags } {
  const newline = payload.indexOf('\n');
  if (newline === -1) return { what: payload, tags: null };
  const what = payload.slice(0, newline);
  try {
    const tags = JSON.parse(payload.slice(newline + 1)) as unknown;
    if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')) return { what, tags };
  } catch {
    // Unreadable tags: every page.
  }
  return { what, tags: null };
}

/** Calls `onChange` for every announcement from any instance; a reconnection counts as a change of everything. */
export function listenForContentChanges(databaseUrl: string, onChange: (what: string, tags: ContentTags) => void): Promise<{ close(): Promise<void> }> {
  return listen(
    databaseUrl,
    CONTENT_CHANNEL,
    (payload) => {
      const { what, tags } = readAnnouncement(payload);
      onChange(what, tags);
    },
    () => onChange('', null),
  );
}
