import type { MetaDescriptor } from 'react-router';
import { LOCALES, LOCALE_INFO, type Locale } from '#shared/locales';

export type Alternates = Partial<Record<Locale, string>>;

export interface SeoInput {
  title: string;
  description: string;
  locale: Locale;
  origin: string;
  path: string;
  alternates: Alternates;
  ogType?: 'website' | 'article' | 'profile';
  jsonLd?: object | null;
  noindex?: boolean;
  /** A picture for link previews, as a site path. */
  image?: string | null;
  /** The picture's size and what it shows, when known. */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  /** Feeds that belong to the page, announced to feed readers: `<link rel="alternate" type="application/rss+xml">`. */
  feeds?: FeedAlternate[];
}

export interface FeedAlternate {
  title: string;
  path: string;
  format: 'rss' | 'atom';
}

const FEED_TYPES: Record<FeedAlternate['format'], string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

/** Title, description, Open Graph, canonical, hreflang alternates (x-default: the root, which chooses the language) and JSON-LD. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: 'Daypedia' },
    { property: 'og:locale', content: LOCALE_INFO[input.locale].iso.replace('-', '_') },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
  if (input.image) tags.push({ property: 'og:image', content: `${input.origin}${input.image}` });
  if (input.image && input.imageSize)
    tags.push({ property: 'og:image:width', content: String(input.imageSize.width) }, { property: 'og:image:height', content: String(input.imageSize.height) });
  if (input.image && input.imageAlt) tags.push({ property: 'og:image:alt', content: input.imageAlt }, { name: 'twitter:image:alt', content: input.imageAlt });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const locale of LOCALES) {
    const path = input.alternates[locale];
    if (path) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: locale, href: `${input.origin}${path}` });
  }
  // Readers whose language is none of these start at the root, which picks one for them.
  if (LOCALES.some((locale) => input.alternates[locale])) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${input.origin}/` });
  for (const feed of input.feeds ?? [])
    tags.push({ tagName: 'link', rel: 'alternate', type: FEED_TYPES[feed.format], title: feed.title, href: `${input.origin}${feed.path}` });
  if (input.jsonLd) tags.push({ 'script:ld+json': input.jsonLd });
  return tags;
}
