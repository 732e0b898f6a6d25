/** The operations of the comments block and the comments page. */
import { graphql } from '../graphql';

export const CommentItemFragment = graphql(`
  fragment CommentItem_comment on Comment {
    id
    locale
    authorName
    text
    byMember
    hidden
    createdAt
  }
`);

export const EntryCommentsQuery = graphql(`
  query EntryComments($entryId: ID!, $locale: Locale!, $first: Int!, $offset: Int) {
    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {
      totalCount
      countsByLocale {
        locale
        count
        hiddenCount
      }
      edges {
        node {
          ...CommentItem_comment
          authorName
          text
          createdAt
          hidden
        }
      }
    }
  }
`);

export const AddCommentMutation = graphql(`
  mutation AddComment($input: CommentInput!) {
    addComment(input: $input) {
      comment {
        ...CommentItem_comment
      }
      errors {
        field
        code
      }
    }
  }
`);

export const HideCommentMutation = graphql(`
  mutation HideComment($id: ID!, $hidden: Boolean!) {
    hideComment(id: $id, hidden: $hidden) {
      comment {
        id
        hidden
      }
      errors {
        code
      }
    }
  }
`);
