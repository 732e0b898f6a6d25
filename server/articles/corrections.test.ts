/**
 * Corrections of published articles: a rewrite keeps what the published article has (its cover
 * or none, a text shorter than a new article needs) and changes it only on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { aMember, anImage } from '../../tests/setup/factories';
import { approve, ENTRY_PAGE, okOn, SAVE_DRAFT, START_ARTICLE, START_REWRITE, SUBMIT_ARTICLE } from '../../tests/setup/operations';
import type { ArticleDraftInput, Locale } from '../../tests/graphql/graphql';
import { BODY_MIN_LENGTH, TITLE_MIN_LENGTH } from '#shared/article-rules';
import type { Article, Image, User } from '../generated/prisma/client';
import { seedDemoContent } from '../seed/index';
import { textOf } from './plain-text';

let t: TestDatabase;
let ada: User;
let bob: User;
let carla: User;
let rita: User;

beforeAll(async () => {
  t = await createTestDatabase();
  [ada, bob, carla, rita] = await Promise.all([
    aMember(t.db, { uid: 'ada' }),
    aMember(t.db, { uid: 'bob' }),
    aMember(t.db, { uid: 'carla' }),
    aMember(t.db, { uid: 'rita', role: 'REVIEWER' }),
  ]);
  await seedDemoContent(t.db, 2026);
});

afterAll(() => t?.close());

const ok = okOn(() => t.db);
const rewrite = async (user: User, entryId: number, locale: Locale = 'en') => {
  const result = (await ok(START_REWRITE, { entryId: String(entryId), locale }, user)).startRewrite;
  expect(result.errors).toEqual([]);
  return result.revision!;
};
const save = async (user: User, id: string, input: ArticleDraftInput) => (await ok(SAVE_DRAFT, { id, input }, user)).saveArticleDraft;
const submit = async (user: User, id: string, input: ArticleDraftInput) => (await ok(SUBMIT_ARTICLE, { id, input, rules: true }, user)).submitArticle;
const readerSees = async (article: Article, kind: 'EVENT' | 'PERSON' | 'HOLIDAY') =>
  (await ok(ENTRY_PAGE, { locale: article.locale, kind, slug: article.slug }, null)).entry!;
/** A cover as a draft answers it. */
const coverOf = (image: Image) => ({ id: image.id, url: `/images/${image.storageKey}` });

/** A seeded article of that kind and language, one no other test here corrects. */
const used = new Set<number>();
async function seeded(kind: 'EVENT' | 'PERSON' | 'HOLIDAY', locale: string, where: Record<string, unknown> = {}): Promise<Article> {
  const article = await t.db.article.findFirstOrThrow({
    where: { locale: locale as Article['locale'], entry: { kind }, id: { notIn: [...used] }, ...where },
    orderBy: { id: 'asc' },
  });
  used.add(article.id);
  return article;
}

/** The article's text with one word changed, as a member correcting a detail would. */
const corrected = (bodyHtml: string, from: string | RegExp, to: string) => {
  const next = bodyHtml.replace(from, to);
  expect(next).not.toBe(bodyHtml);
  return next;
};

