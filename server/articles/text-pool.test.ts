/**
 * What members write is sanitised and compared on the text worker: the main thread keeps serving
 * while it works, over-large or over-nested HTML is refused with a code, a request asking for the
 * same work twice gets it done once, and work that takes too long ends in an error, not a hang.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { aMember, anEntry, aRevision } from '../../tests/setup/factories';
import { SAVE_DRAFT } from '../../tests/setup/operations';
import { graphql } from '../../tests/graphql';
import type { Revision, User } from '../generated/prisma/client';
import { execute } from '../testing';
import { bodyChangesBetween, changesBetween } from './changes';
import { paragraphsToHtml } from './html';
import { textOf } from './plain-text';
import { BODY_HTML_MAX_LENGTH, BODY_NESTING_MAX, cleanArticleBody } from './sanitise';
import { ARTICLE_TEXT_TIMED_OUT, articleText, articleTextWork } from './text-pool';

const BODY_CHANGES_THREE_TIMES = graphql(`
  query BodyChangesThreeTimes($id: ID!) {
    first: articleDraft(id: $id) {
      bodyChanges {
        text
        added
        removed
      }
      again: bodyChanges {
        added
      }
    }
    second: articleDraft(id: $id) {
      bodyChanges {
        removed
      }
    }
  }
`);
const SAVE_DRAFT_THREE_TIMES = graphql(`
  mutation SaveArticleDraftThreeTimes($id: ID!, $input: ArticleDraftInput!) {
    first: saveArticleDraft(revisionId: $id, input: $input) {
      errors {
        code
      }
    }
    second: saveArticleDraft(revisionId: $id, input: $input) {
      errors {
        code
      }
    }
    third: saveArticleDraft(revisionId: $id, input: $input) {
      errors {
        code
      }
    }
  }
`);

/** Paragraphs of made-up words, different for each seed, some 29,000 characters: the longest rewrite. */
function longText(seed: number): string[] {
  return Array.from({ length: 45 }, (_, p) => Array.from({ length: 110 }, (_, w) => `w${((p * 110 + w) * seed) % 99_991}`).join(' '));
}
const PUBLISHED = paragraphsToHtml(longText(7));
const REWRITTEN = paragraphsToHtml(longText(13));
/** Nearly the most HTML allowed, holding less text than allowed: formatting on every letter. */
const HEAVY_BODY = '<p><strong>E</strong><em>a</em><s>g</s><strong>l</strong><em></em></p>'.repeat(5_500);
/** 200 KB of lists inside lists. */
const NESTED_LISTS = `${'<ul><li>x'.repeat(10_500)}${'</li></ul>'.repeat(10_500)}`;

let t: TestDatabase;
let ada: User;
let rewrite: Revision;
let secondRewrite: Revision;
let draft: Revision;
beforeAll(async () => {
  t = await createTestDatabase();
  ada = await aMember(t.db, { uid: 'ada' });
  const entry = await anEntry(t.db, { articles: [{ title: 'Apollo 11 lands on the Moon', bodyHtml: PUBLISHED }] });
  const article = entry.articles[0];
  [rewrite, secondRewrite, draft] = await Promise.all([
    aRevision(t.db, { article, author: ada, bodyHtml: REWRITTEN }),
    aRevision(t.db, { article, author: ada, bodyHtml: paragraphsToHtml(longText(17)) }),
    aRevision(t.db, { article, author: ada }),
  ]);
  // The thread starts and loads its modules, and the database client prepares the queries, before anything is measured.
  await execute(t.db, BODY_CHANGES_THREE_TIMES, { id: String(draft.id) }, { user: ada });
  await execute(t.db, SAVE_DRAFT, { id: String(draft.id), input: { title: 'Apollo 11 lands on the Moon', bodyHtml: '<p>Warm.</p>' } }, { user: ada });
  // A new thread compiles its TypeScript first: up to the pool's minute on a busy machine.
}, 90_000);
afterAll(() => t?.close());

