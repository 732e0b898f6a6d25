/** What an entry's page needs before it renders, and what it tells search engines. */
import type { RouterContextProvider } from 'react-router';
import { EntryCommentsQuery } from '../comments/queries';
import type { EntryCommentsQuery as EntryCommentsData, EntryRouteQuery as EntryRouteData } from '../graphql/graphql';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta, type Alternates } from '../lib/seo';
import type { MetaContext } from '../lib/meta-context';
import { LATEST_COMMENTS } from '#shared/comment-rules';
import { optimisedImageUrl } from '#shared/images';
import type { Locale } from '#shared/locales';
import type { EntryPageKind } from '#shared/paths';
import { EntryRouteQuery } from './documents';
import { breadcrumbListOf, dayCrumb, holidaysCrumb, homeCrumb, type Crumb } from '../seo/breadcrumbs';
import { entryArticleOf, holidayEventsOf } from '../seo/entry-article';
import { jsonLdGraph } from '../seo/json-ld';
import { ogImageOf } from '../seo/og-image';
import { OG_KIND_OF_ENTRY } from '#shared/og-images';

export interface EntryPageVariables {
  locale: Locale;
  kind: EntryPageKind;
  slug: string;
  /** The year whose holiday dates the page shows. */
  year: number;
}

export type EntryOfPage = NonNullable<EntryRouteData['entry']>;

/** A page of an entry's comments in one language, with how many there are in each. */
export type CommentsOfPage = EntryCommentsData['comments'];

/** The entry of a page, or the 404 page. */
export async function loadEntry(context: Readonly<RouterContextProvider>, request: Request, variables: EntryPageVariables): Promise<EntryOfPage> {
  const { entry } = await loadQuery(context, EntryRouteQuery, variables);
  if (!entry) notFound(request);
  return entry;
}

function coverImageOf(entry: EntryOfPage): string | null {
  return entry.coverImage ? optimisedImageUrl(entry.coverImage.url, 1280) : null;
}

export async function loadEntryPage(context: Readonly<RouterContextProvider>, request: Request, variables: EntryPageVariables) {
  const entry = await loadEntry(context, request, variables);
  // The latest comments come with the page.
  const { comments } = await loadQuery(context, EntryCommentsQuery, { entryId: entry.id, locale: variables.locale, first: LATEST_COMMENTS });
  const image = coverImageOf(entry);
  const alternates: Alternates = Object.fromEntries(entry.translations.flatMap((t) => (t.path ? [[t.locale, t.path]] : [])));
  return {
    page: 'entry' as const,
    variables,
    entry,
    comments,
    title: entry.title,
    summary: entry.summary,
    image,
    alternates,
    structured: structuredDataOf(entry),
  };
}

export type EntryPageData = Awaited<ReturnType<typeof loadEntryPage>>;

/** What the page publishes as structured data, and where it sits: under its day, or a holiday under the holidays. */
export function structuredDataOf(entry: EntryOfPage) {
  const { kind, title, summary, locale, publishedAt, updatedAt, date, birth, death, dates } = entry;
  const day = kind === 'PERSON' ? birth : kind === 'EVENT' ? date : null;
  return {
    entry: { kind, title, summary, locale, publishedAt, updatedAt, date, birth, death, dates },
    path: entry.path,
    day: day ? { month: day.month, day: day.day } : null,
  };
}

type StructuredData = ReturnType<typeof structuredDataOf>;

/** Home > the entry's day (or the holidays) > the entry. */
export function entryCrumbs({ day, entry, path }: StructuredData, ctx: MetaContext, pathname: string): Crumb[] {
  const parent = entry.kind === 'HOLIDAY' ? holidaysCrumb(ctx.intl, ctx.locale) : day ? dayCrumb(ctx.locale, day) : null;
  return [homeCrumb(ctx.intl, ctx.locale), ...(parent ? [parent] : []), { name: entry.title, path: path ?? pathname }];
}

/** The entry's link preview picture; its comments pages share it. */
export function entryOgImage(variables: EntryPageVariables, title: string) {
  return ogImageOf(variables.locale, OG_KIND_OF_ENTRY[variables.kind], variables.slug, title);
}

export function entryPageMeta(data: EntryPageData, ctx: MetaContext, pathname: string) {
  const url = `${ctx.origin}${pathname}`;
  return seoMeta({
    title: `${data.title} · Daypedia`,
    description: data.summary || data.title,
    ...entryOgImage(data.variables, data.title),
    locale: ctx.locale,
    origin: ctx.origin,
    path: pathname,
    alternates: data.alternates,
    ogType: 'article',
    jsonLd: jsonLdGraph(
      entryArticleOf(data.structured.entry, url, data.image ? `${ctx.origin}${data.image}` : null),
      ...holidayEventsOf(data.structured.entry, url),
      breadcrumbListOf(ctx.origin, entryCrumbs(data.structured, ctx, pathname)),
    ),
  });
}
