/** What an entry's page needs before it renders, and what it tells search engines. */
import type { ApolloClient } from '@apollo/client';
import { EntryCommentsQuery } from '../comments/queries';
import type { EntryCommentsQuery as EntryCommentsData, EntryRouteQuery as EntryRouteData } from '../graphql/graphql';
import { queryData } from '../lib/apollo';
import { notFound } from '../lib/not-found';
import { seoMeta, type Alternates } from '../lib/seo';
import type { MetaContext } from '../lib/meta-context';
import { LATEST_COMMENTS } from '../../shared/comment-rules';
import { optimisedImageUrl } from '../../shared/images';
import type { Locale } from '../../shared/locales';
import type { EntryPageKind } from '../../shared/paths';
import { EntryRouteQuery } from './documents';

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
export async function loadEntry(client: ApolloClient, request: Request, variables: EntryPageVariables): Promise<EntryOfPage> {
  const { entry } = await queryData(client, EntryRouteQuery, variables);
  if (!entry) notFound(request);
  return entry;
}

export function coverImageOf(entry: EntryOfPage): string | null {
  return entry.coverImage ? optimisedImageUrl(entry.coverImage.url, 1280) : null;
}

export async function loadEntryPage(client: ApolloClient, request: Request, variables: EntryPageVariables) {
  const entry = await loadEntry(client, request, variables);
  // The latest comments come with the page.
  const { comments } = await queryData(client, EntryCommentsQuery, { entryId: entry.id, locale: variables.locale, first: LATEST_COMMENTS });
  const image = coverImageOf(entry);
  const alternates: Alternates = Object.fromEntries(entry.translations.flatMap((t) => (t.path ? [[t.locale, t.path]] : [])));
  return { page: 'entry' as const, variables, entry, comments, title: entry.title, summary: entry.summary, image, alternates, jsonLd: jsonLdOf(entry, image) };
}

export type EntryPageData = Awaited<ReturnType<typeof loadEntryPage>>;

function jsonLdOf(entry: EntryOfPage, image: string | null): object | null {
  const base = {
    '@context': 'https://schema.org',
    name: entry.title,
    description: entry.summary || undefined,
    inLanguage: entry.locale,
    image: image ?? undefined,
  };
  if (entry.kind === 'PERSON') return { ...base, '@type': 'Person', birthDate: entry.birth?.iso ?? undefined, deathDate: entry.death?.iso ?? undefined };
  if (entry.kind === 'EVENT' && entry.date?.iso)
    return { ...base, '@type': 'Event', startDate: entry.date.iso, eventStatus: 'https://schema.org/EventScheduled' };
  return null;
}

export function entryPageMeta(data: EntryPageData, ctx: MetaContext, pathname: string) {
  return seoMeta({
    title: `${data.title} · Daypedia`,
    description: data.summary || data.title,
    image: data.image,
    locale: ctx.locale,
    origin: ctx.origin,
    path: pathname,
    alternates: data.alternates,
    ogType: 'article',
    jsonLd: data.jsonLd ? { ...data.jsonLd, url: `${ctx.origin}${pathname}` } : null,
  });
}
