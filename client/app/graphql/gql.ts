/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment DayView_day on Day {\n    month\n    day\n    exactYear\n    formattedDate\n    siteUrl\n    wikiUrl\n    previous {\n      formattedDate\n      siteUrl\n    }\n    next {\n      formattedDate\n      siteUrl\n    }\n    events {\n      ...EntryListItem_entry\n    }\n    births {\n      ...EntryListItem_entry\n    }\n    deaths {\n      ...EntryListItem_entry\n    }\n    holidays {\n      ...EntryListItem_entry\n    }\n    personalEntries {\n      ...EntryListItem_entry\n      personalKind\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n  }\n": typeof types.DayView_DayFragmentDoc,
    "\n  fragment EntryListItem_entry on Entry {\n    id\n    locale\n    kind\n    title\n    summary\n    path\n    fallbackFrom\n    holidayType\n    date {\n      year\n    }\n    birth {\n      year\n    }\n    death {\n      year\n    }\n  }\n": typeof types.EntryListItem_EntryFragmentDoc,
    "\n  fragment TodayTeaser_day on Day {\n    month\n    day\n    formattedDate\n    siteUrl\n    events {\n      id\n      locale\n      title\n      path\n      date {\n        year\n      }\n    }\n    births {\n      id\n      locale\n    }\n    deaths {\n      id\n      locale\n    }\n    holidays {\n      id\n      locale\n      title\n    }\n  }\n": typeof types.TodayTeaser_DayFragmentDoc,
    "\n  query TodayInZone($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n  }\n": typeof types.TodayInZoneDocument,
    "\n  query AdminDonations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          personalKind\n          amount\n          currency\n          status\n          provider\n          createdAt\n          paidAt\n          entryTitle\n          entryListed\n          donor {\n            uid\n            displayName\n            email\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminDonationsDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    authorName\n    text\n    byMember\n    hidden\n    createdAt\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  query EntryComments($entryId: ID!, $first: Int!, $offset: Int) {\n    comments(entryId: $entryId, first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          ...CommentItem_comment\n        }\n      }\n    }\n  }\n": typeof types.EntryCommentsDocument,
    "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.HideCommentDocument,
    "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.StartDonationDocument,
    "\n  query AdminMembers($after: String) {\n    members(first: 50, after: $after) {\n      edges {\n        node {\n          uid\n          displayName\n          email\n          role\n          createdAt\n          lastLogin\n          disabled\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminMembersDocument,
    "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      user {\n        uid\n        disabled\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.SetMemberDisabledDocument,
    "\n  query AuthorPage($uid: ID!, $locale: Locale!) {\n    author(uid: $uid) {\n      uid\n      publishedArticles(locale: $locale) {\n        id\n        locale\n        kind\n        title\n        path\n      }\n      displayName\n      bio\n      avatarUrl\n      role\n      createdAt\n    }\n  }\n": typeof types.AuthorPageDocument,
    "\n  query DayRoute($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      ...DayView_day\n    }\n  }\n": typeof types.DayRouteDocument,
    "\n  query DonationCredits {\n    donationCredits\n  }\n": typeof types.DonationCreditsDocument,
    "\n  query EditProfile {\n    me {\n      uid\n      displayName\n      email\n      bio\n      avatarUrl\n      providerId\n    }\n  }\n": typeof types.EditProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query EntryRoute($locale: Locale!, $kind: EntryPageKind!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      locale\n      kind\n      title\n      summary\n      bodyHtml\n      coverImage {\n        url\n        width\n        height\n      }\n      path\n      fallbackFrom\n      countries\n      holidayType\n      movable\n      referenceText\n      referenceUrl\n      updatedAt\n      date {\n        year\n        month\n        day\n        iso\n      }\n      birth {\n        year\n        month\n        day\n        iso\n      }\n      death {\n        year\n        month\n        day\n        iso\n      }\n      occursOn(year: $year) {\n        month\n        day\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n": typeof types.EntryRouteDocument,
    "\n  query ExactDateRoute($locale: Locale!, $slug: String!) {\n    exactDate(locale: $locale, slug: $slug) {\n      year\n      ...DayView_day\n    }\n  }\n": typeof types.ExactDateRouteDocument,
    "\n  query HolidaysRoute($locale: Locale!, $year: Int!) {\n    holidays(locale: $locale, year: $year) {\n      id\n      locale\n      title\n      path\n      holidayType\n      countries\n      fallbackFrom\n      occursOn(year: $year) {\n        month\n        day\n      }\n    }\n  }\n": typeof types.HolidaysRouteDocument,
    "\n  query HomeRoute($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n    stats {\n      total\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  fragment MyArticles_Revision on Revision {\n    id\n    title\n    status\n    locale\n    path\n    submittedAt\n    publishedAt\n    updatedAt\n    rejectionReason\n    payment\n    entry {\n      id\n      locale\n      kind\n    }\n  }\n": typeof types.MyArticles_RevisionFragmentDoc,
    "\n  query MyArticles {\n    myArticles(first: 100) {\n      edges {\n        node {\n          ...MyArticles_Revision\n        }\n      }\n    }\n  }\n": typeof types.MyArticlesDocument,
    "\n  subscription ArticleStatusChanged {\n    articleStatusChanged {\n      ...MyArticles_Revision\n    }\n  }\n": typeof types.ArticleStatusChangedDocument,
    "\n  query ReviewQueue {\n    reviewQueue(first: 100) {\n      edges {\n        node {\n          id\n          title\n          bodyHtml\n          publishedBodyHtml\n          submittedAt\n          locale\n          path\n          referenceText\n          referenceUrl\n          author {\n            uid\n            displayName\n          }\n          coverImage {\n            url\n          }\n          payment\n          entry {\n            id\n            locale\n            kind\n            personalKind\n            date {\n              year\n              month\n              day\n            }\n          }\n          titleChanges {\n            text\n            added\n            removed\n          }\n          bodyChanges {\n            text\n            added\n            removed\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReviewQueueDocument,
    "\n  mutation ReviewArticle($revisionId: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $revisionId, decision: $decision, reason: $reason) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.ReviewArticleDocument,
    "\n  query SitemapEntries($locale: Locale!, $after: String) {\n    entries(filter: { locale: $locale }, first: 100, after: $after) {\n      edges {\n        node {\n          id\n          locale\n          path\n          fallbackFrom\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SitemapEntriesDocument,
    "\n  query TestCheckout($session: String!) {\n    testCheckout(session: $session) {\n      personalKind\n      amount\n      currency\n      status\n    }\n  }\n": typeof types.TestCheckoutDocument,
    "\n  fragment WriteArticleRevision on Revision {\n    id\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    referenceText\n    referenceUrl\n    rejectionReason\n    updatedAt\n    path\n    author {\n      uid\n    }\n    coverImage {\n      id\n      url\n    }\n    entry {\n      id\n      locale\n      kind\n      date {\n        year\n        month\n        day\n      }\n      birth {\n        year\n        month\n        day\n      }\n      death {\n        year\n        month\n        day\n      }\n    }\n  }\n": typeof types.WriteArticleRevisionFragmentDoc,
    "\n  query WriteArticle($id: ID!) {\n    articleDraft(id: $id) {\n      ...WriteArticleRevision\n    }\n  }\n": typeof types.WriteArticleDocument,
    "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        id\n      }\n    }\n  }\n": typeof types.StartRewriteDocument,
    "\n  mutation SaveArticleDraft($revisionId: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $revisionId, input: $input) {\n      revision {\n        ...WriteArticleRevision\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SaveArticleDraftDocument,
    "\n  mutation SubmitArticle($revisionId: ID!, $input: ArticleDraftInput!, $rulesAccepted: Boolean!) {\n    submitArticle(revisionId: $revisionId, input: $input, rulesAccepted: $rulesAccepted) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SubmitArticleDocument,
    "\n  mutation StartNewArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        id\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.StartNewArticleDocument,
    "\n  query RejectedPersonalEntry($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      summary\n      rejectionReason\n      author {\n        uid\n      }\n      coverImage {\n        id\n        url\n      }\n      entry {\n        kind\n        personalKind\n        date {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n": typeof types.RejectedPersonalEntryDocument,
    "\n  query PersonalCredits {\n    donationCredits\n  }\n": typeof types.PersonalCreditsDocument,
    "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SubmitPersonalEntryDocument,
};
const documents: Documents = {
    "\n  fragment DayView_day on Day {\n    month\n    day\n    exactYear\n    formattedDate\n    siteUrl\n    wikiUrl\n    previous {\n      formattedDate\n      siteUrl\n    }\n    next {\n      formattedDate\n      siteUrl\n    }\n    events {\n      ...EntryListItem_entry\n    }\n    births {\n      ...EntryListItem_entry\n    }\n    deaths {\n      ...EntryListItem_entry\n    }\n    holidays {\n      ...EntryListItem_entry\n    }\n    personalEntries {\n      ...EntryListItem_entry\n      personalKind\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n  }\n": types.DayView_DayFragmentDoc,
    "\n  fragment EntryListItem_entry on Entry {\n    id\n    locale\n    kind\n    title\n    summary\n    path\n    fallbackFrom\n    holidayType\n    date {\n      year\n    }\n    birth {\n      year\n    }\n    death {\n      year\n    }\n  }\n": types.EntryListItem_EntryFragmentDoc,
    "\n  fragment TodayTeaser_day on Day {\n    month\n    day\n    formattedDate\n    siteUrl\n    events {\n      id\n      locale\n      title\n      path\n      date {\n        year\n      }\n    }\n    births {\n      id\n      locale\n    }\n    deaths {\n      id\n      locale\n    }\n    holidays {\n      id\n      locale\n      title\n    }\n  }\n": types.TodayTeaser_DayFragmentDoc,
    "\n  query TodayInZone($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n  }\n": types.TodayInZoneDocument,
    "\n  query AdminDonations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          personalKind\n          amount\n          currency\n          status\n          provider\n          createdAt\n          paidAt\n          entryTitle\n          entryListed\n          donor {\n            uid\n            displayName\n            email\n          }\n        }\n      }\n    }\n  }\n": types.AdminDonationsDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    authorName\n    text\n    byMember\n    hidden\n    createdAt\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  query EntryComments($entryId: ID!, $first: Int!, $offset: Int) {\n    comments(entryId: $entryId, first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          ...CommentItem_comment\n        }\n      }\n    }\n  }\n": types.EntryCommentsDocument,
    "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.HideCommentDocument,
    "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        code\n      }\n    }\n  }\n": types.StartDonationDocument,
    "\n  query AdminMembers($after: String) {\n    members(first: 50, after: $after) {\n      edges {\n        node {\n          uid\n          displayName\n          email\n          role\n          createdAt\n          lastLogin\n          disabled\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminMembersDocument,
    "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      user {\n        uid\n        disabled\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.SetMemberDisabledDocument,
    "\n  query AuthorPage($uid: ID!, $locale: Locale!) {\n    author(uid: $uid) {\n      uid\n      publishedArticles(locale: $locale) {\n        id\n        locale\n        kind\n        title\n        path\n      }\n      displayName\n      bio\n      avatarUrl\n      role\n      createdAt\n    }\n  }\n": types.AuthorPageDocument,
    "\n  query DayRoute($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      ...DayView_day\n    }\n  }\n": types.DayRouteDocument,
    "\n  query DonationCredits {\n    donationCredits\n  }\n": types.DonationCreditsDocument,
    "\n  query EditProfile {\n    me {\n      uid\n      displayName\n      email\n      bio\n      avatarUrl\n      providerId\n    }\n  }\n": types.EditProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query EntryRoute($locale: Locale!, $kind: EntryPageKind!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      locale\n      kind\n      title\n      summary\n      bodyHtml\n      coverImage {\n        url\n        width\n        height\n      }\n      path\n      fallbackFrom\n      countries\n      holidayType\n      movable\n      referenceText\n      referenceUrl\n      updatedAt\n      date {\n        year\n        month\n        day\n        iso\n      }\n      birth {\n        year\n        month\n        day\n        iso\n      }\n      death {\n        year\n        month\n        day\n        iso\n      }\n      occursOn(year: $year) {\n        month\n        day\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n": types.EntryRouteDocument,
    "\n  query ExactDateRoute($locale: Locale!, $slug: String!) {\n    exactDate(locale: $locale, slug: $slug) {\n      year\n      ...DayView_day\n    }\n  }\n": types.ExactDateRouteDocument,
    "\n  query HolidaysRoute($locale: Locale!, $year: Int!) {\n    holidays(locale: $locale, year: $year) {\n      id\n      locale\n      title\n      path\n      holidayType\n      countries\n      fallbackFrom\n      occursOn(year: $year) {\n        month\n        day\n      }\n    }\n  }\n": types.HolidaysRouteDocument,
    "\n  query HomeRoute($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n    stats {\n      total\n    }\n  }\n": types.HomeRouteDocument,
    "\n  fragment MyArticles_Revision on Revision {\n    id\n    title\n    status\n    locale\n    path\n    submittedAt\n    publishedAt\n    updatedAt\n    rejectionReason\n    payment\n    entry {\n      id\n      locale\n      kind\n    }\n  }\n": types.MyArticles_RevisionFragmentDoc,
    "\n  query MyArticles {\n    myArticles(first: 100) {\n      edges {\n        node {\n          ...MyArticles_Revision\n        }\n      }\n    }\n  }\n": types.MyArticlesDocument,
    "\n  subscription ArticleStatusChanged {\n    articleStatusChanged {\n      ...MyArticles_Revision\n    }\n  }\n": types.ArticleStatusChangedDocument,
    "\n  query ReviewQueue {\n    reviewQueue(first: 100) {\n      edges {\n        node {\n          id\n          title\n          bodyHtml\n          publishedBodyHtml\n          submittedAt\n          locale\n          path\n          referenceText\n          referenceUrl\n          author {\n            uid\n            displayName\n          }\n          coverImage {\n            url\n          }\n          payment\n          entry {\n            id\n            locale\n            kind\n            personalKind\n            date {\n              year\n              month\n              day\n            }\n          }\n          titleChanges {\n            text\n            added\n            removed\n          }\n          bodyChanges {\n            text\n            added\n            removed\n          }\n        }\n      }\n    }\n  }\n": types.ReviewQueueDocument,
    "\n  mutation ReviewArticle($revisionId: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $revisionId, decision: $decision, reason: $reason) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.ReviewArticleDocument,
    "\n  query SitemapEntries($locale: Locale!, $after: String) {\n    entries(filter: { locale: $locale }, first: 100, after: $after) {\n      edges {\n        node {\n          id\n          locale\n          path\n          fallbackFrom\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SitemapEntriesDocument,
    "\n  query TestCheckout($session: String!) {\n    testCheckout(session: $session) {\n      personalKind\n      amount\n      currency\n      status\n    }\n  }\n": types.TestCheckoutDocument,
    "\n  fragment WriteArticleRevision on Revision {\n    id\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    referenceText\n    referenceUrl\n    rejectionReason\n    updatedAt\n    path\n    author {\n      uid\n    }\n    coverImage {\n      id\n      url\n    }\n    entry {\n      id\n      locale\n      kind\n      date {\n        year\n        month\n        day\n      }\n      birth {\n        year\n        month\n        day\n      }\n      death {\n        year\n        month\n        day\n      }\n    }\n  }\n": types.WriteArticleRevisionFragmentDoc,
    "\n  query WriteArticle($id: ID!) {\n    articleDraft(id: $id) {\n      ...WriteArticleRevision\n    }\n  }\n": types.WriteArticleDocument,
    "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        id\n      }\n    }\n  }\n": types.StartRewriteDocument,
    "\n  mutation SaveArticleDraft($revisionId: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $revisionId, input: $input) {\n      revision {\n        ...WriteArticleRevision\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SaveArticleDraftDocument,
    "\n  mutation SubmitArticle($revisionId: ID!, $input: ArticleDraftInput!, $rulesAccepted: Boolean!) {\n    submitArticle(revisionId: $revisionId, input: $input, rulesAccepted: $rulesAccepted) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SubmitArticleDocument,
    "\n  mutation StartNewArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        id\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.StartNewArticleDocument,
    "\n  query RejectedPersonalEntry($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      summary\n      rejectionReason\n      author {\n        uid\n      }\n      coverImage {\n        id\n        url\n      }\n      entry {\n        kind\n        personalKind\n        date {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n": types.RejectedPersonalEntryDocument,
    "\n  query PersonalCredits {\n    donationCredits\n  }\n": types.PersonalCreditsDocument,
    "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SubmitPersonalEntryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DayView_day on Day {\n    month\n    day\n    exactYear\n    formattedDate\n    siteUrl\n    wikiUrl\n    previous {\n      formattedDate\n      siteUrl\n    }\n    next {\n      formattedDate\n      siteUrl\n    }\n    events {\n      ...EntryListItem_entry\n    }\n    births {\n      ...EntryListItem_entry\n    }\n    deaths {\n      ...EntryListItem_entry\n    }\n    holidays {\n      ...EntryListItem_entry\n    }\n    personalEntries {\n      ...EntryListItem_entry\n      personalKind\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DayView_day on Day {\n    month\n    day\n    exactYear\n    formattedDate\n    siteUrl\n    wikiUrl\n    previous {\n      formattedDate\n      siteUrl\n    }\n    next {\n      formattedDate\n      siteUrl\n    }\n    events {\n      ...EntryListItem_entry\n    }\n    births {\n      ...EntryListItem_entry\n    }\n    deaths {\n      ...EntryListItem_entry\n    }\n    holidays {\n      ...EntryListItem_entry\n    }\n    personalEntries {\n      ...EntryListItem_entry\n      personalKind\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryListItem_entry on Entry {\n    id\n    locale\n    kind\n    title\n    summary\n    path\n    fallbackFrom\n    holidayType\n    date {\n      year\n    }\n    birth {\n      year\n    }\n    death {\n      year\n    }\n  }\n"): (typeof documents)["\n  fragment EntryListItem_entry on Entry {\n    id\n    locale\n    kind\n    title\n    summary\n    path\n    fallbackFrom\n    holidayType\n    date {\n      year\n    }\n    birth {\n      year\n    }\n    death {\n      year\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TodayTeaser_day on Day {\n    month\n    day\n    formattedDate\n    siteUrl\n    events {\n      id\n      locale\n      title\n      path\n      date {\n        year\n      }\n    }\n    births {\n      id\n      locale\n    }\n    deaths {\n      id\n      locale\n    }\n    holidays {\n      id\n      locale\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment TodayTeaser_day on Day {\n    month\n    day\n    formattedDate\n    siteUrl\n    events {\n      id\n      locale\n      title\n      path\n      date {\n        year\n      }\n    }\n    births {\n      id\n      locale\n    }\n    deaths {\n      id\n      locale\n    }\n    holidays {\n      id\n      locale\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodayInZone($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n  }\n"): (typeof documents)["\n  query TodayInZone($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDonations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          personalKind\n          amount\n          currency\n          status\n          provider\n          createdAt\n          paidAt\n          entryTitle\n          entryListed\n          donor {\n            uid\n            displayName\n            email\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDonations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          personalKind\n          amount\n          currency\n          status\n          provider\n          createdAt\n          paidAt\n          entryTitle\n          entryListed\n          donor {\n            uid\n            displayName\n            email\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_comment on Comment {\n    id\n    authorName\n    text\n    byMember\n    hidden\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CommentItem_comment on Comment {\n    id\n    authorName\n    text\n    byMember\n    hidden\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryComments($entryId: ID!, $first: Int!, $offset: Int) {\n    comments(entryId: $entryId, first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          ...CommentItem_comment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryComments($entryId: ID!, $first: Int!, $offset: Int) {\n    comments(entryId: $entryId, first: $first, offset: $offset) {\n      totalCount\n      edges {\n        node {\n          ...CommentItem_comment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        ...CommentItem_comment\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembers($after: String) {\n    members(first: 50, after: $after) {\n      edges {\n        node {\n          uid\n          displayName\n          email\n          role\n          createdAt\n          lastLogin\n          disabled\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMembers($after: String) {\n    members(first: 50, after: $after) {\n      edges {\n        node {\n          uid\n          displayName\n          email\n          role\n          createdAt\n          lastLogin\n          disabled\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      user {\n        uid\n        disabled\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      user {\n        uid\n        disabled\n      }\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorPage($uid: ID!, $locale: Locale!) {\n    author(uid: $uid) {\n      uid\n      publishedArticles(locale: $locale) {\n        id\n        locale\n        kind\n        title\n        path\n      }\n      displayName\n      bio\n      avatarUrl\n      role\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AuthorPage($uid: ID!, $locale: Locale!) {\n    author(uid: $uid) {\n      uid\n      publishedArticles(locale: $locale) {\n        id\n        locale\n        kind\n        title\n        path\n      }\n      displayName\n      bio\n      avatarUrl\n      role\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayRoute($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      ...DayView_day\n    }\n  }\n"): (typeof documents)["\n  query DayRoute($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      ...DayView_day\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationCredits {\n    donationCredits\n  }\n"): (typeof documents)["\n  query DonationCredits {\n    donationCredits\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditProfile {\n    me {\n      uid\n      displayName\n      email\n      bio\n      avatarUrl\n      providerId\n    }\n  }\n"): (typeof documents)["\n  query EditProfile {\n    me {\n      uid\n      displayName\n      email\n      bio\n      avatarUrl\n      providerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryRoute($locale: Locale!, $kind: EntryPageKind!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      locale\n      kind\n      title\n      summary\n      bodyHtml\n      coverImage {\n        url\n        width\n        height\n      }\n      path\n      fallbackFrom\n      countries\n      holidayType\n      movable\n      referenceText\n      referenceUrl\n      updatedAt\n      date {\n        year\n        month\n        day\n        iso\n      }\n      birth {\n        year\n        month\n        day\n        iso\n      }\n      death {\n        year\n        month\n        day\n        iso\n      }\n      occursOn(year: $year) {\n        month\n        day\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryRoute($locale: Locale!, $kind: EntryPageKind!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      locale\n      kind\n      title\n      summary\n      bodyHtml\n      coverImage {\n        url\n        width\n        height\n      }\n      path\n      fallbackFrom\n      countries\n      holidayType\n      movable\n      referenceText\n      referenceUrl\n      updatedAt\n      date {\n        year\n        month\n        day\n        iso\n      }\n      birth {\n        year\n        month\n        day\n        iso\n      }\n      death {\n        year\n        month\n        day\n        iso\n      }\n      occursOn(year: $year) {\n        month\n        day\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExactDateRoute($locale: Locale!, $slug: String!) {\n    exactDate(locale: $locale, slug: $slug) {\n      year\n      ...DayView_day\n    }\n  }\n"): (typeof documents)["\n  query ExactDateRoute($locale: Locale!, $slug: String!) {\n    exactDate(locale: $locale, slug: $slug) {\n      year\n      ...DayView_day\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidaysRoute($locale: Locale!, $year: Int!) {\n    holidays(locale: $locale, year: $year) {\n      id\n      locale\n      title\n      path\n      holidayType\n      countries\n      fallbackFrom\n      occursOn(year: $year) {\n        month\n        day\n      }\n    }\n  }\n"): (typeof documents)["\n  query HolidaysRoute($locale: Locale!, $year: Int!) {\n    holidays(locale: $locale, year: $year) {\n      id\n      locale\n      title\n      path\n      holidayType\n      countries\n      fallbackFrom\n      occursOn(year: $year) {\n        month\n        day\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRoute($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n    stats {\n      total\n    }\n  }\n"): (typeof documents)["\n  query HomeRoute($locale: Locale!, $timeZone: String!) {\n    today(locale: $locale, timeZone: $timeZone) {\n      ...TodayTeaser_day\n    }\n    stats {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyArticles_Revision on Revision {\n    id\n    title\n    status\n    locale\n    path\n    submittedAt\n    publishedAt\n    updatedAt\n    rejectionReason\n    payment\n    entry {\n      id\n      locale\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment MyArticles_Revision on Revision {\n    id\n    title\n    status\n    locale\n    path\n    submittedAt\n    publishedAt\n    updatedAt\n    rejectionReason\n    payment\n    entry {\n      id\n      locale\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyArticles {\n    myArticles(first: 100) {\n      edges {\n        node {\n          ...MyArticles_Revision\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyArticles {\n    myArticles(first: 100) {\n      edges {\n        node {\n          ...MyArticles_Revision\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArticleStatusChanged {\n    articleStatusChanged {\n      ...MyArticles_Revision\n    }\n  }\n"): (typeof documents)["\n  subscription ArticleStatusChanged {\n    articleStatusChanged {\n      ...MyArticles_Revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQueue {\n    reviewQueue(first: 100) {\n      edges {\n        node {\n          id\n          title\n          bodyHtml\n          publishedBodyHtml\n          submittedAt\n          locale\n          path\n          referenceText\n          referenceUrl\n          author {\n            uid\n            displayName\n          }\n          coverImage {\n            url\n          }\n          payment\n          entry {\n            id\n            locale\n            kind\n            personalKind\n            date {\n              year\n              month\n              day\n            }\n          }\n          titleChanges {\n            text\n            added\n            removed\n          }\n          bodyChanges {\n            text\n            added\n            removed\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewQueue {\n    reviewQueue(first: 100) {\n      edges {\n        node {\n          id\n          title\n          bodyHtml\n          publishedBodyHtml\n          submittedAt\n          locale\n          path\n          referenceText\n          referenceUrl\n          author {\n            uid\n            displayName\n          }\n          coverImage {\n            url\n          }\n          payment\n          entry {\n            id\n            locale\n            kind\n            personalKind\n            date {\n              year\n              month\n              day\n            }\n          }\n          titleChanges {\n            text\n            added\n            removed\n          }\n          bodyChanges {\n            text\n            added\n            removed\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewArticle($revisionId: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $revisionId, decision: $decision, reason: $reason) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewArticle($revisionId: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $revisionId, decision: $decision, reason: $reason) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapEntries($locale: Locale!, $after: String) {\n    entries(filter: { locale: $locale }, first: 100, after: $after) {\n      edges {\n        node {\n          id\n          locale\n          path\n          fallbackFrom\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SitemapEntries($locale: Locale!, $after: String) {\n    entries(filter: { locale: $locale }, first: 100, after: $after) {\n      edges {\n        node {\n          id\n          locale\n          path\n          fallbackFrom\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCheckout($session: String!) {\n    testCheckout(session: $session) {\n      personalKind\n      amount\n      currency\n      status\n    }\n  }\n"): (typeof documents)["\n  query TestCheckout($session: String!) {\n    testCheckout(session: $session) {\n      personalKind\n      amount\n      currency\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WriteArticleRevision on Revision {\n    id\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    referenceText\n    referenceUrl\n    rejectionReason\n    updatedAt\n    path\n    author {\n      uid\n    }\n    coverImage {\n      id\n      url\n    }\n    entry {\n      id\n      locale\n      kind\n      date {\n        year\n        month\n        day\n      }\n      birth {\n        year\n        month\n        day\n      }\n      death {\n        year\n        month\n        day\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WriteArticleRevision on Revision {\n    id\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    referenceText\n    referenceUrl\n    rejectionReason\n    updatedAt\n    path\n    author {\n      uid\n    }\n    coverImage {\n      id\n      url\n    }\n    entry {\n      id\n      locale\n      kind\n      date {\n        year\n        month\n        day\n      }\n      birth {\n        year\n        month\n        day\n      }\n      death {\n        year\n        month\n        day\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WriteArticle($id: ID!) {\n    articleDraft(id: $id) {\n      ...WriteArticleRevision\n    }\n  }\n"): (typeof documents)["\n  query WriteArticle($id: ID!) {\n    articleDraft(id: $id) {\n      ...WriteArticleRevision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveArticleDraft($revisionId: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $revisionId, input: $input) {\n      revision {\n        ...WriteArticleRevision\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveArticleDraft($revisionId: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $revisionId, input: $input) {\n      revision {\n        ...WriteArticleRevision\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitArticle($revisionId: ID!, $input: ArticleDraftInput!, $rulesAccepted: Boolean!) {\n    submitArticle(revisionId: $revisionId, input: $input, rulesAccepted: $rulesAccepted) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitArticle($revisionId: ID!, $input: ArticleDraftInput!, $rulesAccepted: Boolean!) {\n    submitArticle(revisionId: $revisionId, input: $input, rulesAccepted: $rulesAccepted) {\n      revision {\n        id\n        status\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartNewArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        id\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartNewArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        id\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RejectedPersonalEntry($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      summary\n      rejectionReason\n      author {\n        uid\n      }\n      coverImage {\n        id\n        url\n      }\n      entry {\n        kind\n        personalKind\n        date {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RejectedPersonalEntry($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      summary\n      rejectionReason\n      author {\n        uid\n      }\n      coverImage {\n        id\n        url\n      }\n      entry {\n        kind\n        personalKind\n        date {\n          year\n          month\n          day\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalCredits {\n    donationCredits\n  }\n"): (typeof documents)["\n  query PersonalCredits {\n    donationCredits\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;