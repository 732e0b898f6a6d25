/**
 * The demo content goes into a database that already holds articles: it finds its own entries by
 * their keys, and gives a text whose slug a stored article of its language has another one, so
 * that links to the stored article keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { seedDemoContent } from './index';
import { readNotableEntries } from './notable-entries';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('demo content', () => {
  it('takes other slugs than those stored articles have, and adds nothing twice', async () => {
    const notable = readNotableEntries()[0];
    const { en, de } = notable.translations;
    const squatter = await anEntry(t.db, {
      articles: [
        { locale: 'en', title: 'Something else', slug: en.slug },
        { locale: 'de', title: 'Etwas anderes', slug: de.slug },
      ],
    });
    expect(await seedDemoContent(t.db, 2026)).toBeGreaterThan(50);

    const articles = await t.db.article.findMany({ where: { entry: { key: notable.key } }, select: { locale: true, slug: true } });
    const slugOf = (locale: string) => articles.find((a) => a.locale === locale)!.slug;
    for (const [locale, taken] of [
      ['en', en.slug],
      ['de', de.slug],
    ]) {
      expect(slugOf(locale)).not.toBe(taken);
      expect(slugOf(locale).startsWith(`${taken}-`)).toBe(true);
    }
    expect(slugOf('fr')).toBe(notable.translations.fr.slug);
    const stored = await t.db.article.findMany({ where: { entryId: squatter.id }, select: { slug: true }, orderBy: { locale: 'asc' } });
    expect(stored.map((a) => a.slug).sort()).toEqual([en.slug, de.slug].sort());

    expect(await seedDemoContent(t.db, 2026)).toBe(0);
  });
});
