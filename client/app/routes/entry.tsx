/**
 * An entry's two pages share one path segment: /events/{slug} is the entry, /events/{slug}-comments
 * (the language's suffix) its comments. The router's patterns cannot tell a suffix apart, so this
 * module reads the slug and hands the request to the page it names.
 */
import type { Route } from './+types/entry';
import { EntryCommentsPage } from '../comments/CommentsPage';
import { commentsPageMeta, loadCommentsPage } from '../comments/comments-page';
import { EntryPage } from '../entries/EntryPage';
import { entryPageMeta, loadEntryPage } from '../entries/entry-page';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import type { Locale } from '#shared/locales';
import { COMMENTS_SUFFIX, ENTRY_SEGMENT, isPlausibleSegment, stripLocale, type EntryPageKind } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['auth', 'comments', 'day', 'entry', 'holiday'] };

/** Which kind of entry page a path is, from its first segment after the locale. */
function kindOfPath(pathname: string, locale: Locale): EntryPageKind | null {
  const segment = stripLocale(pathname).split('/')[1];
  return (Object.keys(ENTRY_SEGMENT) as EntryPageKind[]).find((kind) => ENTRY_SEGMENT[kind][locale] === segment) ?? null;
}

/** The entry's slug when `slug` names its comments page, else null. */
function commentsPageOf(slug: string, locale: Locale): string | null {
  const suffix = COMMENTS_SUFFIX[locale];
  return slug.length > suffix.length && slug.endsWith(suffix) ? slug.slice(0, -suffix.length) : null;
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  const { slug } = params;
  const { pathname, locale } = context.get(renderContext);
  const kind = kindOfPath(pathname, locale);
  if (!kind) notFound(request);
  const entrySlug = commentsPageOf(slug, locale);
  const variables = { locale, kind, slug: entrySlug ?? slug, year: new Date().getFullYear() };
  if (!isPlausibleSegment(variables.slug)) notFound(request);
  return entrySlug ? loadCommentsPage(context, request, variables) : loadEntryPage(context, request, variables);
}

export default function EntryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page === 'comments' ? (
    <EntryCommentsPage entry={loaderData.entry} comments={loaderData.comments} variables={loaderData.variables} page={loaderData.pageNumber} />
  ) : (
    <EntryPage entry={loaderData.entry} comments={loaderData.comments} variables={loaderData.variables} />
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  return loaderData.page === 'comments' ? commentsPageMeta(loaderData, ctx, location.pathname) : entryPageMeta(loaderData, ctx, location.pathname);
}
