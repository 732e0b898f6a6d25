/** The GraphQL operations of an article's way from draft to decision, as pages send them, for tests that drive a server over HTTP. */
import { print } from 'graphql';
import { graphql } from '../graphql';

export const START_EVENT = graphql(`
  mutation StartEvent($date: DateInput!) {
    startNewArticle(input: { locale: en, kind: EVENT, date: $date }) {
      revision {
        id
      }
      errors {
        code
      }
    }
  }
`);
export const SUBMIT_EVENT = graphql(`
  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) {
    submitArticle(revisionId: $id, input: $input, rulesAccepted: true) {
      revision {
        status
      }
      errors {
        code
      }
    }
  }
`);
export const REVIEW_EVENT = graphql(`
  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) {
    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {
      revision {
        status
      }
      errors {
        code
      }
    }
  }
`);
/** The member's live review status, as My Articles follows it. */
export const STATUS_CHANGES = graphql(`
  subscription ArticleStatusChanges {
    articleStatusChanged {
      id
      status
      rejectionReason
    }
  }
`);

/** The same operations as text, for tests that write their requests themselves. */
export const START = print(START_EVENT);
export const SUBMIT = print(SUBMIT_EVENT);
export const REVIEW = print(REVIEW_EVENT);

/** A body long enough for a new article. */
export const articleBody = (title: string) => `<p>${`${title} is remembered on this day, and the reports of the time describe it at length. `.repeat(5)}</p>`;
