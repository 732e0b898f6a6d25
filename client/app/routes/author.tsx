import { FormattedMessage } from 'react-intl';
import { FormattedDay } from '../components/FormattedDay';
import { Link } from 'react-router';
import type { Route } from './+types/author';
import { graphql } from '../graphql';
import { alternatesFor } from '../lib/alternates';
import { optimisedImageUrl } from '#shared/images';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { isPlausibleSegment, memberPath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { loadQuery } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['author', 'day', 'entry'] };

const AuthorQuery = graphql(`
  query AuthorRoute($uid: ID!, $locale: Locale!) {
    author(uid: $uid) {
      uid
      publishedArticles(locale: $locale) {
        id
        locale
        kind
        title
        path
      }
      displayName
      bio
      avatarUrl
      role
      createdAt
    }
  }
`);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { locale } = context.get(renderContext);
  if (!isPlausibleSegment(params.author)) notFound(request);
  const { author } = await loadQuery(context, AuthorQuery, { uid: params.author, locale });
  if (!author) notFound(request);
  return { author, alternates: alternatesFor((locale) => memberPath(locale, `/author-articles/${author.uid}`)) };
}

/** Stored pictures go through the optimiser; a provider's picture is shown as it is. */
const avatarSrc = (url: string) => (url.startsWith('/') ? optimisedImageUrl(url, 320) : url);

/** An author's public page: who they are; their published articles are listed here too. */
export default function AuthorRoute({ loaderData: { author } }: Route.ComponentProps) {
  return (
    <main id="main" className="page author-page">
      <header className="author-header">
        {author.avatarUrl ? (
          <img className="avatar-large" src={avatarSrc(author.avatarUrl)} alt="" width={128} height={128} referrerPolicy="no-referrer" />
        ) : (
          <span className="avatar-large avatar-initial" aria-hidden="true">
            {author.displayName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h1>{author.displayName}</h1>
          <p className="muted">
            <FormattedMessage id="author.memberSince" values={{ date: <FormattedDay value={author.createdAt} dateStyle="long" /> }} />
            {author.role !== 'member' ? (
              <span className="badge">
                <FormattedMessage id={`author.role.${author.role}`} />
              </span>
            ) : null}
          </p>
        </div>
      </header>
      {author.bio ? <p className="author-bio">{author.bio}</p> : null}
      <section aria-labelledby="author-articles">
        <h2 id="author-articles">
          <FormattedMessage id="author.articles" />
        </h2>
        {author.publishedArticles.length ? (
          <ul className="author-articles">
            {author.publishedArticles.map((article) => (
              <li key={article.id}>
                {article.path ? <Link to={article.path}>{article.title}</Link> : article.title}{' '}
                <span className="muted">
                  · <FormattedMessage id={`entry.kind.${article.kind}`} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">
            <FormattedMessage id="author.noArticles" />
          </p>
        )}
      </section>
    </main>
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const name = loaderData.author.displayName;
  return seoMeta({
    title: ctx.intl.formatMessage({ id: 'author.title' }, { name }),
    description: loaderData.author.bio || ctx.intl.formatMessage({ id: 'author.description' }, { name }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    ogType: 'profile',
    // A member who has published nothing in this language has no page worth a search result.
    noindex: loaderData.author.publishedArticles.length === 0,
  });
}
