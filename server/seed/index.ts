/**
 * Loads the demo content on first start: holidays and special days from date-holidays, and
 * the notable events and persons. Idempotent: only entries whose key is missing are added.
 */
import slugify from '@sindresorhus/slugify';
import { LOCALES, type Locale } from '../../client/app/i18n/locales';
import type { Database } from '../db/prisma';
import type { Prisma } from '../generated/prisma/client';
import { holidayName, holidayOccurrences, type HolidayOccurrence } from '../holidays/catalogue';
import { readNotableEntries, splitDate, type NotableEntry } from './notable-entries';
import { paragraphsToHtml } from '../articles/html';

type NewArticle = Omit<Prisma.ArticleCreateManyInput, 'entryId'>;
interface NewEntry {
  entry: Prisma.EntryCreateManyInput;
  articles: NewArticle[];
}

const FIXED_RULE = /^(\d\d)-(\d\d)$/;

/** Holidays of the year before, this one and the next, so rules that skip years are known too. */
function holidayEntries(year: number): NewEntry[] {
  const byKey = new Map<string, { first: HolidayOccurrence; countries: Set<string> }>();
  for (const y of [year, year - 1, year + 1]) {
    for (const occurrence of holidayOccurrences(y)) {
      const known = byKey.get(occurrence.key);
      if (known) known.countries.add(occurrence.country);
      else byKey.set(occurrence.key, { first: { ...occurrence, date: `${y}${occurrence.date.slice(4)}` }, countries: new Set([occurrence.country]) });
    }
  }
  return [...byKey.values()].map(({ first, countries }) => {
    const fixed = FIXED_RULE.exec(first.rule);
    const occurrenceYear = Number(first.date.slice(0, 4));
    const articles = LOCALES.map((locale): NewArticle => {
      // Prefer a country that speaks the language, so the name is native rather than borrowed.
      const ranked = [...countries].sort((a, b) => Number(speaks(b, locale)) - Number(speaks(a, locale)));
      const names = ranked.map((country) => holidayName(country, occurrenceYear, first.rule, first.englishName, locale));
      const { name, fallbackFrom } = names.find((n) => !n.fallbackFrom) ?? names[0]!;
      return { locale, title: name, slug: '', fallbackFrom, publishedAt: new Date() };
    });
    return {
      entry: {
        key: first.key,
        kind: 'HOLIDAY',
        month: fixed ? Number(fixed[1]) : null,
        day: fixed ? Number(fixed[2]) : null,
        holidayRule: first.rule,
        holidayType: first.type,
        countries: [...countries].sort(),
      },
      articles,
    };
  });
}

const COUNTRY_LANGUAGES: Record<string, Locale[]> = {
  DE: ['de'], AT: ['de'], CH: ['de', 'fr', 'it'], TR: ['tr'], FR: ['fr'], IT: ['it'], ES: ['es'], GB: ['en'], US: ['en'], CN: ['zh'], JP: ['ja'],
};
function speaks(country: string, locale: Locale): boolean {
  return COUNTRY_LANGUAGES[country]?.includes(locale) ?? false;
}

function notableToNew(notable: NotableEntry): NewEntry {
  const dates =
    notable.kind === 'EVENT'
      ? splitDate(notable.date)
      : (() => {
          const birth = splitDate(notable.birth);
          const death = notable.death ? splitDate(notable.death) : null;
          return {
            birthYear: birth.year, birthMonth: birth.month, birthDay: birth.day,
            deathYear: death?.year ?? null, deathMonth: death?.month ?? null, deathDay: death?.day ?? null,
          };
        })();
  return {
    entry: { key: notable.key, kind: notable.kind, countries: notable.countries, ...dates },
    articles: LOCALES.map((locale) => {
      const text = notable.translations[locale];
      return { locale, title: text.title, slug: text.slug, summary: text.summary, bodyHtml: paragraphsToHtml(text.body), publishedAt: new Date() };
    }),
  };
}

/** Gives every article a slug unique in its language: its own, or one made from its title. */
function assignSlugs(entries: NewEntry[], taken: Map<Locale, Set<string>>): void {
  for (const { entry, articles } of entries) {
    const english = articles.find((a) => a.locale === 'en')!;
    for (const article of articles) {
      const used = taken.get(article.locale as Locale)!;
      // Chinese and Japanese titles have no ASCII form; their holidays borrow the English slug.
      const base =
        article.slug ||
        (article.locale === 'zh' || article.locale === 'ja' ? '' : slugify(article.title)) ||
        slugify(english.title) ||
        'holiday';
      let slug = base;
      const country = (entry.countries as string[] | undefined)?.[0]?.toLowerCase();
      if (used.has(slug) && country) slug = `${base}-${country}`;
      for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
      used.add(slug);
      article.slug = slug;
    }
  }
}

export async function seedDemoContent(db: Database, year = new Date().getUTCFullYear()): Promise<number> {
  const notable = readNotableEntries().map(notableToNew);
  const candidates = [...notable, ...holidayEntries(year)];
  const existing = new Set((await db.entry.findMany({ select: { key: true } })).map((e) => e.key));
  const missing = candidates.filter((c) => !existing.has(c.entry.key));
  if (!missing.length) return 0;

  const taken = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set<string>()]));
  for (const { locale, slug } of await db.article.findMany({ select: { locale: true, slug: true } })) taken.get(locale)!.add(slug);
  assignSlugs(missing, taken);

  await db.$transaction(async (tx) => {
    await tx.entry.createMany({ data: missing.map((m) => m.entry) });
    const ids = new Map(
      (await tx.entry.findMany({ where: { key: { in: missing.map((m) => m.entry.key) } }, select: { id: true, key: true } })).map((e) => [e.key, e.id]),
    );
    await tx.article.createMany({
      data: missing.flatMap((m) => m.articles.map((a) => ({ ...a, entryId: ids.get(m.entry.key)! }))),
    });
  }, { timeout: 60_000 });
  return missing.length;
}
