import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, statementShapes, type TestDatabase } from '../../tests/setup/test-database';
import { aMember, anImage } from '../../tests/setup/factories';
import {
  DAY_LISTS,
  ENTRY_PAGE,
  okOn,
  refusedAsUnauthorised,
  REVIEW_ARTICLE,
  SAVE_DRAFT,
  START_ARTICLE,
  START_REWRITE,
  startEvent,
  STATS,
  SUBMIT_ARTICLE,
} from '../../tests/setup/operations';
import { graphql } from '../../tests/graphql';
import type { ArticleDraftInput, Locale, NewArticleInput, ReviewDecision, RevisionFieldsFragment, StatsQuery } from '../../tests/graphql/graphql';
import type { Image, User } from '../generated/prisma/client';
import { execute } from '../testing';

let t: TestDatabase;
let ada: User;
let bob: User;
let carla: User;
let rita: User;
let root: User;

beforeAll(async () => {
  t = await createTestDatabase();
  [ada, bob, carla, rita, root] = await Promise.all([
    aMember(t.db, { uid: 'ada' }),
    aMember(t.db, { uid: 'bob' }),
    aMember(t.db, { uid: 'carla' }),
    aMember(t.db, { uid: 'rita', role: 'REVIEWER' }),
    aMember(t.db, { uid: 'root', role: 'ADMIN' }),
  ]);
});

afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// Operations, as the site's pages send them (those other tests send too are in tests/setup/operations.ts).

const MY_ARTICLES = graphql(`
  query MyArticles {
    myArticles(first: 50) {
      edges {
        node {
          id
          articleId
          status
          title
          rejectionReason
          path
        }
      }
    }
  }
`);
const DRAFT = graphql(`
  query ArticleDraft($id: ID!) {
    articleDraft(id: $id) {
      id
      status
      title
      bodyHtml
      rejectionReason
    }
  }
`);
const QUEUE = graphql(`
  query ReviewQueue {
    reviewQueue(first: 50) {
      edges {
        node {
          id
          title
          author {
            uid
          }
        }
      }
    }
  }
`);

const ok = okOn(() => t.db);

const imgTag = (image: Image, alt = 'A picture') => `<img src="/images/${image.storageKey}" alt="${alt}">`;

/** A body of well over 300 characters of text. */
const prose = (topic: string) =>
  `<p>${topic} is remembered on this day. </p>` +
  '<p>Witnesses described the scene in letters that survive in the city archive, and newspapers of the following week printed long reports. </p>' +
  '<p>Historians still debate the causes, but agree that the consequences reached far beyond the city and shaped the decades that followed. </p>';

const save = async (user: User | null, id: string, input: ArticleDraftInput) => (await ok(SAVE_DRAFT, { id, input }, user)).saveArticleDraft;
const submit = async (user: User | null, id: string, input: ArticleDraftInput, rules = true) =>
  (await ok(SUBMIT_ARTICLE, { id, input, rules }, user)).submitArticle;
const review = async (user: User | null, id: string, decision: ReviewDecision, reason?: string | null) =>
  (await ok(REVIEW_ARTICLE, { id, decision, reason }, user)).reviewArticle;
const myArticles = async (user: User) => (await ok(MY_ARTICLES, {}, user)).myArticles.edges.map((e) => e.node);
const queueIds = async (reviewer: User) => (await ok(QUEUE, {}, reviewer)).reviewQueue.edges.map((e) => e.node.id);
const eventsOn = async (month: number, day: number, locale: Locale = 'en') => (await ok(DAY_LISTS, { month, day, locale }, null)).day!.events;
const storedRevision = (id: string) => t.db.revision.findUniqueOrThrow({ where: { id: Number(id) } });

/** A complete article, sent to review and approved: what readers can already see. */
async function publishedEvent(author: User, title: string, date: { year: number; month: number; day: number }) {
  const draft = await startEvent(t.db, author, date);
  const cover = await anImage(t.db, { owner: author });
  const inBody = await anImage(t.db, { owner: author });
  const bodyHtml = `${prose(title)}<p>${imgTag(inBody)}</p>`;
  expect(
    (await submit(author, draft.id, { title, bodyHtml, coverImageId: cover.id, referenceText: 'City archive', referenceUrl: 'https://example.org/archive' }))
      .errors,
  ).toEqual([]);
  const approved = await review(rita, draft.id, 'APPROVE');
  expect(approved.errors).toEqual([]);
  const slug = approved.revision!.path!.split('/').pop()!;
  const entryId = (await ok(ENTRY_PAGE, { locale: 'en', kind: 'EVENT', slug }, null)).entry!.id;
  return { revisionId: draft.id, articleId: draft.articleId, entryId, slug, cover, inBody, title, bodyHtml: (await storedRevision(draft.id)).bodyHtml };
}

// ---------------------------------------------------------------------------------------------

