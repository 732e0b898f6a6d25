/**
 * The limits of a comment, shared by the form (which states them) and the server (which enforces
 * them). Links are counted as linkify finds them, bare domains included, so a comment cannot be
 * turned into a list of advertisements.
 */
import { find } from 'linkifyjs';

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

type CommentErrorCode = 'NAME_REQUIRED' | 'NAME_TOO_LONG' | 'COMMENT_TOO_SHORT' | 'COMMENT_TOO_LONG' | 'TOO_MANY_LINKS';

export interface CommentProblem {
  field: 'authorName' | 'text';
  code: CommentErrorCode;
}

function linkCount(text: string): number {
  return find(text).filter((link) => link.type === 'url').length;
}

/** What is wrong with a comment as typed (names and texts are compared trimmed). */
export function commentProblems({ authorName, text }: { authorName: string; text: string }): CommentProblem[] {
  const problems: CommentProblem[] = [];
  const name = authorName.trim();
  const body = text.trim();
  if (!name) problems.push({ field: 'authorName', code: 'NAME_REQUIRED' });
  else if (name.length > COMMENT_NAME_MAX_LENGTH) problems.push({ field: 'authorName', code: 'NAME_TOO_LONG' });
  if (body.length < COMMENT_MIN_LENGTH) problems.push({ field: 'text', code: 'COMMENT_TOO_SHORT' });
  else if (body.length > COMMENT_MAX_LENGTH) problems.push({ field: 'text', code: 'COMMENT_TOO_LONG' });
  else if (linkCount(body) > COMMENT_MAX_LINKS) problems.push({ field: 'text', code: 'TOO_MANY_LINKS' });
  return problems;
}