describe('correcting a seeded article that has no cover', () => {
  it('needs no cover, and publishes the correction still without one', async () => {
    const article = await seeded('EVENT', 'en');
    expect(article.coverImageId).toBeNull();
    const draft = await rewrite(bob, article.entryId);
    expect(draft).toMatchObject({ coverImage: null, limits: { coverRequired: false } });

    const bodyHtml = corrected(draft.bodyHtml, /\bthe\b/, 'THE');
    // As the editor sends it: the cover stated explicitly, and there is none.
    const sent = await submit(bob, draft.id, { title: draft.title, bodyHtml, coverImageId: null });
    expect(sent.errors).toEqual([]);
    expect(sent.revision!.status).toBe('PENDING');
    expect(await readerSees(article, 'EVENT')).toMatchObject({ bodyHtml: article.bodyHtml });

    await approve(t.db, rita, draft.id);
    const seen = await readerSees(article, 'EVENT');
    expect(seen.bodyHtml).toBe(bodyHtml);
    expect(seen.coverImage).toBeNull();
  });

  it('adds a cover the member uploads on purpose', async () => {
    const article = await seeded('PERSON', 'en');
    const draft = await rewrite(carla, article.entryId);
    const cover = await anImage(t.db, { owner: carla });
    expect((await submit(carla, draft.id, { title: draft.title, bodyHtml: draft.bodyHtml, coverImageId: cover.id })).errors).toEqual([]);
    await approve(t.db, rita, draft.id);
    expect((await readerSees(article, 'PERSON')).coverImage).toEqual({ url: `/images/${cover.storageKey}` });
  });

  it('still demands a cover of a new article', async () => {
    const started = (await ok(START_ARTICLE, { input: { locale: 'en', kind: 'EVENT', date: { year: 1905, month: 6, day: 30 } } }, ada)).startNewArticle;
    expect(started.revision!.limits).toEqual({ coverRequired: true, titleMinLength: TITLE_MIN_LENGTH, textMinLength: BODY_MIN_LENGTH });
    const article = await seeded('EVENT', 'en');
    const sent = await submit(ada, started.revision!.id, { title: 'Special relativity is published', bodyHtml: article.bodyHtml, coverImageId: null });
    expect(sent.errors).toEqual([{ field: 'coverImageId', code: 'COVER_REQUIRED' }]);
  });
});

describe('rewriting an article that has a cover', () => {
  let article: Article;
  let cover: Image;

  beforeAll(async () => {
    article = await seeded('EVENT', 'en');
    cover = await anImage(t.db, { owner: ada });
    const draft = await rewrite(ada, article.entryId);
    expect((await submit(ada, draft.id, { title: draft.title, bodyHtml: draft.bodyHtml, coverImageId: cover.id })).errors).toEqual([]);
    await approve(t.db, rita, draft.id);
    expect((await readerSees(article, 'EVENT')).coverImage).toEqual({ url: `/images/${cover.storageKey}` });
  });

  it('keeps the cover when the correction leaves it alone', async () => {
    const draft = await rewrite(bob, article.entryId);
    expect(draft.coverImage).toEqual(coverOf(cover));
    const bodyHtml = corrected(draft.bodyHtml, /\bthe\b/, 'the very');
    // A client that says nothing about the cover keeps it.
    expect((await save(bob, draft.id, { title: draft.title, bodyHtml })).revision!.coverImage).toEqual(coverOf(cover));
    expect((await submit(bob, draft.id, { title: draft.title, bodyHtml })).errors).toEqual([]);
    await approve(t.db, rita, draft.id);
    expect(await readerSees(article, 'EVENT')).toMatchObject({ bodyHtml, coverImage: { url: `/images/${cover.storageKey}` } });
  });

  it('removes the cover when the member removes it', async () => {
    const draft = await rewrite(carla, article.entryId);
    expect(draft.coverImage).toEqual(coverOf(cover));
    const sent = await submit(carla, draft.id, { title: draft.title, bodyHtml: draft.bodyHtml, coverImageId: null });
    expect(sent.errors).toEqual([]);
    // Readers keep seeing the cover until the removal is approved.
    expect((await readerSees(article, 'EVENT')).coverImage).toEqual({ url: `/images/${cover.storageKey}` });
    await approve(t.db, rita, draft.id);
    expect((await readerSees(article, 'EVENT')).coverImage).toBeNull();
  });

  it('keeps the cover a draft was copied with, even after the article changed its cover', async () => {
    const target = await seeded('EVENT', 'en');
    const first = await anImage(t.db, { owner: ada });
    const start = await rewrite(ada, target.entryId);
    expect((await submit(ada, start.id, { title: start.title, bodyHtml: start.bodyHtml, coverImageId: first.id })).errors).toEqual([]);
    await approve(t.db, rita, start.id);

    const carlasDraft = await rewrite(carla, target.entryId);
    expect(carlasDraft.coverImage).toEqual(coverOf(first));
    const second = await anImage(t.db, { owner: bob });
    const bobsDraft = await rewrite(bob, target.entryId);
    expect((await submit(bob, bobsDraft.id, { title: bobsDraft.title, bodyHtml: bobsDraft.bodyHtml, coverImageId: second.id })).errors).toEqual([]);
    await approve(t.db, rita, bobsDraft.id);

    const saved = await save(carla, carlasDraft.id, { title: carlasDraft.title, bodyHtml: carlasDraft.bodyHtml, coverImageId: first.id });
    expect(saved.errors).toEqual([]);
    expect(saved.revision!.coverImage).toEqual(coverOf(first));
  });
});

