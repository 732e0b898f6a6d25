import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { announceContentChange, CONTENT_CHANNEL, listenForContentChanges, readAnnouncement, type ContentTags } from './content-changes';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

/** What the instances hear of one announcement. */
async function heardOf(announce: () => Promise<unknown>): Promise<{ what: string; tags: ContentTags }> {
  const heard: { what: string; tags: ContentTags }[] = [];
  const listener = await listenForContentChanges(t.url, (what, tags) => heard.push({ what, tags }));
  try {
    await announce();
    await expect.poll(() => heard.length).toBe(1);
    return heard[0];
  } finally {
    await listener.close();
  }
}

describe('content change announcements', () => {
  it('reach every listener, as they would reach every instance', async () => {
    const heard: string[][] = [[], []];
    const listeners = await Promise.all(heard.map((list) => listenForContentChanges(t.url, (what) => list.push(what))));
    await announceContentChange(t.db, 'entry:42');
    await expect.poll(() => heard).toEqual([['entry:42'], ['entry:42']]);
    await Promise.all(listeners.map((l) => l.close()));
  });

  it("tag a member's profile with their author page alone", async () => {
    expect(await heardOf(() => announceContentChange(t.db, 'author:u-17'))).toEqual({ what: 'author:u-17', tags: ['author:u-17'] });
  });

  it("tag an approved article with its entry's pages in every language, its days, months and years, its author and the listings", async () => {
    const author = await aMember(t.db);
    // Born 10 December 1815, died 27 November 1852.
    const person = await anEntry(t.db, {
      kind: 'PERSON',
      createdBy: author,
      articles: [
        { locale: 'en', title: 'Ada Lovelace', slug: 'ada-lovelace-tags' },
        { locale: 'de', title: 'Ada Lovelace', slug: 'ada-lovelace-tags' },
      ],
    });
    const { what, tags } = await heardOf(() => announceContentChange(t.db, `article:${person.articles[1].id}`));
    expect(what).toBe(`article:${person.articles[1].id}`);
    expect([...(tags ?? [])].sort()).toEqual(
      [
        'listings',
        'slug:en:ada-lovelace-tags',
        'slug:de:ada-lovelace-tags',
        `author:${author.uid}`,
        'day:12-10',
        'month:12',
        'year:1815',
        'day:11-27',
        'month:11',
        'year:1852',
      ].sort(),
    );
  });

  it("tag comments with their entry's pages", async () => {
    const entry = await anEntry(t.db, { articles: [{ locale: 'fr', title: 'Apollo 11', slug: 'apollo-11-tags' }] });
    expect(await heardOf(() => announceContentChange(t.db, `comments:${entry.id}`))).toEqual({
      what: `comments:${entry.id}`,
      tags: ['slug:fr:apollo-11-tags'],
    });
  });

  it('leave a change they cannot place untagged, which drops every page', async () => {
    const holiday = await anEntry(t.db, { kind: 'HOLIDAY' });
    for (const what of ['personal-entries', '', `article:${holiday.articles[0].id}`, 'article:999999999', 'comments:x']) {
      expect((await heardOf(() => announceContentChange(t.db, what))).tags, what).toBeNull();
    }
    // As a notification sent by hand, or by an instance that does not tag.
    expect(await heardOf(() => t.db.$executeRaw`SELECT pg_notify(${CONTENT_CHANNEL}, 'holiday')`)).toEqual({ what: 'holiday', tags: null });
  });

  it('read a payload whose tags are not a list of words as a change of everything', () => {
    expect(readAnnouncement('article:1\n{"a":1}')).toEqual({ what: 'article:1', tags: null });
    expect(readAnnouncement('article:1\n[1,2]')).toEqual({ what: 'article:1', tags: null });
    expect(readAnnouncement('article:1\nnot json')).toEqual({ what: 'article:1', tags: null });
    expect(readAnnouncement('article:1\n["day:3-14"]')).toEqual({ what: 'article:1', tags: ['day:3-14'] });
  });
});
