/** What an entry's comments page needs before it renders, and what it tells search engines. */
import type { RouterContextProvider } from 'react-router';
import { entryCrumbs, entryOgImage, loadEntry, structuredDataOf, type EntryPageVariables } from '../entries/entry-page';
import type { MetaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery } from '../lib/route-data';
import { seoMeta, type Alternates } from '../lib/seo';
import { COMMENTS_PER_PAGE, commentsPageNumber } from '#shared/comment-rules';
import { COMMENTS_SUFFIX } from '#shared/paths';
import { EntryCommentsQuery } from './queries';
import { breadcrumbListOf } from '../seo/breadcrumbs';
import { commentsPostingOf } from '../seo/comments-posting';
import { jsonLdGraph } from '../seo/json-ld';

/** `variables` name the entry (its slug without the comments suffix); ?page= picks the page of comments. */
export async function loadCommentsPage(context: Readonly<RouterContextProvider>, request: Request, variables: EntryPageVariables) {
  const page = commentsPageNumber(new URL(request.url).searchParams.get('page'));
  if (page === null) notFound(request);
  const entry = await loadEntry(context, request, variables);
  const { comments } = await loadQuery(context, EntryCommentsQuery, {
    entryId: entry.id,
    locale: variables.locale,
    first: COMMENTS_PER_PAGE,
    offset: (page - 1) * COMMENTS_PER_PAGE,
  });
  if (page > 1 && comments.edges.length === 0) notFound(request);
  const alternates: Alternates = Object.fromEntries(entry.translations.flatMap((t) => (t.path ? [[t.locale, `${t.path}${COMMENTS_SUFFIX[t.locale]}`]] : [])));
  const empty = comments.edges.length === 0;
  // What the page shows to everyone, for its structured data.
  const shown = comments.edges.flatMap(({ node }) => (node.hidden ? [] : [{ authorName: node.authorName, text: node.text, createdAt: node.createdAt }]));
  return {
    page: 'comments' as const,
    variables,
    entry,
    comments,
    pageNumber: page,
    title: entry.title,
    summary: entry.summary,
    alternates,
    empty,
    shownComments: shown,
    structured: structuredDataOf(entry),
  };
}

export type CommentsPageData = Awaited<ReturnType<typeof loadCommentsPage>>;

export function commentsPageMeta(data: CommentsPageData, ctx: MetaContext, pathname: string) {
  const pageSuffix = data.pageNumber > 1 ? ` (${data.pageNumber})` : '';
  const heading = ctx.intl.formatMessage({ id: 'comments.pageHeading' }, { title: data.title });
  const entryPath = data.structured.path ?? pathname;
  const posting = commentsPostingOf(
    heading,
    { url: `${ctx.origin}${pathname}`, entryUrl: `${ctx.origin}${entryPath}`, locale: ctx.locale, totalCount: data.comments.totalCount },
    data.shownComments,
  );
  const crumbs = [...entryCrumbs(data.structured, ctx, pathname), { name: ctx.intl.formatMessage({ id: 'comments.heading' }, { count: 0 }), path: pathname }];
  return seoMeta({
    title: `${heading}${pageSuffix} · Daypedia`,
    description: data.summary || data.title,
    ...entryOgImage(data.variables, data.title),
    locale: ctx.locale,
    origin: ctx.origin,
    path: pathname,
    alternates: data.alternates,
    ogType: 'website',
    jsonLd: jsonLdGraph(posting, breadcrumbListOf(ctx.origin, crumbs)),
    // Without comments in this language the page repeats the entry's title and nothing more.
    noindex: data.empty,
  });
}
