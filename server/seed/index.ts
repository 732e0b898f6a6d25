/**
 * Loads the demo content on first start: holidays and special days from date-holidays, and
 * the notable events and persons. Idempotent: only entries whose key is missing are added, and
 * catalogue holidays follow their translation tables.
 */
import slugify from '@sindresorhus/slugify';
import { LOCALES, type Locale } from '#shared/locales';
import { createDatabase, type Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import { catalogueHolidays, fixedDayOf, strongestType, type CatalogueHoliday, type HolidayCountry } from '../holidays/catalogue';
import { holidayName, holidayText } from '../holidays/texts';
import { readNotableEntries, splitDate, type NotableEntry } from './notable-entries';
import { paragraphsToHtml } from '../articles/html';

type NewArticle = Omit<Prisma.ArticleCreateManyInput, 'entryId'>;
interface NewEntry {
  entry: Prisma.EntryCreateManyInput;
  articles: NewArticle[];
}

function holidayEntryFields(holiday: CatalogueHoliday) {
  const countries = Object.keys(holiday.rules).sort();
  const holidayRule = holiday.rules[countries[0] as HolidayCountry]!;
  const fixed = fixedDayOf(holidayRule);
  return {
    month: fixed?.month ?? null,
    day: fixed?.day ?? null,
    holidayRule,
    holidayType: strongestType(holiday.types),
    countries,
  };
}

/** A catalogue holiday's name and short text in a language, from the translation tables and date-holidays. */
function holidayArticleFields(holiday: CatalogueHoliday, locale: Locale) {
  const { name, fallbackFrom } = holidayName(holiday.key, holiday.rules, holiday.englishName, locale);
  return { title: name, fallbackFrom, summary: holidayText(holiday.key, locale).about ?? '' };
}

function holidayEntries(holidays: CatalogueHoliday[]): NewEntry[] {
  return holidays.map((holiday) => ({
    entry: { key: holiday.key, kind: 'HOLIDAY', ...holidayEntryFields(holiday) },
    articles: LOCALES.map((locale): NewArticle => ({ locale, slug: '', ...holidayArticleFields(holiday, locale) })),
  }));
}

function notableToNew(notable: NotableEntry): NewEntry {
  const dates =
    notable.kind === 'EVENT'
      ? splitDate(notable.date)
      : (() => {
          const birth = splitDate(notable.birth);
          const death = notable.death ? splitDate(notable.death) : null;
          return {
            birthYear: birth.year,
            birthMonth: birth.month,
            birthDay: birth.day,
            deathYear: death?.year ?? null,
            deathMonth: death?.month ?? null,
            deathDay: death?.day ?? null,
          };
        })();
  return {
    entry: { key: notable.key, kind: notable.kind, countries: notable.countries, ...dates },
    articles: LOCALES.map((locale) => {
      const text = notable.translations[locale];
      return { locale, title: text.title, slug: text.slug, summary: text.summary, bodyHtml: paragraphsToHtml(text.body) };
    }),
  };
}

/** Gives every article a slug unique in its language: its own, or one made from its title. */
function assignSlugs(entries: NewEntry[], taken: Map<Locale, Set<string>>): void {
  for (const { entry, articles } of entries) {
    const english = articles.find((a) => a.locale === 'en')!;
    for (const article of articles) {
      const used = taken.get(article.locale)!;
      // Chinese and Japanese titles have no ASCII form; their holidays borrow the English slug.
      const base = article.slug || (article.locale === 'zh' || article.locale === 'ja' ? '' : slugify(article.title)) || slugify(english.title) || 'holiday';
      let slug = base;
      const country = (entry.countries as string[] | undefined)?.[0]?.toLowerCase();
      if (used.has(slug) && country) slug = `${base}-${country}`;
      for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
      used.add(slug);
      article.slug = slug;
    }
  }
}

/**
 * Gives every article a slug no stored article of its language has: slugs are assigned, the
 * stored ones among them looked up, and the assignment made again around those until none is
 * taken (one round but for a clash).
 */
async function assignFreeSlugs(db: Database, entries: NewEntry[]): Promise<void> {
  const articles = entries.flatMap((e) => e.articles);
  const given = articles.map((a) => a.slug);
  const stored = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set<string>()]));
  for (;;) {
    articles.forEach((a, i) => (a.slug = given[i]));
    assignSlugs(entries, new Map([...stored].map(([locale, slugs]) => [locale, new Set(slugs)])));
    const clashes = await db.$queryRaw<{ locale: Locale; slug: string }[]>`
      SELECT a."locale", a."slug" FROM "Article" a
      JOIN unnest(${articles.map((x) => x.locale)}::"Locale"[], ${articles.map((x) => x.slug)}::text[]) AS p("locale", "slug")
        ON a."locale" = p."locale" AND a."slug" = p."slug"`;
    if (!clashes.length) return;
    for (const { locale, slug } of clashes) stored.get(locale)!.add(slug);
  }
}

