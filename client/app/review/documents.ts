/** The review page's GraphQL documents: a light queue, one revision in full, and the decision. */
import { graphql } from '../graphql';

/** Submissions waiting for review, oldest first: what the list shows, nothing more. */
export const ReviewQueue = graphql(`
  query ReviewQueue {
    reviewQueue(first: 100) {
      edges {
        node {
          id
          title
          submittedAt
          author {
            uid
            displayName
          }
        }
      }
    }
  }
`);

/** One submission with what a reviewer decides on: the text, its changes, the entry and payment. */
export const ReviewRevision = graphql(`
  query ReviewRevision($id: ID!) {
    articleDraft(id: $id) {
      id
      title
      bodyHtml
      publishedBodyHtml
      submittedAt
      locale
      path
      referenceText
      referenceUrl
      author {
        uid
        displayName
      }
      coverImage {
        url
      }
      payment
      entry {
        id
        locale
        kind
        personalKind
        date {
          year
          month
          day
        }
      }
      titleChanges {
        text
        added
        removed
      }
      bodyChanges {
        text
        added
        removed
      }
    }
  }
`);

export const ReviewArticleMutation = graphql(`
  mutation ReviewArticle($revisionId: ID!, $decision: ReviewDecision!, $reason: String) {
    reviewArticle(revisionId: $revisionId, decision: $decision, reason: $reason) {
      revision {
        id
        status
      }
      errors {
        field
        code
      }
    }
  }
`);