describe('correcting articles shorter than a new article may be', () => {
  it('lets a short Chinese text be corrected without lengthening it, but not shortened further', async () => {
    const article = await seeded('EVENT', 'zh');
    const length = textOf(article.bodyHtml).length;
    expect(length).toBeLessThan(BODY_MIN_LENGTH);
    expect(article.title.length).toBeLessThan(TITLE_MIN_LENGTH);
    const draft = await rewrite(bob, article.entryId, 'zh');
    expect(draft.limits).toEqual({ coverRequired: false, titleMinLength: article.title.length, textMinLength: length });

    const shortened = draft.bodyHtml.replace(/<p>[^<]*<\/p>$/, '');
    expect(textOf(shortened).length).toBeLessThan(length);
    expect((await submit(bob, draft.id, { title: draft.title, bodyHtml: shortened, coverImageId: null })).errors).toEqual([
      { field: 'bodyHtml', code: 'CONTENT_TOO_SHORT' },
    ]);
    expect((await submit(bob, draft.id, { title: draft.title.slice(0, -1), bodyHtml: draft.bodyHtml, coverImageId: null })).errors).toEqual([
      { field: 'title', code: 'TITLE_TOO_SHORT' },
    ]);

    const bodyHtml = corrected(draft.bodyHtml, /。/, '；');
    expect((await submit(bob, draft.id, { title: draft.title, bodyHtml, coverImageId: null })).errors).toEqual([]);
    await approve(t.db, rita, draft.id);
    expect((await readerSees(article, 'EVENT')).bodyHtml).toBe(bodyHtml);
  });

  it('lets a holiday known only by its name have its name corrected', async () => {
    const article = await seeded('HOLIDAY', 'de', { fallbackFrom: null, bodyHtml: '' });
    const draft = await rewrite(carla, article.entryId, 'de');
    expect(draft.limits).toMatchObject({ coverRequired: false, textMinLength: 0 });
    const title = `${article.title} (korrigiert)`;
    expect((await submit(carla, draft.id, { title, bodyHtml: '', coverImageId: null })).errors).toEqual([]);
    await approve(t.db, rita, draft.id);
    expect(await readerSees(article, 'HOLIDAY')).toMatchObject({ title, coverImage: null });
  });
});

describe('the first step of a new article', () => {
  it('titles only a person with the name, whatever else the form sent', async () => {
    const event = (await ok(START_ARTICLE, { input: { locale: 'en', kind: 'EVENT', personName: 'Ada Lovelace', date: { year: 1843, month: 9, day: 1 } } }, ada))
      .startNewArticle;
    expect(event.errors).toEqual([]);
    expect(event.revision!.title).toBe('');
    const person = (
      await ok(
        START_ARTICLE,
        {
          input: {
            locale: 'en',
            kind: 'PERSON',
            personName: 'Ada Lovelace',
            date: { year: 1843, month: 9, day: 1 },
            birth: { year: 1815, month: 12, day: 10 },
          },
        },
        ada,
      )
    ).startNewArticle;
    expect(person.revision!.title).toBe('Ada Lovelace');
  });
});
