import type { Locale } from '#shared/locales';
import { searchPath } from '#shared/paths';

/** The kinds of entry a search can be narrowed to (personal entries are not searched). */
export const SEARCH_KINDS = ['EVENT', 'PERSON', 'HOLIDAY'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_RESULTS_PER_PAGE = 20;

/** How deep the pages of results go: the search lists its first thousand results. */
export const SEARCH_MAX_PAGE = 50;

/** What the results page's address asks for: `?q=` the words, `?kind=` a kind (event, person, holiday), `?page=` from the second page on. */
export interface SearchParams {
  query: string;
  kind: SearchKind | null;
  page: number;
}

/** The search an address asks for, or null when its kind or page names nothing (a 404). */
export function readSearchParams(params: URLSearchParams): SearchParams | null {
  const query = (params.get('q') ?? '').trim();
  const kindParam = params.get('kind');
  const kind = kindParam === null || kindParam === '' ? null : (SEARCH_KINDS.find((k) => k.toLowerCase() === kindParam) ?? undefined);
  const pageParam = params.get('page');
  const page = pageParam === null ? 1 : /^[1-9]\d{0,2}$/.test(pageParam) && pageParam !== '1' ? Number(pageParam) : 0;
  if (kind === undefined || page < 1 || page > SEARCH_MAX_PAGE) return null;
  return { query, kind, page };
}

/** The address of a page of results: the words, then the kind and the page when they are not the defaults. */
export function searchPagePath(locale: Locale, query: string, kind: SearchKind | null, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('kind', kind.toLowerCase());
  if (page > 1) params.set('page', String(page));
  return query ? `${searchPath(locale)}?${params.toString()}` : searchPath(locale);
}

/**
 * Where a numbered page of results starts: after the last result of the page before, whose cursor
 * the search writes as its position ("search:19", base64url), so a page can be linked by number.
 */
export function searchPageAfter(page: number): string | null {
  if (page <= 1) return null;
  return btoa(`search:${(page - 1) * SEARCH_RESULTS_PER_PAGE - 1}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
