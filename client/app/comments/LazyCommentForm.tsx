import { lazy, Suspense, type ComponentProps } from 'react';
import type { CommentForm } from './CommentForm';

/**
 * The comment form with its checks, refusals and proof of work loads as a script of its own: a
 * reader who only reads does not wait for it. The server renders it in the page; the browser
 * brings it alive when its script has come, after the rest of the page, and keeps the server's
 * markup meanwhile.
 */
const Form = lazy(() => import('./CommentForm').then((module) => ({ default: module.CommentForm })));

export function LazyCommentForm(props: ComponentProps<typeof CommentForm>) {
  return (
    <Suspense fallback={<div className="comment-form-loading" aria-busy="true" />}>
      <Form {...props} />
    </Suspense>
  );
}