describe('starting a new article', () => {
  const counts = async () => ({ entries: await t.db.entry.count(), articles: await t.db.article.count(), revisions: await t.db.revision.count() });

  it.each<[string, Omit<NewArticleInput, 'locale'>, unknown]>([
    ['no type', {}, [{ field: 'kind', code: 'TYPE_REQUIRED' }]],
    [
      'a person without a name',
      { kind: 'PERSON', personName: '  ', birth: { year: 1815, month: 12, day: 10 } },
      [{ field: 'personName', code: 'PERSON_NAME_REQUIRED' }],
    ],
    ['a person without dates', { kind: 'PERSON', personName: 'Ada Lovelace' }, [{ field: 'birth', code: 'AT_LEAST_ONE_DATE' }]],
    ['an event in the year 999', { kind: 'EVENT', date: { year: 999, month: 5, day: 1 } }, [{ field: 'date', code: 'INVALID_YEAR' }]],
    ['an event in the year 2101', { kind: 'EVENT', date: { year: 2101, month: 5, day: 1 } }, [{ field: 'date', code: 'INVALID_YEAR' }]],
    ['a person born in 999', { kind: 'PERSON', personName: 'Old', birth: { year: 999, month: 1, day: 1 } }, [{ field: 'birth', code: 'INVALID_YEAR' }]],
    ['an event without a day', { kind: 'EVENT', date: { year: 1969, month: 7 } }, [{ field: 'date', code: 'DATE_REQUIRED' }]],
    ['a holiday without a date', { kind: 'HOLIDAY' }, [{ field: 'date', code: 'DATE_REQUIRED' }]],
    ['an event on 30 February', { kind: 'EVENT', date: { year: 2000, month: 2, day: 30 } }, [{ field: 'date', code: 'INVALID_DATE' }]],
    ['an event on 29 February of a common year', { kind: 'EVENT', date: { year: 2023, month: 2, day: 29 } }, [{ field: 'date', code: 'INVALID_DATE' }]],
    [
      'a death before the birth',
      { kind: 'PERSON', personName: 'Backwards', birth: { year: 1900, month: 1, day: 2 }, death: { year: 1900, month: 1, day: 1 } },
      [{ field: 'death', code: 'DEATH_BEFORE_BIRTH' }],
    ],
  ])('refuses %s with its reason and creates nothing', async (_name, input, errors) => {
    const before = await counts();
    const data = await ok(START_ARTICLE, { input: { locale: 'en', ...input } }, ada);
    expect(data.startNewArticle).toEqual({ revision: null, errors });
    expect(await counts()).toEqual(before);
  });

  it('starts a person as an unlisted draft titled with the name', async () => {
    const data = await ok(
      START_ARTICLE,
      { input: { locale: 'de', kind: 'PERSON', personName: '  Ada Lovelace ', birth: { year: 1815, month: 12, day: 10 } } },
      ada,
    );
    expect(data.startNewArticle.errors).toEqual([]);
    expect(data.startNewArticle.revision).toMatchObject({ status: 'DRAFT', title: 'Ada Lovelace' });
    const article = await t.db.article.findUniqueOrThrow({ where: { id: Number(data.startNewArticle.revision!.articleId) }, include: { entry: true } });
    expect(article).toMatchObject({ locale: 'de', publishedAt: null, authorId: 'ada' });
    expect(article.entry).toMatchObject({ kind: 'PERSON', listed: false, birthYear: 1815, birthMonth: 12, birthDay: 10, deathYear: null, createdById: 'ada' });
    expect((await ok(DAY_LISTS, { month: 12, day: 10, locale: 'de' }, null)).day!.births).toEqual([]);
  });
});