// How long a request holds the event loop is the soak's to measure (its event-loop guard); here,
// that the work is handed to the worker and comes back right.
describe('the article text worker', () => {
  it('compares a whole rewrite on its thread', async () => {
    const before = articleText().runs;
    const result = await execute(t.db, BODY_CHANGES_THREE_TIMES, { id: String(rewrite.id) }, { user: ada });
    expect(articleText().runs - before).toBe(1);
    expect(result.errors).toBeUndefined();
    const changes = result.data!.first!.bodyChanges;
    // Every word of both texts is there: the published text without what was added, the rewrite without what was removed.
    expect(
      changes
        .filter((c) => !c.added)
        .map((c) => c.text)
        .join(''),
    ).toBe(textOf(PUBLISHED));
    expect(
      changes
        .filter((c) => !c.removed)
        .map((c) => c.text)
        .join(''),
    ).toBe(textOf(REWRITTEN));

    // The same comparison as the main thread would make it.
    expect(bodyChangesBetween(PUBLISHED, REWRITTEN)).toEqual(changes);
  });

  it('sanitises the largest body on its thread, and refuses 200 KB of nested lists', async () => {
    const save = (bodyHtml: string) =>
      execute(t.db, SAVE_DRAFT, { id: String(draft.id), input: { title: 'Apollo 11 lands on the Moon', bodyHtml } }, { user: ada });
    const before = articleText().runs;
    const result = await Promise.all([save(HEAVY_BODY), save(NESTED_LISTS)]);
    expect(articleText().runs - before).toBe(2);
    const [heavy, nested] = result.map((r) => r.data!.saveArticleDraft);
    expect(heavy.errors).toEqual([]);
    expect(heavy.revision!.textLength).toBe(textOf(HEAVY_BODY).length);
    expect(nested).toEqual({ revision: null, errors: [{ field: 'bodyHtml', code: 'CONTENT_TOO_COMPLEX' }] });
    expect((await t.db.revision.findUniqueOrThrow({ where: { id: draft.id } })).bodyHtml).toBe(heavy.revision!.bodyHtml);
  });

  it('does the same work once for every alias of a request that asks for it, and keeps a comparison for the next request', async () => {
    const before = articleText().runs;
    const changes = await execute(t.db, BODY_CHANGES_THREE_TIMES, { id: String(secondRewrite.id) }, { user: ada });
    expect(changes.errors).toBeUndefined();
    expect(changes.data!.second!.bodyChanges).toHaveLength(changes.data!.first!.bodyChanges.length);
    expect(articleText().runs - before).toBe(1);
    // Asked again: the same answer, without the worker.
    const again = await execute(t.db, BODY_CHANGES_THREE_TIMES, { id: String(secondRewrite.id) }, { user: ada });
    expect(again.data).toEqual(changes.data);
    expect(articleText().runs - before).toBe(1);

    const input = { title: 'Apollo 11 lands on the Moon', bodyHtml: '<p>Eagle has landed.</p>' };
    const saves = await execute(t.db, SAVE_DRAFT_THREE_TIMES, { id: String(draft.id), input }, { user: ada });
    expect(saves.data).toEqual({ first: { errors: [] }, second: { errors: [] }, third: { errors: [] } });
    expect(articleText().runs - before).toBe(2);
  });

  it('refuses HTML over the size allowed and nested deeper than allowed, and keeps the depth the editor writes', () => {
    expect(cleanArticleBody(`<p>${'a'.repeat(BODY_HTML_MAX_LENGTH)}</p>`, '/images/')).toEqual({ refused: 'CONTENT_TOO_LONG' });
    const nested = (depth: number) => `${'<blockquote>'.repeat(depth)}deep${'</blockquote>'.repeat(depth)}`;
    expect(cleanArticleBody(nested(BODY_NESTING_MAX + 1), '/images/')).toEqual({ refused: 'CONTENT_TOO_COMPLEX' });
    // Tags the parser closes itself, and those it ignores, count as it counts them.
    expect(cleanArticleBody('<ul/><li/>'.repeat(BODY_NESTING_MAX), '/images/')).toEqual({ refused: 'CONTENT_TOO_COMPLEX' });
    expect(cleanArticleBody(`${'<p>unclosed'.repeat(2 * BODY_NESTING_MAX)}`, '/images/')).toMatchObject({
      textLength: 'unclosed'.length * 2 * BODY_NESTING_MAX + 2 * BODY_NESTING_MAX - 1,
    });
    expect(cleanArticleBody('<ul><li><p>One <strong>bold <em>word</em></strong></p></li></ul><p>Two<br>lines</p>', '/images/')).toEqual({
      bodyHtml: '<ul><li><p>One <strong>bold <em>word</em></strong></p></li></ul><p>Two<br />lines</p>',
      textLength: 'One bold word\nTwo\nlines'.length,
      summary: 'One bold word Two lines',
    });
  });

  it('shows a small correction word by word, and a rewrite too large for that paragraph by paragraph', () => {
    expect(changesBetween('Neil Armstrong walks on the Moon.', 'Neil Armstrong and Buzz Aldrin walk on the Moon.')).toEqual([
      { text: 'Neil Armstrong ', added: false, removed: false },
      { text: 'walks', added: false, removed: true },
      { text: 'and', added: true, removed: false },
      { text: ' ', added: false, removed: false },
      { text: 'Buzz Aldrin walk ', added: true, removed: false },
      { text: 'on the Moon.', added: false, removed: false },
    ]);
    const changes = bodyChangesBetween(PUBLISHED, REWRITTEN);
    const paragraphs = (html: string) => textOf(html).split('\n').length;
    expect(changes.length).toBeLessThanOrEqual(paragraphs(PUBLISHED) + paragraphs(REWRITTEN));
  });

  it('gives up on work that takes too long with an error the server logs and clients see masked', async () => {
    const impatient = articleTextWork({ timeoutMs: 1 });
    try {
      await expect(impatient.cleanBody(HEAVY_BODY, '/images/')).rejects.toMatchObject({ extensions: { code: ARTICLE_TEXT_TIMED_OUT } });
    } finally {
      await impatient.close();
    }
  });
});
