/**
 * Free addresses for imported texts, made as review makes a published text's
 * (server/articles/review.ts, freeSlug): the title's slug, at most 80 characters, "-2", "-3" …
 * while another article of the language has it, never ending like a comments page. A title with
 * no Latin letters borrows the English title's slug, else the item's Q-number. A day's texts are
 * settled together: one indexed look-up a round, not one per text.
 */
import slugify from '@sindresorhus/slugify';
import type { Locale } from '#shared/locales';
import { COMMENTS_SUFFIX } from '#shared/paths';
import type { Prisma } from '../generated/prisma/client';

export interface WantedSlug {
  locale: Locale;
  title: string;
  /** What the slug is made of when the title has no Latin letters. */
  fallbacks: string[];
}

const baseOf = (text: string) => slugify(text).slice(0, 80).replace(/-+$/, '');

export async function freeSlugs(tx: Prisma.TransactionClient, wanted: WantedSlug[]): Promise<string[]> {
  const bases = wanted.map((w) => [w.title, ...w.fallbacks].map(baseOf).find(Boolean) ?? 'entry');
  const taken = new Set<string>();
  const key = (locale: Locale, slug: string) => `${locale}\n${slug}`;
  for (;;) {
    const given = new Set<string>();
    const slugs = wanted.map((w, i) => {
      let slug = bases[i];
      const unusable = (s: string) => taken.has(key(w.locale, s)) || given.has(key(w.locale, s)) || s.endsWith(COMMENTS_SUFFIX[w.locale]);
      for (let n = 2; unusable(slug); n++) slug = `${bases[i]}-${n}`;
      given.add(key(w.locale, slug));
      return slug;
    });
    if (!slugs.length) return slugs;
    const clashes = await tx.$queryRaw<{ locale: Locale; slug: string }[]>`
      SELECT a."locale", a."slug" FROM "Article" a
      JOIN unnest(${wanted.map((w) => w.locale)}::"Locale"[], ${slugs}::text[]) AS p("locale", "slug")
        ON a."locale" = p."locale" AND a."slug" = p."slug"`;
    if (!clashes.length) return slugs;
    for (const clash of clashes) taken.add(key(clash.locale, clash.slug));
  }
}