describe('writing, review and publication of a new event', () => {
  const date = { year: 1955, month: 12, day: 1 };
  let draft: { id: string; articleId: string };
  let bobsDraft: { id: string };
  let cover: Image;
  let bodyPicture: Image;
  const title = 'Rosa Parks refuses to give up her seat';
  const complete = () => ({
    title,
    bodyHtml: `${prose('The Montgomery bus protest')}<p>${imgTag(bodyPicture, 'The bus')}</p>`,
    coverImageId: cover.id,
    referenceText: 'Archive',
    referenceUrl: 'https://example.org/parks',
  });

  beforeAll(async () => {
    cover = await anImage(t.db, { owner: ada });
    bodyPicture = await anImage(t.db, { owner: ada });
  });

  it('starts as a draft only its author sees listed, and is not on its day', async () => {
    draft = await startEvent(t.db, ada, date);
    expect(draft).toMatchObject({ status: 'DRAFT' });
    const saved = await save(ada, draft.id, { title: 'Rosa Parks', bodyHtml: '<p>First notes.</p>' });
    expect(saved.errors).toEqual([]);
    expect(saved.revision).toMatchObject({ status: 'DRAFT', title: 'Rosa Parks', bodyHtml: '<p>First notes.</p>', textLength: 12 });
    expect(await myArticles(ada)).toContainEqual(expect.objectContaining({ id: draft.id, status: 'DRAFT', title: 'Rosa Parks', path: null }));
    expect(await myArticles(bob)).toEqual([]);
    expect(await eventsOn(12, 1)).toEqual([]);
  });

  it('refuses an incomplete submission with every reason, but keeps what was written', async () => {
    const refused = await submit(ada, draft.id, { title: 'Parks', bodyHtml: '<p>Too short to be an article.</p>' }, false);
    expect(refused.revision).toBeNull();
    expect(refused.errors.map((e) => e.code).sort()).toEqual(['CONTENT_TOO_SHORT', 'COVER_REQUIRED', 'RULES_NOT_ACCEPTED', 'TITLE_TOO_SHORT']);
    expect(refused.errors).toContainEqual({ field: 'coverImageId', code: 'COVER_REQUIRED' });
    const stored = (await ok(DRAFT, { id: draft.id }, ada)).articleDraft;
    expect(stored).toMatchObject({ status: 'DRAFT', title: 'Parks', bodyHtml: '<p>Too short to be an article.</p>' });
  });

  it('refuses a complete article until the rules are confirmed', async () => {
    const refused = await submit(ada, draft.id, complete(), false);
    expect(refused.errors).toEqual([{ field: 'rulesAccepted', code: 'RULES_NOT_ACCEPTED' }]);
    expect((await storedRevision(draft.id)).status).toBe('DRAFT');
  });

  it('sends a complete article to review, where reviewers see it (oldest submission first) but readers do not', async () => {
    const sent = await submit(ada, draft.id, complete());
    expect(sent.errors).toEqual([]);
    expect(sent.revision!.status).toBe('PENDING');
    expect(sent.revision!.submittedAt).toEqual(expect.any(String));

    bobsDraft = await startEvent(t.db, bob, { year: 1963, month: 8, day: 28 });
    const bobsCover = await anImage(t.db, { owner: bob });
    expect(
      (await submit(bob, bobsDraft.id, { title: 'The March on Washington', bodyHtml: prose('The March on Washington'), coverImageId: bobsCover.id })).errors,
    ).toEqual([]);

    const queue = await queueIds(rita);
    expect(queue.filter((id) => id === draft.id || id === bobsDraft.id)).toEqual([draft.id, bobsDraft.id]);
    expect(await myArticles(ada)).toContainEqual(expect.objectContaining({ id: draft.id, status: 'PENDING' }));
    expect(await eventsOn(12, 1)).toEqual([]);
    expect(await eventsOn(8, 28)).toEqual([]);
  });

  it('needs a reason of at least 10 characters to reject', async () => {
    expect((await review(rita, draft.id, 'REJECT')).errors).toEqual([{ field: 'reason', code: 'REASON_REQUIRED' }]);
    expect((await review(rita, draft.id, 'REJECT', '   too short  ')).errors).toEqual([{ field: 'reason', code: 'REASON_REQUIRED' }]);
    expect((await review(rita, draft.id, 'REJECT', 'x'.repeat(1001))).errors).toEqual([{ field: 'reason', code: 'REASON_TOO_LONG' }]);
    expect(await storedRevision(draft.id)).toMatchObject({ status: 'PENDING', rejectionReason: null, reviewerId: null });
  });

  it('shows the author a rejection with its reason, and takes it off the queue', async () => {
    const reason = 'Please cite a second source for the arrest.';
    const rejected = await review(rita, draft.id, 'REJECT', `  ${reason} `);
    expect(rejected.errors).toEqual([]);
    expect(rejected.revision).toMatchObject({ status: 'REJECTED', rejectionReason: reason, publishedAt: null, path: null });
    expect(await myArticles(ada)).toContainEqual(expect.objectContaining({ id: draft.id, status: 'REJECTED', rejectionReason: reason }));
    expect(await queueIds(rita)).not.toContain(draft.id);
    expect((await review(rita, draft.id, 'APPROVE')).errors).toEqual([{ field: 'revisionId', code: 'REVISION_NOT_PENDING' }]);
    expect(await eventsOn(12, 1)).toEqual([]);
  });

  it('lets the author fix a rejected article and send it again, behind those sent earlier', async () => {
    const fixed = await save(ada, draft.id, { ...complete(), referenceText: 'Second source' });
    expect(fixed.errors).toEqual([]);
    expect(fixed.revision).toMatchObject({
      status: 'REJECTED',
      referenceText: 'Second source',
      rejectionReason: 'Please cite a second source for the arrest.',
    });

    const again = await submit(ada, draft.id, { ...complete(), referenceText: 'Second source' });
    expect(again.errors).toEqual([]);
    expect(again.revision).toMatchObject({ status: 'PENDING', rejectionReason: null });
    const queue = await queueIds(rita);
    expect(queue.filter((id) => id === draft.id || id === bobsDraft.id)).toEqual([bobsDraft.id, draft.id]);
  });

  it('publishes an approved article on its day, in its language, at its own address', async () => {
    const before = (await ok(STATS, {}, null)).stats;
    const approved = await review(rita, draft.id, 'APPROVE');
    expect(approved.errors).toEqual([]);
    expect(approved.revision).toMatchObject({ status: 'APPROVED', rejectionReason: null, path: '/events/rosa-parks-refuses-to-give-up-her-seat' });
    expect(new Date(approved.revision!.publishedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storedRevision(draft.id)).toMatchObject({ status: 'APPROVED', reviewerId: 'rita' });

    expect(await eventsOn(12, 1)).toEqual([{ title, path: '/events/rosa-parks-refuses-to-give-up-her-seat' }]);
    expect(await eventsOn(12, 1, 'de')).toEqual([]);
    const entry = (await ok(ENTRY_PAGE, { locale: 'en', kind: 'EVENT', slug: 'rosa-parks-refuses-to-give-up-her-seat' }, null)).entry!;
    expect(entry).toMatchObject({
      title,
      path: '/events/rosa-parks-refuses-to-give-up-her-seat',
      date: { iso: '1955-12-01' },
      coverImage: { url: `/images/${cover.storageKey}` },
      referenceText: 'Second source',
      referenceUrl: 'https://example.org/parks',
    });
    expect(entry.bodyHtml).toContain(`<img src="/images/${bodyPicture.storageKey}" alt="The bus" />`);
    expect(entry.summary).toMatch(/^The Montgomery bus protest is remembered on this day\./);
    expect((await ok(ENTRY_PAGE, { locale: 'en', kind: 'PERSON', slug: 'rosa-parks-refuses-to-give-up-her-seat' }, null)).entry).toBeNull();

    const after = (await ok(STATS, {}, null)).stats;
    expect(after.total).toBe(before.total + 1);
    const events = (s: StatsQuery['stats']) => s.byKind.find((k) => k.kind === 'EVENT')?.count ?? 0;
    expect(events(after)).toBe(events(before) + 1);
    const english = (s: StatsQuery['stats']) => s.byLocale.find((l) => l.locale === 'en')?.count ?? 0;
    expect(english(after)).toBe(english(before) + 1);
    expect(await myArticles(ada)).toContainEqual(
      expect.objectContaining({ id: draft.id, status: 'APPROVED', path: '/events/rosa-parks-refuses-to-give-up-her-seat' }),
    );
  });

  it('gives a second article of the same title an address of its own', async () => {
    const second = await startEvent(t.db, carla, { year: 1955, month: 12, day: 1 });
    const carlasCover = await anImage(t.db, { owner: carla });
    await submit(carla, second.id, { title, bodyHtml: prose('Another view of the protest'), coverImageId: carlasCover.id });
    expect((await review(root, second.id, 'APPROVE')).revision!.path).toBe('/events/rosa-parks-refuses-to-give-up-her-seat-2');
    expect((await eventsOn(12, 1)).map((e) => e.path).sort()).toEqual([
      '/events/rosa-parks-refuses-to-give-up-her-seat',
      '/events/rosa-parks-refuses-to-give-up-her-seat-2',
    ]);
  });
});

describe('rewriting a published article', () => {
  let published: Awaited<ReturnType<typeof publishedEvent>>;
  let rewrite: RevisionFieldsFragment;
  const REVIEW_VIEW = graphql(`
    query ReviewView($id: ID!) {
      articleDraft(id: $id) {
        status
        publishedBodyHtml
        titleChanges {
          text
          added
          removed
        }
        bodyChanges {
          text
          added
          removed
        }
      }
    }
  `);

  beforeAll(async () => {
    published = await publishedEvent(ada, 'The Berlin Wall falls tonight', { year: 1989, month: 11, day: 9 });
  });

  const readerSees = async () => (await ok(ENTRY_PAGE, { locale: 'en', kind: 'EVENT', slug: published.slug }, null)).entry!;

  it('starts from a draft copy of the published text, one per member', async () => {
    const data = await ok(START_REWRITE, { entryId: published.entryId, locale: 'en' }, carla);
    expect(data.startRewrite.errors).toEqual([]);
    rewrite = data.startRewrite.revision!;
    expect(rewrite).toMatchObject({
      articleId: published.articleId,
      status: 'DRAFT',
      title: published.title,
      bodyHtml: published.bodyHtml,
      imageCount: 1,
      coverImage: { id: published.cover.id },
      referenceText: 'City archive',
      referenceUrl: 'https://example.org/archive',
    });
    expect(rewrite.id).not.toBe(published.revisionId);
    expect((await ok(START_REWRITE, { entryId: published.entryId, locale: 'en' }, carla)).startRewrite.revision!.id).toBe(rewrite.id);
  });

  it('refuses to rewrite an article that is not published', async () => {
    const unpublished = await startEvent(t.db, bob, { year: 1961, month: 8, day: 13 });
    const { entryId } = await t.db.article.findUniqueOrThrow({ where: { id: Number(unpublished.articleId) } });
    const cases: { entryId: string; locale: Locale }[] = [
      { entryId: String(entryId), locale: 'en' },
      { entryId: published.entryId, locale: 'fr' },
      { entryId: '999999', locale: 'en' },
    ];
    for (const variables of cases) {
      expect((await ok(START_REWRITE, variables, carla)).startRewrite, JSON.stringify(variables)).toEqual({
        revision: null,
        errors: [{ field: 'entryId', code: 'ARTICLE_NOT_FOUND' }],
      });
    }
  });

  it('keeps what readers see until the rewrite is approved', async () => {
    const newBody = published.bodyHtml.replace('is remembered on this day', 'opened to the West on this night');
    expect(newBody).not.toBe(published.bodyHtml);
    // The published article's own picture (another member's) and cover may stay in the rewrite.
    const saved = await save(carla, rewrite.id, {
      title: 'The Berlin Wall opens tonight',
      bodyHtml: newBody,
      coverImageId: published.cover.id,
      referenceText: 'City archive',
      referenceUrl: 'https://example.org/archive',
    });
    expect(saved.errors).toEqual([]);
    expect(saved.revision).toMatchObject({ title: 'The Berlin Wall opens tonight', imageCount: 1, coverImage: { id: published.cover.id } });
    expect(saved.revision!.bodyHtml).toContain(`/images/${published.inBody.storageKey}`);

    const seen = await readerSees();
    expect(seen).toMatchObject({ title: published.title, bodyHtml: published.bodyHtml });
    expect(await eventsOn(11, 9)).toEqual([{ title: published.title, path: `/events/${published.slug}` }]);

    const sent = await submit(carla, rewrite.id, {
      title: 'The Berlin Wall opens tonight',
      bodyHtml: newBody,
      coverImageId: published.cover.id,
      referenceText: 'City archive',
      referenceUrl: 'https://example.org/archive',
    });
    expect(sent.errors).toEqual([]);
    expect((await readerSees()).title).toBe(published.title);
  });

  it('shows reviewers what the rewrite adds and removes', async () => {
    const view = (await ok(REVIEW_VIEW, { id: rewrite.id }, rita)).articleDraft!;
    expect(view.status).toBe('PENDING');
    expect(view.publishedBodyHtml).toBe(published.bodyHtml);
    expect(view.titleChanges).toContainEqual({ text: 'falls', added: false, removed: true });
    expect(view.titleChanges).toContainEqual({ text: 'opens', added: true, removed: false });
    expect(
      view.titleChanges
        .filter((c) => !c.added && !c.removed)
        .map((c) => c.text)
        .join(''),
    ).toBe('The Berlin Wall  tonight');
    const removed = view.bodyChanges
      .filter((c) => c.removed)
      .map((c) => c.text)
      .join('');
    const added = view.bodyChanges
      .filter((c) => c.added)
      .map((c) => c.text)
      .join('');
    expect(removed).toMatch(/remembered/);
    expect(removed).not.toMatch(/West/);
    expect(added).toMatch(/West/);
    expect(added).not.toMatch(/remembered/);
    expect(
      view.bodyChanges
        .filter((c) => !c.added && !c.removed)
        .map((c) => c.text)
        .join(''),
    ).toMatch(/Historians still debate the causes/);
  });

  it('replaces the text readers see once approved, at the same address', async () => {
    const approved = await review(rita, rewrite.id, 'APPROVE');
    expect(approved.errors).toEqual([]);
    expect(approved.revision!.path).toBe(`/events/${published.slug}`);
    const seen = await readerSees();
    expect(seen.title).toBe('The Berlin Wall opens tonight');
    expect(seen.bodyHtml).toContain('opened to the West on this night');
    expect(seen.bodyHtml).not.toContain('is remembered on this day');
    expect(await eventsOn(11, 9)).toEqual([{ title: 'The Berlin Wall opens tonight', path: `/events/${published.slug}` }]);
    // The original author's list still shows their own (approved) revision.
    expect(await myArticles(ada)).toContainEqual(expect.objectContaining({ id: published.revisionId, status: 'APPROVED' }));
    expect(await myArticles(carla)).toContainEqual(expect.objectContaining({ id: rewrite.id, status: 'APPROVED' }));
  });
});

describe('who may write, read and review what', () => {
  let adasDraft: { id: string; articleId: string };
  let adasCover: Image;
  const adasText = () => ({ title: 'The first telephone call', bodyHtml: prose('The first telephone call'), coverImageId: adasCover.id });

  beforeAll(async () => {
    adasCover = await anImage(t.db, { owner: ada });
    adasDraft = await startEvent(t.db, ada, { year: 1876, month: 3, day: 10 });
    expect((await save(ada, adasDraft.id, adasText())).errors).toEqual([]);
  });

  it('refuses visitors every writing and review operation, and their list of articles', async () => {
    const input = { title: 'Vandalised title', bodyHtml: '<p>vandalised</p>' };
    refusedAsUnauthorised(await execute(t.db, START_ARTICLE, { input: { locale: 'en', kind: 'EVENT', date: { year: 2000, month: 1, day: 1 } } }));
    refusedAsUnauthorised(await execute(t.db, START_REWRITE, { entryId: '1', locale: 'en' }));
    refusedAsUnauthorised(await execute(t.db, SAVE_DRAFT, { id: adasDraft.id, input }));
    refusedAsUnauthorised(await execute(t.db, SUBMIT_ARTICLE, { id: adasDraft.id, input, rules: true }));
    refusedAsUnauthorised(await execute(t.db, REVIEW_ARTICLE, { id: adasDraft.id, decision: 'APPROVE' }));
    refusedAsUnauthorised(await execute(t.db, MY_ARTICLES));
    refusedAsUnauthorised(await execute(t.db, DRAFT, { id: adasDraft.id }));
    refusedAsUnauthorised(await execute(t.db, QUEUE));
    expect(await storedRevision(adasDraft.id)).toMatchObject({ title: 'The first telephone call', status: 'DRAFT' });
  });

  it('keeps a member’s draft from other members, who can neither read nor change it', async () => {
    expect((await ok(DRAFT, { id: adasDraft.id }, bob)).articleDraft).toBeNull();
    const notFound = { revision: null, errors: [{ field: 'revisionId', code: 'REVISION_NOT_FOUND' }] };
    expect(await save(bob, adasDraft.id, { title: 'Bob was here, changing it', bodyHtml: '<p>Bob</p>' })).toEqual(notFound);
    const bobsCover = await anImage(t.db, { owner: bob });
    expect(await submit(bob, adasDraft.id, { title: 'Bob was here, changing it', bodyHtml: prose('Bob'), coverImageId: bobsCover.id })).toEqual(notFound);
    // An unknown revision is answered exactly the same way.
    expect(await save(bob, '999999', { title: 'x', bodyHtml: '' })).toEqual(notFound);
    expect(await storedRevision(adasDraft.id)).toMatchObject({ title: 'The first telephone call', status: 'DRAFT', coverImageId: adasCover.id });
    expect((await ok(DRAFT, { id: adasDraft.id }, ada)).articleDraft!.title).toBe('The first telephone call');
  });

  it('keeps the review queue and decisions to reviewers', async () => {
    refusedAsUnauthorised(await execute(t.db, QUEUE, {}, { user: bob }));
    refusedAsUnauthorised(await execute(t.db, REVIEW_ARTICLE, { id: adasDraft.id, decision: 'APPROVE' }, { user: bob }));
    refusedAsUnauthorised(await execute(t.db, REVIEW_ARTICLE, { id: adasDraft.id, decision: 'REJECT', reason: 'Bob does not like it.' }, { user: bob }));
    expect(await storedRevision(adasDraft.id)).toMatchObject({ status: 'DRAFT', reviewerId: null });
  });

  it('lets a reviewer read a draft only once it is submitted, and never change it', async () => {
    expect((await ok(DRAFT, { id: adasDraft.id }, rita)).articleDraft).toBeNull();
    const notFound = { revision: null, errors: [{ field: 'revisionId', code: 'REVISION_NOT_FOUND' }] };
    expect(await save(rita, adasDraft.id, { ...adasText(), title: 'Edited by the reviewer' })).toEqual(notFound);
    expect(await submit(rita, adasDraft.id, adasText())).toEqual(notFound);
    expect((await review(rita, adasDraft.id, 'APPROVE')).errors).toEqual([{ field: 'revisionId', code: 'REVISION_NOT_PENDING' }]);
    expect(await storedRevision(adasDraft.id)).toMatchObject({ status: 'DRAFT', title: 'The first telephone call' });

    expect((await submit(ada, adasDraft.id, adasText())).errors).toEqual([]);
    expect((await ok(DRAFT, { id: adasDraft.id }, rita)).articleDraft).toMatchObject({ status: 'PENDING', title: 'The first telephone call' });
    expect((await ok(DRAFT, { id: adasDraft.id }, root)).articleDraft).toMatchObject({ status: 'PENDING' });
    expect((await ok(DRAFT, { id: adasDraft.id }, bob)).articleDraft).toBeNull();
    expect(await save(rita, adasDraft.id, { ...adasText(), title: 'Edited by the reviewer' })).toEqual(notFound);
  });

  it('keeps a submitted article unchanged until it is decided', async () => {
    const locked = await save(ada, adasDraft.id, { ...adasText(), title: 'Changed while under review' });
    expect(locked).toEqual({ revision: null, errors: [{ field: 'revisionId', code: 'REVISION_NOT_EDITABLE' }] });
    expect((await submit(ada, adasDraft.id, adasText())).errors).toEqual([{ field: 'revisionId', code: 'REVISION_NOT_EDITABLE' }]);
    expect(await storedRevision(adasDraft.id)).toMatchObject({ status: 'PENDING', title: 'The first telephone call' });
  });

  it('does not let a reviewer decide on their own writing', async () => {
    const own = await startEvent(t.db, rita, { year: 1903, month: 12, day: 17 });
    const ritasCover = await anImage(t.db, { owner: rita });
    expect(
      (await submit(rita, own.id, { title: 'The first powered flight', bodyHtml: prose('The first powered flight'), coverImageId: ritasCover.id })).errors,
    ).toEqual([]);
    expect((await review(rita, own.id, 'APPROVE')).errors).toEqual([{ field: 'revisionId', code: 'CANNOT_REVIEW_OWN' }]);
    expect((await review(rita, own.id, 'REJECT', 'Rejecting my own text.')).errors).toEqual([{ field: 'revisionId', code: 'CANNOT_REVIEW_OWN' }]);
    expect((await storedRevision(own.id)).status).toBe('PENDING');
    expect(await eventsOn(12, 17)).toEqual([]);
    // Another reviewer (here an admin) may.
    expect((await review(root, own.id, 'APPROVE')).revision!.status).toBe('APPROVED');
    expect((await eventsOn(12, 17)).map((e) => e.title)).toEqual(['The first powered flight']);
  });

  it('does not let a decided article be edited any more', async () => {
    expect((await review(rita, adasDraft.id, 'APPROVE')).errors).toEqual([]);
    expect((await save(ada, adasDraft.id, { ...adasText(), title: 'Edited after approval' })).errors).toEqual([
      { field: 'revisionId', code: 'REVISION_NOT_EDITABLE' },
    ]);
    expect((await eventsOn(3, 10)).map((e) => e.title)).toEqual(['The first telephone call']);
  });

  it('refuses another member’s picture as cover and drops it from the text', async () => {
    const draft = await startEvent(t.db, carla, { year: 1912, month: 4, day: 15 });
    const carlasOwn = await anImage(t.db, { owner: carla });
    const bobsPicture = await anImage(t.db, { owner: bob });
    const base = { title: 'The Titanic sinks', bodyHtml: '<p>Before.</p>' };
    expect((await save(carla, draft.id, base)).errors).toEqual([]);

    const stolenCover = await save(carla, draft.id, { ...base, title: 'Changed with a stolen cover', coverImageId: bobsPicture.id });
    expect(stolenCover).toEqual({ revision: null, errors: [{ field: 'coverImageId', code: 'IMAGE_NOT_FOUND' }] });
    expect((await submit(carla, draft.id, { ...base, bodyHtml: prose('The Titanic'), coverImageId: bobsPicture.id })).errors).toEqual([
      { field: 'coverImageId', code: 'IMAGE_NOT_FOUND' },
    ]);
    expect(await storedRevision(draft.id)).toMatchObject({ title: 'The Titanic sinks', coverImageId: null, status: 'DRAFT' });

    const mixed = await save(carla, draft.id, {
      ...base,
      bodyHtml: `<p>Own: ${imgTag(carlasOwn, 'own')}</p><p>Borrowed: ${imgTag(bobsPicture, 'borrowed')}</p>`,
      coverImageId: carlasOwn.id,
    });
    expect(mixed.errors).toEqual([]);
    expect(mixed.revision!.bodyHtml).toBe(`<p>Own: <img src="/images/${carlasOwn.storageKey}" alt="own" /></p><p>Borrowed: </p>`);
    expect(mixed.revision).toMatchObject({ imageCount: 1, coverImage: { id: carlasOwn.id } });
    expect((await storedRevision(draft.id)).imageIds).toEqual([carlasOwn.id]);
  });
});

describe('hostile markup in what members write', () => {
  let draft: { id: string };
  let own: Image;

  beforeAll(async () => {
    draft = await startEvent(t.db, bob, { year: 1969, month: 7, day: 20 });
    own = await anImage(t.db, { owner: bob });
  });

  /** The markup itself: the tags with their attribute names, attribute values (escaped text) left out. */
  const markupOf = (html: string) => [...html.matchAll(/<[^>]*>/g)].map(([tag]) => tag.replace(/"[^"]*"/g, '""')).join('');

  it('stores only harmless formatting from a body full of script payloads', async () => {
    const bodyHtml = [
      '<p>Intro<script>alert(1)</script> text</p>',
      '<p><img src=x onerror=alert(1)></p>',
      '<p><a href="javascript:alert(1)">x</a> <a href="JaVaScRiPt:alert(2)">y</a></p>',
      '<svg onload=alert(1)><circle r="5"></circle></svg>',
      '<p><iframe src="https://evil.example/frame"></iframe>Framed</p>',
      '<p onclick="alert(1)" style="color:red"><strong onmouseover="alert(1)">Bold</strong></p>',
      '<p><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data link</a></p>',
      // A hostile client breaks out of the attribute; the editor itself would escape the quote.
      `<p>${imgTag(own, '"><img src=x onerror=alert(1)>')}</p>`,
      `<p><img src="/images/${own.storageKey}" alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"></p>`,
      `<p><img src="/images/${own.storageKey}" onerror="alert(1)" onload="alert(2)"></p>`,
      '<p><a href="https://example.org/ok" onclick="alert(1)">fine link</a></p>',
      '<object data="x.swf"></object><embed src="x.swf"><style>body{display:none}</style>',
    ].join('');
    const saved = await save(bob, draft.id, { title: 'The Moon landing in 1969', bodyHtml });
    expect(saved.errors).toEqual([]);
    const stored = (await storedRevision(draft.id)).bodyHtml;
    expect(saved.revision!.bodyHtml).toBe(stored);

    for (const forbidden of [
      '<script',
      '<iframe',
      '<svg',
      '<object',
      '<embed',
      '<style',
      'javascript:',
      'data:',
      'onerror',
      'onload',
      'onclick',
      'onmouseover',
      'style=',
    ]) {
      expect(markupOf(stored).toLowerCase()).not.toContain(forbidden);
    }
    expect(stored.toLowerCase()).not.toMatch(/<script|<iframe|<svg|javascript:/);
    // Links only lead to the web.
    expect([...stored.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])).toEqual(['https://example.org/ok']);
    // The hostile alt text stays as harmless, escaped text on the member's own picture.
    expect(stored).toContain(`<img src="/images/${own.storageKey}" alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" />`);
    expect(stored).toContain(`<p><img src="/images/${own.storageKey}" /></p>`);
    expect(stored).toContain('<a href="https://example.org/ok" rel="noopener noreferrer nofollow ugc" target="_blank">fine link</a>');
    expect(stored).toContain('<strong>Bold</strong>');
    expect(stored).toContain('Intro text');
    expect(stored).toContain('Framed');
    // Every picture in the stored text is one this site stored.
    expect([...stored.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1])).toEqual(Array(3).fill(`/images/${own.storageKey}`));
    expect(saved.revision!.imageCount).toBe(1);
  });

  it('keeps a title with markup as plain text, exactly as typed', async () => {
    const title = `<script>alert(1)</script> "><img src=x onerror=alert(1)> & the <b>Moon</b>`;
    const saved = await save(bob, draft.id, { title, bodyHtml: '<p>Short.</p>' });
    expect(saved.errors).toEqual([]);
    expect(saved.revision!.title).toBe(title);
    expect((await storedRevision(draft.id)).title).toBe(title);
    expect((await ok(DRAFT, { id: draft.id }, bob)).articleDraft!.title).toBe(title);
  });

  it('keeps a reference text as plain text and refuses script and data links as references', async () => {
    const text = '<img src=x onerror=alert(1)> Source';
    const saved = await save(bob, draft.id, {
      title: 'The Moon landing',
      bodyHtml: '<p>Short.</p>',
      referenceText: text,
      referenceUrl: 'https://example.org/apollo?a=1&b=2',
    });
    expect(saved.errors).toEqual([]);
    expect(saved.revision).toMatchObject({ referenceText: text, referenceUrl: 'https://example.org/apollo?a=1&b=2' });

    for (const referenceUrl of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'https://',
      'ftp://example.org/file',
    ]) {
      const refused = await save(bob, draft.id, { title: 'Changed with a bad link', bodyHtml: '<p>Short.</p>', referenceText: 'x', referenceUrl });
      expect(refused, referenceUrl).toEqual({ revision: null, errors: [{ field: 'referenceUrl', code: 'INVALID_REFERENCE_URL' }] });
    }
    const cover = await anImage(t.db, { owner: bob });
    const submitted = await submit(bob, draft.id, {
      title: 'The Moon landing in 1969',
      bodyHtml: prose('The Moon landing'),
      coverImageId: cover.id,
      referenceUrl: 'javascript:alert(1)',
    });
    expect(submitted.errors).toEqual([{ field: 'referenceUrl', code: 'INVALID_REFERENCE_URL' }]);
    expect(await storedRevision(draft.id)).toMatchObject({
      title: 'The Moon landing',
      referenceText: text,
      referenceUrl: 'https://example.org/apollo?a=1&b=2',
      status: 'DRAFT',
    });
  });

  it('publishes the cleaned text and the title as text, for readers', async () => {
    const cover = await anImage(t.db, { owner: bob });
    const title = 'Apollo 11 <script>alert(1)</script> lands';
    const bodyHtml = `${prose('Apollo 11')}<p><img src=x onerror=alert(1)><a href="javascript:alert(1)">click</a></p>`;
    expect((await submit(bob, draft.id, { title, bodyHtml, coverImageId: cover.id })).errors).toEqual([]);
    const approved = await review(rita, draft.id, 'APPROVE');
    expect(approved.revision!.path).toMatch(/^\/events\/[a-z0-9-]+$/);
    const entry = (await ok(ENTRY_PAGE, { locale: 'en', kind: 'EVENT', slug: approved.revision!.path!.split('/').pop()! }, null)).entry!;
    expect(entry.title).toBe(title);
    expect(entry.bodyHtml).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(entry.bodyHtml).toContain('Historians still debate the causes');
  });
});