/**
 * Brings catalogue holidays already stored up to date with the translation tables and the
 * package: countries, statuses, names and short texts. Articles a member rewrote (an approved
 * revision) are theirs and stay as approved; slugs stay, so links keep working.
 */
async function refreshCatalogueHolidays(db: Database, holidays: CatalogueHoliday[], existing: Set<string>): Promise<void> {
  const stored = holidays.filter((h) => existing.has(h.key));
  if (!stored.length) return;
  const rows = await db.entry.findMany({
    where: { key: { in: stored.map((h) => h.key) } },
    include: { articles: { where: { revisions: { none: { status: 'APPROVED' } } } } },
  });
  const byKey = new Map(stored.map((h) => [h.key, h]));
  const updates: Prisma.PrismaPromise<unknown>[] = [];
  for (const row of rows) {
    const holiday = byKey.get(row.key)!;
    const entry = holidayEntryFields(holiday);
    if (
      JSON.stringify([row.month, row.day, row.holidayRule, row.holidayType, row.countries]) !==
      JSON.stringify([entry.month, entry.day, entry.holidayRule, entry.holidayType, entry.countries])
    ) {
      updates.push(db.entry.update({ where: { id: row.id }, data: entry }));
    }
    for (const article of row.articles) {
      const wanted = holidayArticleFields(holiday, article.locale);
      if (article.title !== wanted.title || article.summary !== wanted.summary || article.fallbackFrom !== wanted.fallbackFrom) {
        updates.push(db.article.update({ where: { id: article.id }, data: wanted }));
      }
    }
  }
  if (updates.length) await db.$transaction(updates);
}

export async function seedDemoContent(db: Database, year = new Date().getUTCFullYear()): Promise<number> {
  const notable = readNotableEntries().map(notableToNew);
  const holidays = catalogueHolidays([year - 1, year, year + 1]);
  const candidates = [...notable, ...holidayEntries(holidays)];
  // Only the candidates' keys and slugs are looked up: a site may hold millions of entries.
  const existing = new Set((await db.entry.findMany({ where: { key: { in: candidates.map((c) => c.entry.key) } }, select: { key: true } })).map((e) => e.key));
  await refreshCatalogueHolidays(db, holidays, existing);
  const missing = candidates.filter((c) => !existing.has(c.entry.key));
  if (!missing.length) return 0;
  await assignFreeSlugs(db, missing);

  await db.$transaction(
    async (tx) => {
      // Made and published at one moment, so that no entry reads as published before it was made.
      const loadedAt = new Date();
      await tx.entry.createMany({ data: missing.map((m) => ({ ...m.entry, createdAt: loadedAt })) });
      const ids = new Map(
        (await tx.entry.findMany({ where: { key: { in: missing.map((m) => m.entry.key) } }, select: { id: true, key: true } })).map((e) => [e.key, e.id]),
      );
      await tx.article.createMany({
        data: missing.flatMap((m) => m.articles.map((a) => ({ ...a, entryId: ids.get(m.entry.key)!, publishedAt: loadedAt }))),
      });
    },
    // Thousands of rows on a loaded machine: the load may take minutes, and the first start waits for it.
    { maxWait: LOAD_TIME_LIMIT_MS, timeout: LOAD_TIME_LIMIT_MS },
  );
  return missing.length;
}

/** Far beyond any machine's load; only a load that truly hangs ends there. */
const LOAD_TIME_LIMIT_MS = 3_600_000;

/**
 * The demo load as a start runs it: on connections of its own whose statements have no time
 * limit. The site's connections cancel a statement after DATABASE_STATEMENT_TIMEOUT_MS, which
 * a reader's query never reaches but the load's inserts can on a busy machine; a start that
 * stopped there would fail again at every try. Also overrides a statement_timeout set on the
 * database or its role.
 */
export async function loadDemoContent(databaseUrl: string): Promise<number> {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c statement_timeout=0`.trim());
  const db = createDatabase(url.toString(), { poolSize: 2 });
  try {
    return await seedDemoContent(db);
  } finally {
    await db.$disconnect();
  }
}
