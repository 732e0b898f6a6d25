import { FormattedMessage, useIntl } from 'react-intl';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/search';
import { graphql } from '../graphql';
import { useLocale } from '../i18n/use-locale';
import { alternatesFor } from '../lib/alternates';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { loadQuery, QueryErrors } from '../lib/route-data';
import { seoMeta } from '../lib/seo';
import { Pagination } from '../components/Pagination';
import { dateTarget } from '../search/date-match';
import { Highlighted } from '../search/Highlighted';
import { SEARCH_QUERY_MAX_LENGTH } from '../search/search-query';
import {
  readSearchParams,
  SEARCH_KINDS,
  SEARCH_MAX_PAGE,
  SEARCH_RESULTS_PER_PAGE,
  searchPageAfter,
  searchPagePath,
  type SearchKind,
} from '../search/search-params';
import { SearchResultDate } from '../search/SearchResultDate';
import { searchPath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['day', 'entry', 'holiday', 'search'] };

const SearchRouteQuery = graphql(`
  query SearchRoute($query: String!, $locale: Locale!, $kinds: [EntryKind!], $first: Int, $after: String, $year: Int!) {
    search(query: $query, locale: $locale, kinds: $kinds, first: $first, after: $after) {
      totalCount
      didYouMean
      dateMatch {
        year
        month
        day
      }
      edges {
        node {
          entry {
            id
            locale
            kind
            path
            date {
              year
              month
              day
            }
            birth {
              year
              month
              day
            }
            death {
              year
              month
              day
            }
            countries
            dates(fromYear: $year, years: 2) {
              start {
                year
                month
                day
              }
              end {
                year
                month
                day
              }
            }
          }
          title {
            text
            highlights {
              start
              length
            }
          }
          snippet {
            text
            highlights {
              start
              length
            }
          }
        }
      }
    }
  }
`);

/** Results are for the one reader who asked: no shared cache (the site's page cache included) keeps them, and search engines leave them out. */
const RESULTS_HEADERS = { 'Cache-Control': 'private, no-cache' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context.get(renderContext);
  const params = readSearchParams(url.searchParams);
  if (!params) notFound(request);
  const { query, kind, page } = params;
  const shown = { query, kind, page, alternates: alternatesFor((l) => searchPath(l, query)) };
  if (!query) return data({ ...shown, refusal: null, search: null }, { headers: RESULTS_HEADERS });
  if (query.length > SEARCH_QUERY_MAX_LENGTH) return data({ ...shown, refusal: 'tooLong' as const, search: null }, { headers: RESULTS_HEADERS });
  let search;
  try {
    ({ search } = await loadQuery(context, SearchRouteQuery, {
      query,
      locale,
      kinds: kind ? [kind] : null,
      first: SEARCH_RESULTS_PER_PAGE,
      after: searchPageAfter(page),
      // A holiday's next dates: this year's and the next, of which the page shows the first not over.
      year: new Date().getUTCFullYear(),
    }));
  } catch (error) {
    const minimumLetters = minimumLettersOf(error);
    if (minimumLetters === null) throw error;
    return data({ ...shown, refusal: 'tooFewLetters' as const, minimumLetters, search: null }, { headers: RESULTS_HEADERS });
  }
  if (page > 1 && search.edges.length === 0) notFound(request);
  return data({ ...shown, refusal: null, search }, { headers: RESULTS_HEADERS });
}