describe('pictures in the text', () => {
  it('refuses more than 5 pictures and saves nothing', async () => {
    const draft = await startEvent(t.db, carla, { year: 1927, month: 5, day: 21 });
    const six = await Promise.all(Array.from({ length: 6 }, () => anImage(t.db, { owner: carla })));
    const before = { title: 'Lindbergh crosses the Atlantic', bodyHtml: `<p>${imgTag(six[0])}</p>` };
    expect((await save(carla, draft.id, before)).errors).toEqual([]);

    const tooMany = { title: 'Changed with six pictures', bodyHtml: six.map((image) => `<p>${imgTag(image)}</p>`).join('') };
    expect(await save(carla, draft.id, tooMany)).toEqual({ revision: null, errors: [{ field: 'bodyHtml', code: 'TOO_MANY_IMAGES' }] });
    const cover = await anImage(t.db, { owner: carla });
    expect((await submit(carla, draft.id, { ...tooMany, bodyHtml: prose('Lindbergh') + tooMany.bodyHtml, coverImageId: cover.id })).errors).toContainEqual({
      field: 'bodyHtml',
      code: 'TOO_MANY_IMAGES',
    });
    expect(await storedRevision(draft.id)).toMatchObject({
      title: 'Lindbergh crosses the Atlantic',
      bodyHtml: `<p><img src="/images/${six[0].storageKey}" alt="A picture" /></p>`,
      imageIds: [six[0].id],
      status: 'DRAFT',
    });

    const five = {
      title: 'Lindbergh crosses the Atlantic',
      bodyHtml: six
        .slice(0, 5)
        .map((image) => `<p>${imgTag(image)}</p>`)
        .join(''),
    };
    const saved = await save(carla, draft.id, five);
    expect(saved.errors).toEqual([]);
    expect(saved.revision!.imageCount).toBe(5);
  });

  it('drops pictures from elsewhere on the web', async () => {
    const draft = await startEvent(t.db, carla, { year: 1927, month: 5, day: 22 });
    const saved = await save(carla, draft.id, {
      title: 'Pictures from elsewhere',
      bodyHtml: '<p>A<img src="https://evil.example/track.gif">B<img src="/images/../secret.webp">C<img src="/images/articles/never-uploaded.webp"></p>',
    });
    expect(saved.errors).toEqual([]);
    expect(saved.revision).toMatchObject({ bodyHtml: '<p>ABC</p>', imageCount: 0 });
  });
});

