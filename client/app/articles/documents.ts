/** The operations of writing an article: the draft, its saves, its submission, and starting a rewrite. */
import { graphql } from '../graphql';

export const WriteArticleRevision = graphql(`
  fragment WriteArticle_revision on Revision {
    id
    status
    title
    bodyHtml
    textLength
    imageCount
    referenceText
    referenceUrl
    rejectionReason
    updatedAt
    path
    limits {
      coverRequired
      titleMinLength
      textMinLength
    }
    author {
      uid
    }
    coverImage {
      id
      url
    }
    entry {
      id
      locale
      kind
      coverImage {
        id
        url
      }
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
    }
  }
`);

export const WriteArticleRouteQuery = graphql(`
  query WriteArticleRoute($id: ID!) {
    articleDraft(id: $id) {
      ...WriteArticle_revision
    }
  }
`);

export const StartRewriteMutation = graphql(`
  mutation StartRewrite($entryId: ID!, $locale: Locale!) {
    startRewrite(entryId: $entryId, locale: $locale) {
      revision {
        id
      }
      errors {
        code
      }
    }
  }
`);

export const SaveArticleDraftMutation = graphql(`
  mutation SaveArticleDraft($revisionId: ID!, $input: ArticleDraftInput!) {
    saveArticleDraft(revisionId: $revisionId, input: $input) {
      revision {
        ...WriteArticle_revision
      }
      errors {
        field
        code
      }
    }
  }
`);

export const SubmitArticleMutation = graphql(`
  mutation SubmitArticle($revisionId: ID!, $input: ArticleDraftInput!, $rulesAccepted: Boolean!) {
    submitArticle(revisionId: $revisionId, input: $input, rulesAccepted: $rulesAccepted) {
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
