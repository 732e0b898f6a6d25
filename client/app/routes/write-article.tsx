import { redirect } from 'react-router';
import type { Route } from './+types/write-article';
import { RewriteConfirm } from '../articles/RewriteConfirm';
import { WriteArticlePage } from '../articles/WriteArticlePage';
import { WriteArticleRevision, WriteArticleRouteQuery } from '../articles/documents';
import { getFragmentData } from '../graphql';
import { startRewrite } from '../articles/start-rewrite';
import { queryData } from '../lib/apollo';
import { memberPageMeta } from '../lib/member-page';
import { notFound } from '../lib/not-found';
import { serverApollo } from '../lib/server-apollo';
import { requireMember } from '../lib/session';
import { memberPath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { SiteApollo } from '../lib/site-apollo';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: 'all' };

/** An entry's id as a path's query names it: digits only, as the database numbers rows. */
const ENTRY_ID = /^[1-9]\d{0,9}$/;

function entryOf(url: URL, request: Request): string | null {
  const entryId = url.searchParams.get('entry');
  if (entryId !== null && !ENTRY_ID.test(entryId)) notFound(request);
  return entryId;
}

/** `?revision=` edits a draft; `?entry=` asks before rewriting that entry's published article. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  const url = new URL(request.url);
  const { locale } = context.get(renderContext);
  const entryId = entryOf(url, request);
  if (entryId) return { rewriteOf: entryId, revision: null };
  const id = url.searchParams.get('revision');
  if (!id) throw redirect(memberPath(locale, '/write-new-article'));
  const { articleDraft } = await queryData(serverApollo(context), WriteArticleRouteQuery, { id });
  const revision = getFragmentData(WriteArticleRevision, articleDraft);
  if (!revision || revision.author.uid !== viewer.uid) notFound(request);
  return { rewriteOf: null, revision };
}

/** Starts rewriting `?entry=`'s article in the page's language (a draft copy), and opens the draft. Forms from other sites never get here (sameOriginWrites). */
export async function action({ context, request }: Route.ActionArgs) {
  requireMember(context, request);
  const url = new URL(request.url);
  const { locale } = context.get(renderContext);
  const entryId = entryOf(url, request);
  if (!entryId) notFound(request);
  const started = await startRewrite(serverApollo(context), entryId, locale);
  if (!started) notFound(request);
  // A refusal the member can act on (too many drafts this hour) is shown on the page that asked.
  if ('refused' in started) return { refused: started.refused };
  throw redirect(`${memberPath(locale, '/write-article')}?revision=${started.revisionId}`);
}

export default function WriteArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SiteApollo>
      {loaderData.revision ? (
        <WriteArticlePage key={loaderData.revision.id} revision={loaderData.revision} />
      ) : (
        <RewriteConfirm entryId={loaderData.rewriteOf} refused={actionData?.refused ?? null} />
      )}
    </SiteApollo>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/write-article', 'write.title');
