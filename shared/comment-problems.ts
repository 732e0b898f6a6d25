/**
 * What is wrong with a comment as typed, checked the same in the browser (when the comment is
 * sent) and on the server. Links are counted as linkify finds them, bare domains included; the
 * browser loads this (and linkify) with the first comment sent, not with the page.
 */
import { find } from 'linkifyjs';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_LINKS, COMMENT_MIN_LENGTH, COMMENT_NAME_MAX_LENGTH } from './comment-rules';

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