describe('holidays members write', () => {
  const DAY_HOLIDAYS = graphql(`
    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {
      day(month: $month, day: $day, locale: $locale, year: $year) {
        year
        holidays {
          title
          path
          movable
          date {
            iso
            month
            day
            year
          }
          occursOn(year: 2027) {
            iso
          }
        }
      }
    }
  `);
  const YEAR_HOLIDAYS = graphql(`
    query YearHolidays($locale: Locale!, $year: Int!) {
      holidays(locale: $locale, year: $year) {
        title
        path
        occursOn(year: $year) {
          iso
          year
          month
          day
        }
      }
    }
  `);
  const HOLIDAY_ENTRY = graphql(`
    query HolidayEntry($slug: String!) {
      entry(locale: en, kind: HOLIDAY, slug: $slug) {
        title
        kind
        movable
        date {
          iso
          month
          day
          year
        }
        in2027: occursOn(year: 2027) {
          iso
          year
          month
          day
        }
        in2028: occursOn(year: 2028) {
          iso
          year
          month
          day
        }
      }
    }
  `);

  const holidaysOn = async (month: number, day: number, year?: number) => (await ok(DAY_HOLIDAYS, { month, day, locale: 'en', year }, null)).day!.holidays;
  const holidaysOf = async (year: number) => (await ok(YEAR_HOLIDAYS, { locale: 'en', year }, null)).holidays;
  const titles = (list: { title: string }[]) => list.map((h) => h.title);

  /** A holiday the member writes, sent to review: its draft. */
  async function submittedHoliday(author: User, title: string, date: { month: number; day: number }) {
    const started = (await ok(START_ARTICLE, { input: { locale: 'en', kind: 'HOLIDAY', date } }, author)).startNewArticle;
    expect(started.errors).toEqual([]);
    const cover = await anImage(t.db, { owner: author });
    expect((await submit(author, started.revision!.id, { title, bodyHtml: prose(title), coverImageId: cover.id })).errors).toEqual([]);
    return started.revision!;
  }

  it('lists an approved member holiday on its day and in the year’s holidays, on the same day every year', async () => {
    const title = 'Day of the Bicycle Messengers';
    const draft = await submittedHoliday(carla, title, { month: 6, day: 3 });
    const entry = await t.db.entry.findFirstOrThrow({ where: { articles: { some: { id: Number(draft.articleId) } } } });
    expect(entry).toMatchObject({ kind: 'HOLIDAY', year: null, month: 6, day: 3, holidayRule: null, listed: false });
    // Not before it is approved.
    expect(titles(await holidaysOn(6, 3, 2027))).not.toContain(title);
    expect(titles(await holidaysOf(2027))).not.toContain(title);

    const approved = await review(rita, draft.id, 'APPROVE');
    expect(approved.errors).toEqual([]);
    const path = approved.revision!.path!;
    expect(path).toBe('/holidays-and-occasions/day-of-the-bicycle-messengers');

    const onTheDay = (await holidaysOn(6, 3, 2027)).find((h) => h.title === title);
    expect(onTheDay).toEqual({ title, path, movable: false, date: { iso: null, month: 6, day: 3, year: null }, occursOn: { iso: '2027-06-03' } });
    // Also on the day as shown this year (the default), and on no other day.
    expect(titles(await holidaysOn(6, 3))).toContain(title);
    expect(titles(await holidaysOn(6, 4, 2027))).not.toContain(title);
    expect((await holidaysOn(6, 3, 2028)).find((h) => h.title === title)).toMatchObject({ path, occursOn: { iso: '2027-06-03' } });

    for (const year of [2027, 2028]) {
      const inYear = (await holidaysOf(year)).find((h) => h.title === title);
      expect(inYear, String(year)).toEqual({ title, path, occursOn: { iso: `${year}-06-03`, year, month: 6, day: 3 } });
    }
    const list = await holidaysOf(2027);
    const dates = list.map((h) => h.occursOn?.iso);
    expect(dates).toEqual([...dates].sort());

    const page = (await ok(HOLIDAY_ENTRY, { slug: path.split('/').pop()! }, null)).entry;
    expect(page).toMatchObject({
      title,
      kind: 'HOLIDAY',
      movable: false,
      in2027: { iso: '2027-06-03', year: 2027, month: 6, day: 3 },
      in2028: { iso: '2028-06-03' },
    });
  });

  it('keeps a 29 February holiday to leap years', async () => {
    const title = 'Leap Day of the Lighthouse Keepers';
    const draft = await submittedHoliday(bob, title, { month: 2, day: 29 });
    const approved = await review(rita, draft.id, 'APPROVE');
    expect(approved.errors).toEqual([]);
    const slug = approved.revision!.path!.split('/').pop()!;

    const page = (await ok(HOLIDAY_ENTRY, { slug }, null)).entry;
    expect(page).toMatchObject({
      title,
      movable: false,
      date: { iso: null, month: 2, day: 29, year: null },
      in2027: null,
      in2028: { iso: '2028-02-29', year: 2028, month: 2, day: 29 },
    });

    expect(titles(await holidaysOf(2027))).not.toContain(title);
    expect((await holidaysOf(2028)).find((h) => h.title === title)).toMatchObject({ occursOn: { iso: '2028-02-29' } });
    const onLeapDay = (await holidaysOn(2, 29, 2028)).find((h) => h.title === title);
    expect(onLeapDay).toMatchObject({ title, occursOn: null });
    // 28 February and 1 March of a common year do not take it over.
    expect(titles(await holidaysOn(2, 28, 2027))).not.toContain(title);
    expect(titles(await holidaysOn(3, 1, 2027))).not.toContain(title);
  });
});

