/**
 * The limits of a comment, shared by the form (which states them) and the server (which enforces
 * them, with comment-problems.ts). A comment may hold only a few links, so that it cannot be
 * turned into a list of advertisements.
 */
export const COMMENT_NAME_MAX_LENGTH = 60;
export const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_MAX_LINKS = 2;
/** Comments on an entry page; the comments page shows this many per page. */
export const LATEST_COMMENTS = 3;
export const COMMENTS_PER_PAGE = 20;
/** The furthest a comments page may reach into an entry's comments. */
export const COMMENTS_MAX_OFFSET = 1_000_000;

/**
 * The number in a comments page's ?page= (1 without one); null for anything else, or for a page
 * beyond the furthest reachable one, so that the page answers 404 instead of failing.
 */
export function commentsPageNumber(text: string | null): number | null {
  if (text === null) return 1;
  if (!/^[0-9]{1,9}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && (page - 1) * COMMENTS_PER_PAGE <= COMMENTS_MAX_OFFSET ? page : null;
}
