/** A page of an entry's comments as structured data: a discussion about the entry, with the comments it shows. */
import type { DiscussionForumPosting } from 'schema-dts';

export interface CommentForStructuredData {
  authorName: string;
  text: string;
  createdAt: string;
}

export function commentsPostingOf(
  heading: string,
  page: { url: string; entryUrl: string; locale: string; totalCount: number },
  comments: readonly CommentForStructuredData[],
): DiscussionForumPosting {
  return {
    '@type': 'DiscussionForumPosting',
    headline: heading,
    url: page.url,
    inLanguage: page.locale,
    about: { '@type': 'Article', url: page.entryUrl },
    commentCount: page.totalCount,
    comment: comments.map((comment) => ({
      '@type': 'Comment',
      text: comment.text,
      dateCreated: comment.createdAt,
      author: { '@type': 'Person', name: comment.authorName },
    })),
  };
}