/** How many letters a search needs, when the API refused the query for having fewer (it folds the words, and says so). */
function minimumLettersOf(error: unknown): number | null {
  if (!(error instanceof QueryErrors)) return null;
  const minimum = error.errors.find((item) => item.extensions?.code === 'BAD_USER_INPUT')?.extensions?.minimumLetters;
  return typeof minimum === 'number' ? minimum : null;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The results of a search in the page's language: the date the words name first, then the
 * entries that match, best first, their matching words marked, a page at a time. Filters narrow
 * them to events, persons or holidays. A plain GET form, so it works without JavaScript.
 */
export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { query, kind, page, refusal, search } = loaderData;
  const date = dateTarget(locale, search?.dateMatch);
  const pageCount = search ? Math.min(Math.ceil(search.totalCount / SEARCH_RESULTS_PER_PAGE), SEARCH_MAX_PAGE) : 0;
  return (
    <main id="main" className="page search-page">
      <h1>{query ? intl.formatMessage({ id: 'search.title' }, { query }) : intl.formatMessage({ id: 'search.heading' })}</h1>
      <Form role="search" aria-label={intl.formatMessage({ id: 'search.heading' })} method="get" action={searchPath(locale)} className="search-page-form">
        <input
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          aria-label={intl.formatMessage({ id: 'search.label' })}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          enterKeyHint="search"
        />
        {kind ? <input type="hidden" name="kind" value={kind.toLowerCase()} /> : null}
        <button type="submit" className="button">
          <FormattedMessage id="search.submit" />
        </button>
      </Form>
      {refusal === 'tooLong' ? (
        <p className="form-error" role="alert">
          <FormattedMessage id="search.tooLong" values={{ max: SEARCH_QUERY_MAX_LENGTH }} />
        </p>
      ) : null}
      {refusal === 'tooFewLetters' ? (
        <p className="form-error" role="alert">
          <FormattedMessage id="search.tooFewLetters" values={{ min: loaderData.minimumLetters }} />
        </p>
      ) : null}
      {!query ? (
        <p className="lead">
          <FormattedMessage id="search.prompt" />
        </p>
      ) : null}
      {search ? (
        <>
          <nav className="search-filters" aria-label={intl.formatMessage({ id: 'search.filter.label' })}>
            {([null, ...SEARCH_KINDS] as (SearchKind | null)[]).map((k) => (
              <Link key={k ?? 'all'} to={searchPagePath(locale, query, k)} aria-current={k === kind ? 'page' : undefined} className="search-filter">
                {intl.formatMessage({ id: k ? `search.filter.${k}` : 'search.filter.all' })}
              </Link>
            ))}
          </nav>
          {date && page === 1 ? (
            <p className="search-date-match">
              <span className="muted">
                <FormattedMessage id="search.dateMatch" />
              </span>{' '}
              <Link to={date.path}>
                {date.year
                  ? intl.formatMessage({ id: 'search.goToYear' }, { year: String(date.year) })
                  : intl.formatMessage({ id: 'search.goToDate' }, { date: date.text })}
              </Link>
            </p>
          ) : null}
          {search.didYouMean ? (
            <p className="search-did-you-mean">
              <FormattedMessage
                id="search.didYouMean"
                values={{
                  query: (
                    <Link to={searchPagePath(locale, search.didYouMean, kind)}>
                      <bdi>{search.didYouMean}</bdi>
                    </Link>
                  ),
                }}
              />
            </p>
          ) : null}
          <p className="search-count" role="status">
            <FormattedMessage id="search.count" values={{ count: search.totalCount }} />
          </p>
          {search.edges.length ? (
            <ol className="search-results" start={(page - 1) * SEARCH_RESULTS_PER_PAGE + 1}>
              {search.edges.map(({ node }) => (
                <li key={node.entry.id} className="search-result">
                  <h2 className="search-result-title">
                    {node.entry.path ? (
                      <Link to={node.entry.path}>
                        <Highlighted text={node.title} />
                      </Link>
                    ) : (
                      <Highlighted text={node.title} />
                    )}
                  </h2>
                  <p className="search-result-meta muted">
                    <FormattedMessage id={`entry.kind.${node.entry.kind}`} />
                    <SearchResultDate entry={node.entry} />
                  </p>
                  {node.snippet.text ? (
                    <p className="search-result-snippet">
                      <Highlighted text={node.snippet} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="empty">
              <FormattedMessage id="search.empty" values={{ query }} />
            </p>
          )}
          <Pagination page={page} pageCount={pageCount} pathOf={(p) => searchPagePath(locale, query, kind, p)} />
        </>
      ) : null}
    </main>
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const { query } = loaderData;
  const title = query ? ctx.intl.formatMessage({ id: 'search.title' }, { query }) : ctx.intl.formatMessage({ id: 'search.heading' });
  return seoMeta({
    title: `${title} · Daypedia`,
    description: ctx.intl.formatMessage({ id: 'search.description' }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    // A page of results is no page of its own for a search engine.
    noindex: true,
  });
}
