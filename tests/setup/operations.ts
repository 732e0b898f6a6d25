/**
 * What the in-process GraphQL test files share: operations that must not fail, run on a test's
 * database, and the operations several test files send, as typed documents.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type { Database } from '../../server/db/prisma';
import type { User } from '../../server/generated/prisma/client';
import { execute, type As } from '../../server/testing';
import { graphql } from '../graphql';
import type { DateInput, Locale } from '../graphql/graphql';

/** Who sends an operation: a visitor (null), a member, or a sender with more to say (address, checks …). */
export type Sender = User | null | As;
const senderOf = (sender: Sender): As => (sender === null || 'uid' in sender ? { user: sender } : sender);

/** Runs an operation that must not fail as a whole, and answers its data. */
export async function okData<TData, TVariables>(
  db: Database,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  sender: Sender,
): Promise<TData> {
  // The variables were checked against the document where okData was called.
  const result = await execute(db, document as TypedDocumentNode<TData, Record<string, unknown>>, variables as Record<string, unknown>, senderOf(sender));
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** okData on the database a test file opens before its tests run. */
export type Ok = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, sender?: Sender) => Promise<TData>;
export const okOn =
  (database: () => Database): Ok =>
  (document, variables, sender = null) =>
    okData(database(), document, variables, sender);

export const refusedAsUnauthorised = (result: { errors?: readonly { message: string }[] }) => expect(result.errors?.[0]?.message).toMatch(/Not authorized/);

// ---------------------------------------------------------------------------------------------
// Writing and reviewing articles.

/** What the writing operations answer of a revision. */
export const REVISION_FIELDS = graphql(`
  fragment RevisionFields on Revision {
    id
    articleId
    status
    title
    bodyHtml
    textLength
    imageCount
    coverImage {
      id
      url
    }
    referenceText
    referenceUrl
    rejectionReason
    submittedAt
    reviewedAt
    publishedAt
    path
    limits {
      coverRequired
      titleMinLength
      textMinLength
    }
  }
`);

export const START_ARTICLE = graphql(`
  mutation StartArticle($input: NewArticleInput!) {
    startNewArticle(input: $input) {
      revision {
        ...RevisionFields
      }
      errors {
        field
        code
      }
    }
  }
`);

export const START_REWRITE = graphql(`
  mutation StartRewrite($entryId: ID!, $locale: Locale!) {
    startRewrite(entryId: $entryId, locale: $locale) {
      revision {
        ...RevisionFields
      }
      errors {
        field
        code
      }
    }
  }
`);

export const SAVE_DRAFT = graphql(`
  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {
    saveArticleDraft(revisionId: $id, input: $input) {
      revision {
        ...RevisionFields
      }
      errors {
        field
        code
      }
    }
  }
`);

export const SUBMIT_ARTICLE = graphql(`
  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {
    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) {
      revision {
        ...RevisionFields
      }
      errors {
        field
        code
      }
    }
  }
`);

export const REVIEW_ARTICLE = graphql(`
  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {
    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {
      revision {
        ...RevisionFields
      }
      errors {
        field
        code
      }
    }
  }
`);

/** Starts an event article on the date as the write page does, as the author: its draft. */
export async function startEvent(db: Database, author: User, date: DateInput, locale: Locale = 'en') {
  const { startNewArticle } = await okData(db, START_ARTICLE, { input: { locale, kind: 'EVENT', date } }, author);
  expect(startNewArticle.errors).toEqual([]);
  return startNewArticle.revision!;
}

/** Approves a submitted revision as the reviewer: the revision as decided. */
export async function approve(db: Database, reviewer: User, revisionId: string) {
  const { reviewArticle } = await okData(db, REVIEW_ARTICLE, { id: revisionId, decision: 'APPROVE' }, reviewer);
  expect(reviewArticle.errors).toEqual([]);
  return reviewArticle.revision!;
}

// ---------------------------------------------------------------------------------------------
// What readers see.

export const ENTRY_PAGE = graphql(`
  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      id
      title
      summary
      bodyHtml
      path
      date {
        iso
      }
      coverImage {
        url
      }
      referenceText
      referenceUrl
    }
  }
`);

export const DAY_LISTS = graphql(`
  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {
    day(month: $month, day: $day, locale: $locale) {
      events {
        title
        path
      }
      births {
        title
        path
      }
      personalEntries {
        title
      }
    }
  }
`);

export const STATS = graphql(`
  query Stats {
    stats {
      total
      byKind {
        kind
        count
      }
      byCentury {
        century
        count
      }
      byMonth {
        month
        count
      }
      byLocale {
        locale
        count
      }
    }
  }
`);

// ---------------------------------------------------------------------------------------------
// Donations and personal entries.

export const START_DONATION = graphql(`
  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {
    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {
      checkoutUrl
      errors {
        field
        code
      }
    }
  }
`);

export const SUBMIT_PERSONAL_ENTRY = graphql(`
  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {
    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {
      revision {
        id
        status
        payment
        publishedAt
        entry {
          id
          databaseId
        }
        coverImage {
          id
          url
          width
        }
      }
      paid
      errors {
        field
        code
      }
    }
  }
`);

// ---------------------------------------------------------------------------------------------
// Comments.

export const ADD_COMMENT = graphql(`
  mutation AddComment($input: CommentInput!) {
    addComment(input: $input) {
      comment {
        id
        databaseId
        authorName
        text
        hidden
        byMember
      }
      errors {
        field
        code
      }
    }
  }
`);

// ---------------------------------------------------------------------------------------------
// Members.

export const ME = graphql(`
  query Me {
    me {
      uid
    }
  }
`);

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      user {
        uid
        displayName
        bio
        avatarUrl
      }
      errors {
        field
        code
      }
    }
  }
`);

export const SET_MEMBER_DISABLED = graphql(`
  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {
    setMemberDisabled(uid: $uid, disabled: $disabled) {
      errors {
        code
      }
    }
  }
`);