describe('SQL statements per request', () => {
  /** The queue and My Articles as their pages ask for them. */
  const QUEUE_PAGE = graphql(`
    query ReviewQueuePage {
      reviewQueue(first: 100) {
        edges {
          node {
            id
            title
            submittedAt
            author {
              uid
              displayName
            }
          }
        }
      }
    }
  `);
  const MY_ARTICLES_PAGE = graphql(`
    query MyArticlesPage {
      myArticles(first: 50) {
        edges {
          node {
            id
            articleId
            status
            title
            rejectionReason
            updatedAt
            path
            entry {
              kind
            }
          }
        }
      }
    }
  `);

  const submitted = async (author: User, topic: string, day: number) => {
    const draft = await startEvent(t.db, author, { year: 1901, month: 3, day });
    expect(
      (await submit(author, draft.id, { title: topic, bodyHtml: prose(topic), coverImageId: (await anImage(t.db, { owner: author })).id })).errors,
    ).toEqual([]);
  };
  const statementsOf = async <TData>(document: TypedDocumentNode<TData, Record<string, never>>, user: User) => {
    t.statements.length = 0;
    await ok(document, {}, user);
    return statementShapes(t.statements);
  };

  it('does not ask the database once per row for the review queue or My Articles', async () => {
    await submitted(carla, 'A first queued event', 1);
    await submitted(bob, 'A second queued event', 2);
    const queueWithTwo = await statementsOf(QUEUE_PAGE, rita);
    const myArticlesWithOne = await statementsOf(MY_ARTICLES_PAGE, carla);
    for (const day of [3, 4, 5, 6]) await submitted(carla, `Queued event ${day}`, day);
    // The same statements, however many rows they read.
    expect(await statementsOf(QUEUE_PAGE, rita)).toEqual(queueWithTwo);
    expect(await statementsOf(MY_ARTICLES_PAGE, carla)).toEqual(myArticlesWithOne);
    expect(queueWithTwo.length).toBeLessThanOrEqual(3);
    expect(myArticlesWithOne.length).toBeLessThanOrEqual(4);
    expect({ reviewQueue: queueWithTwo, myArticles: myArticlesWithOne }).toMatchSnapshot();
  });
});
