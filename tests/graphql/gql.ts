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
    "\n  query SoakEntries($locale: Locale!) { entries(filter: { locale: $locale }, first: 12) { edges { node { id kind slug path } } } }\n": typeof types.SoakEntriesDocument,
    "\n  query SoakDay($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate events { title path } births { title path } holidays { title path } } }\n": typeof types.SoakDayDocument,
    "\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title summary bodyHtml } }\n": typeof types.SoakEntryDocument,
    "\n  query SoakComments($entryId: ID!) { comments(entryId: $entryId, first: 10) { totalCount edges { node { authorName text } } } }\n": typeof types.SoakCommentsDocument,
    "\n  mutation SoakComment($input: CommentInput!) { addComment(input: $input) { comment { id } errors { code } } }\n": typeof types.SoakCommentDocument,
    "\n  query SoakReviewQueue { reviewQueue(first: 50) { edges { node { id status author { uid } } } } }\n": typeof types.SoakReviewQueueDocument,
    "\n  query MyArticles { myArticles(first: 50) { edges { node { id articleId status title rejectionReason path } } } }\n": typeof types.MyArticlesDocument,
    "\n  query ArticleDraft($id: ID!) { articleDraft(id: $id) { id status title bodyHtml rejectionReason } }\n": typeof types.ArticleDraftDocument,
    "\n  query ReviewQueue { reviewQueue(first: 50) { edges { node { id title author { uid } } } } }\n": typeof types.ReviewQueueDocument,
    "\n    query ReviewView($id: ID!) { articleDraft(id: $id) { status publishedBodyHtml titleChanges { text added removed } bodyChanges { text added removed } } }\n  ": typeof types.ReviewViewDocument,
    "\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) { year holidays { title path movable date { iso month day year } occursOn(year: 2027) { iso } } }\n    }\n  ": typeof types.DayHolidaysDocument,
    "\n    query YearHolidays($locale: Locale!, $year: Int!) { holidays(locale: $locale, year: $year) { title path occursOn(year: $year) { iso year month day } } }\n  ": typeof types.YearHolidaysDocument,
    "\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title kind movable date { iso month day year } in2027: occursOn(year: 2027) { iso year month day } in2028: occursOn(year: 2028) { iso year month day }\n      }\n    }\n  ": typeof types.HolidayEntryDocument,
    "\n    query ReviewQueuePage { reviewQueue(first: 100) { edges { node { id title submittedAt author { uid displayName } } } } }\n  ": typeof types.ReviewQueuePageDocument,
    "\n    query MyArticlesPage { myArticles(first: 50) { edges { node { id articleId status title rejectionReason updatedAt path entry { kind } } } } }\n  ": typeof types.MyArticlesPageDocument,
    "\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id authorName text hidden byMember } }\n    }\n  }\n": typeof types.EntryCommentsDocument,
    "\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale { locale count hiddenCount }\n      edges { node { id locale text hidden } }\n    }\n  }\n": typeof types.EntryCommentsInDocument,
    "\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) { comment { id hidden } errors { field code } }\n  }\n": typeof types.HideCommentDocument,
    "\n  query EntryTitles { entries(filter: { locale: en }, first: 3) { edges { node { title } } } }\n": typeof types.EntryTitlesDocument,
    "\n  query HolidaysWarmUp { holidays(locale: en, year: 2026) { key } entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026) { year } } }\n": typeof types.HolidaysWarmUpDocument,
    "\n  query HolidayKeys($year: Int!) { holidays(locale: en, year: $year) { key } }\n": typeof types.HolidayKeysDocument,
    "\n  query EasterDates($fromYear: Int!, $years: Int) { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: $fromYear, years: $years) { year start { iso } } } }\n": typeof types.EasterDatesDocument,
    "\n  query DayPageTitle { __typename }\n": typeof types.DayPageTitleDocument,
    "\n  mutation ChangeReason($password: String!) { reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) { errors { code } } }\n": typeof types.ChangeReasonDocument,
    "\n  query Probe($p: ID!) { author(uid: $p) { displayName } }\n": typeof types.ProbeDocument,
    "\n  query MetricsProbe { __typename }\n": typeof types.MetricsProbeDocument,
    "\n  query DonationCredits { donationCredits }\n": typeof types.DonationCreditsDocument,
    "\n  query Donations { donations(first: 100) { edges { node { id status amount currency entryTitle entryListed donor { uid } } } } }\n": typeof types.DonationsDocument,
    "\n  query MyArticlePayments { myArticles(first: 10) { edges { node { id payment } } } }\n": typeof types.MyArticlePaymentsDocument,
    "\n  query TestCheckout($s: String!) { testCheckout(session: $s) { amount currency status } }\n": typeof types.TestCheckoutDocument,
    "\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous { siteUrl }\n      next { siteUrl }\n      events { id title path date { year } }\n      births { id title path birth { year } }\n      deaths { id title path death { year } }\n      holidays { id title path }\n      personalEntries { id title }\n    }\n  }\n": typeof types.DayPageDocument,
    "\n  query DayBySlug($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate siteUrl events { title } } }\n": typeof types.DayBySlugDocument,
    "\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") { formattedDate siteUrl next { formattedDate } }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") { formattedDate }\n    day(locale: fr, month: 12, day: 2) { previous { formattedDate } }\n  }\n": typeof types.FrenchFirstsDocument,
    "\n  query ExactDate($slug: String!) { exactDate(locale: en, slug: $slug) { formattedDate siteUrl events { title } births { title } } }\n": typeof types.ExactDateDocument,
    "\n  query Today($timeZone: String!) { today(locale: en, timeZone: $timeZone) { month day } }\n": typeof types.TodayDocument,
    "\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { title path date { iso } translations { locale path } }\n  }\n": typeof types.EntryTranslationsDocument,
    "\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") { coverImage { url width height } }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") { coverImage { url } }\n  }\n": typeof types.CoversDocument,
    "\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title } }\n": typeof types.EntryTitleDocument,
    "\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) { edges { node { title death { year } } } pageInfo { hasNextPage endCursor } }\n  }\n": typeof types.EntriesDocument,
    "\n  query EntriesWithTranslations { entries(filter: { locale: en }, first: 100) { edges { node { title translations { locale title } } } } }\n": typeof types.EntriesWithTranslationsDocument,
    "\n  query EntryWithTranslations { entry(locale: en, kind: EVENT, slug: \"moon-landing\") { title summary coverImage { url } translations { locale slug title } } }\n": typeof types.EntryWithTranslationsDocument,
    "\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) { holidays { key title fallbackFrom observances { country status start { iso } end { iso } } } }\n  }\n": typeof types.HolidaysOnDocument,
    "\n  query SpringFestival { holidays(locale: zh, year: 2027) { key title dates(fromYear: 2027, years: 2) { start { iso } end { iso } } } }\n": typeof types.SpringFestivalDocument,
    "\n  query HolidayNames { ja: holidays(locale: ja, year: 2026) { key title fallbackFrom } tr: holidays(locale: tr, year: 2026) { key title fallbackFrom } }\n": typeof types.HolidayNamesDocument,
    "\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dateRule date { month day } }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") { dateRule date { month day } summary }\n  }\n": typeof types.DateRulesDocument,
    "\n  query EarlyDay { day(month: 4, day: 23, locale: en, year: 1) { holidays { title } } exactDate(locale: en, slug: \"april-23-1\") { events { title } holidays { title } } }\n": typeof types.EarlyDayDocument,
    "\n  query HolidayPageYears { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026, years: 5) { year } observances(year: 2026) { country } } }\n": typeof types.HolidayPageYearsDocument,
    "query DraftById($id: ID!) { articleDraft(id: $id) { id } }": typeof types.DraftByIdDocument,
    "query CommentsById($id: ID!) { comments(entryId: $id) { edges { cursor } } }": typeof types.CommentsByIdDocument,
    "mutation CommentById($id: ID!) { addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) { __typename } }": typeof types.CommentByIdDocument,
    "mutation HideById($id: ID!) { hideComment(id: $id) { __typename } }": typeof types.HideByIdDocument,
    "mutation RewriteById($id: ID!) { startRewrite(entryId: $id, locale: en) { __typename } }": typeof types.RewriteByIdDocument,
    "mutation SaveById($id: ID!) { saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) { __typename } }": typeof types.SaveByIdDocument,
    "mutation SubmitById($id: ID!) { submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) { __typename } }": typeof types.SubmitByIdDocument,
    "mutation ReviewById($id: ID!) { reviewArticle(revisionId: $id, decision: APPROVE) { __typename } }": typeof types.ReviewByIdDocument,
    "mutation DonateById($id: ID!) { startDonation(entryId: $id, locale: en) { __typename } }": typeof types.DonateByIdDocument,
    "mutation PersonalEntryById($id: ID!) { submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) { __typename } }": typeof types.PersonalEntryByIdDocument,
    "query EntriesAfter($id: String!) { entries(filter: { locale: en }, after: $id) { edges { cursor } } }": typeof types.EntriesAfterDocument,
    "\n  mutation RecordLogin { recordLogin { uid } }\n": typeof types.RecordLoginDocument,
    "\n  query Members($first: Int) { members(first: $first) { edges { node { uid } } } }\n": typeof types.MembersDocument,
    "\n  query EntryIds($first: Int) { entries(filter: { locale: en }, first: $first) { edges { node { id } } } }\n": typeof types.EntryIdsDocument,
    "\n  query PrivateFields($uid: ID!) { me { email } author(uid: $uid) { displayName email lastLogin disabled } }\n": typeof types.PrivateFieldsDocument,
    "\n  query Author($uid: ID!) { author(uid: $uid) { uid } }\n": typeof types.AuthorDocument,
    "\n  mutation StartEvent($date: DateInput!) { startNewArticle(input: { locale: en, kind: EVENT, date: $date }) { revision { id } errors { code } } }\n": typeof types.StartEventDocument,
    "\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) { submitArticle(revisionId: $id, input: $input, rulesAccepted: true) { revision { status } errors { code } } }\n": typeof types.SubmitEventDocument,
    "\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) { reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { status } errors { code } } }\n": typeof types.ReviewEventDocument,
    "\n  subscription ArticleStatusChanges { articleStatusChanged { id status rejectionReason } }\n": typeof types.ArticleStatusChangesDocument,
    "\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage { id url }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits { coverRequired titleMinLength textMinLength }\n  }\n": typeof types.RevisionFieldsFragmentDoc,
    "\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n": typeof types.StartArticleDocument,
    "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) { revision { ...RevisionFields } errors { field code } }\n  }\n": typeof types.StartRewriteDocument,
    "\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n": typeof types.SaveArticleDraftDocument,
    "\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) { revision { ...RevisionFields } errors { field code } }\n  }\n": typeof types.SubmitArticleDocument,
    "\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { ...RevisionFields } errors { field code } }\n  }\n": typeof types.ReviewArticleDocument,
    "\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { id title summary bodyHtml path date { iso } coverImage { url } referenceText referenceUrl }\n  }\n": typeof types.EntryPageDocument,
    "\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) { events { title path } births { title path } personalEntries { title } }\n  }\n": typeof types.DayListsDocument,
    "\n  query Stats {\n    stats { total byKind { kind count } byCentury { century count } byMonth { month count } byLocale { locale count } }\n  }\n": typeof types.StatsDocument,
    "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) { checkoutUrl errors { field code } }\n  }\n": typeof types.StartDonationDocument,
    "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision { id status payment publishedAt entry { id } coverImage { id url width } }\n      paid\n      errors { field code }\n    }\n  }\n": typeof types.SubmitPersonalEntryDocument,
    "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) { comment { id authorName text hidden byMember } errors { field code } }\n  }\n": typeof types.AddCommentDocument,
    "\n  query Me { me { uid } }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { user { uid displayName bio avatarUrl } errors { field code } }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) { errors { code } }\n  }\n": typeof types.SetMemberDisabledDocument,
};
const documents: Documents = {
    "\n  query SoakEntries($locale: Locale!) { entries(filter: { locale: $locale }, first: 12) { edges { node { id kind slug path } } } }\n": types.SoakEntriesDocument,
    "\n  query SoakDay($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate events { title path } births { title path } holidays { title path } } }\n": types.SoakDayDocument,
    "\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title summary bodyHtml } }\n": types.SoakEntryDocument,
    "\n  query SoakComments($entryId: ID!) { comments(entryId: $entryId, first: 10) { totalCount edges { node { authorName text } } } }\n": types.SoakCommentsDocument,
    "\n  mutation SoakComment($input: CommentInput!) { addComment(input: $input) { comment { id } errors { code } } }\n": types.SoakCommentDocument,
    "\n  query SoakReviewQueue { reviewQueue(first: 50) { edges { node { id status author { uid } } } } }\n": types.SoakReviewQueueDocument,
    "\n  query MyArticles { myArticles(first: 50) { edges { node { id articleId status title rejectionReason path } } } }\n": types.MyArticlesDocument,
    "\n  query ArticleDraft($id: ID!) { articleDraft(id: $id) { id status title bodyHtml rejectionReason } }\n": types.ArticleDraftDocument,
    "\n  query ReviewQueue { reviewQueue(first: 50) { edges { node { id title author { uid } } } } }\n": types.ReviewQueueDocument,
    "\n    query ReviewView($id: ID!) { articleDraft(id: $id) { status publishedBodyHtml titleChanges { text added removed } bodyChanges { text added removed } } }\n  ": types.ReviewViewDocument,
    "\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) { year holidays { title path movable date { iso month day year } occursOn(year: 2027) { iso } } }\n    }\n  ": types.DayHolidaysDocument,
    "\n    query YearHolidays($locale: Locale!, $year: Int!) { holidays(locale: $locale, year: $year) { title path occursOn(year: $year) { iso year month day } } }\n  ": types.YearHolidaysDocument,
    "\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title kind movable date { iso month day year } in2027: occursOn(year: 2027) { iso year month day } in2028: occursOn(year: 2028) { iso year month day }\n      }\n    }\n  ": types.HolidayEntryDocument,
    "\n    query ReviewQueuePage { reviewQueue(first: 100) { edges { node { id title submittedAt author { uid displayName } } } } }\n  ": types.ReviewQueuePageDocument,
    "\n    query MyArticlesPage { myArticles(first: 50) { edges { node { id articleId status title rejectionReason updatedAt path entry { kind } } } } }\n  ": types.MyArticlesPageDocument,
    "\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id authorName text hidden byMember } }\n    }\n  }\n": types.EntryCommentsDocument,
    "\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale { locale count hiddenCount }\n      edges { node { id locale text hidden } }\n    }\n  }\n": types.EntryCommentsInDocument,
    "\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) { comment { id hidden } errors { field code } }\n  }\n": types.HideCommentDocument,
    "\n  query EntryTitles { entries(filter: { locale: en }, first: 3) { edges { node { title } } } }\n": types.EntryTitlesDocument,
    "\n  query HolidaysWarmUp { holidays(locale: en, year: 2026) { key } entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026) { year } } }\n": types.HolidaysWarmUpDocument,
    "\n  query HolidayKeys($year: Int!) { holidays(locale: en, year: $year) { key } }\n": types.HolidayKeysDocument,
    "\n  query EasterDates($fromYear: Int!, $years: Int) { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: $fromYear, years: $years) { year start { iso } } } }\n": types.EasterDatesDocument,
    "\n  query DayPageTitle { __typename }\n": types.DayPageTitleDocument,
    "\n  mutation ChangeReason($password: String!) { reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) { errors { code } } }\n": types.ChangeReasonDocument,
    "\n  query Probe($p: ID!) { author(uid: $p) { displayName } }\n": types.ProbeDocument,
    "\n  query MetricsProbe { __typename }\n": types.MetricsProbeDocument,
    "\n  query DonationCredits { donationCredits }\n": types.DonationCreditsDocument,
    "\n  query Donations { donations(first: 100) { edges { node { id status amount currency entryTitle entryListed donor { uid } } } } }\n": types.DonationsDocument,
    "\n  query MyArticlePayments { myArticles(first: 10) { edges { node { id payment } } } }\n": types.MyArticlePaymentsDocument,
    "\n  query TestCheckout($s: String!) { testCheckout(session: $s) { amount currency status } }\n": types.TestCheckoutDocument,
    "\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous { siteUrl }\n      next { siteUrl }\n      events { id title path date { year } }\n      births { id title path birth { year } }\n      deaths { id title path death { year } }\n      holidays { id title path }\n      personalEntries { id title }\n    }\n  }\n": types.DayPageDocument,
    "\n  query DayBySlug($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate siteUrl events { title } } }\n": types.DayBySlugDocument,
    "\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") { formattedDate siteUrl next { formattedDate } }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") { formattedDate }\n    day(locale: fr, month: 12, day: 2) { previous { formattedDate } }\n  }\n": types.FrenchFirstsDocument,
    "\n  query ExactDate($slug: String!) { exactDate(locale: en, slug: $slug) { formattedDate siteUrl events { title } births { title } } }\n": types.ExactDateDocument,
    "\n  query Today($timeZone: String!) { today(locale: en, timeZone: $timeZone) { month day } }\n": types.TodayDocument,
    "\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { title path date { iso } translations { locale path } }\n  }\n": types.EntryTranslationsDocument,
    "\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") { coverImage { url width height } }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") { coverImage { url } }\n  }\n": types.CoversDocument,
    "\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title } }\n": types.EntryTitleDocument,
    "\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) { edges { node { title death { year } } } pageInfo { hasNextPage endCursor } }\n  }\n": types.EntriesDocument,
    "\n  query EntriesWithTranslations { entries(filter: { locale: en }, first: 100) { edges { node { title translations { locale title } } } } }\n": types.EntriesWithTranslationsDocument,
    "\n  query EntryWithTranslations { entry(locale: en, kind: EVENT, slug: \"moon-landing\") { title summary coverImage { url } translations { locale slug title } } }\n": types.EntryWithTranslationsDocument,
    "\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) { holidays { key title fallbackFrom observances { country status start { iso } end { iso } } } }\n  }\n": types.HolidaysOnDocument,
    "\n  query SpringFestival { holidays(locale: zh, year: 2027) { key title dates(fromYear: 2027, years: 2) { start { iso } end { iso } } } }\n": types.SpringFestivalDocument,
    "\n  query HolidayNames { ja: holidays(locale: ja, year: 2026) { key title fallbackFrom } tr: holidays(locale: tr, year: 2026) { key title fallbackFrom } }\n": types.HolidayNamesDocument,
    "\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dateRule date { month day } }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") { dateRule date { month day } summary }\n  }\n": types.DateRulesDocument,
    "\n  query EarlyDay { day(month: 4, day: 23, locale: en, year: 1) { holidays { title } } exactDate(locale: en, slug: \"april-23-1\") { events { title } holidays { title } } }\n": types.EarlyDayDocument,
    "\n  query HolidayPageYears { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026, years: 5) { year } observances(year: 2026) { country } } }\n": types.HolidayPageYearsDocument,
    "query DraftById($id: ID!) { articleDraft(id: $id) { id } }": types.DraftByIdDocument,
    "query CommentsById($id: ID!) { comments(entryId: $id) { edges { cursor } } }": types.CommentsByIdDocument,
    "mutation CommentById($id: ID!) { addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) { __typename } }": types.CommentByIdDocument,
    "mutation HideById($id: ID!) { hideComment(id: $id) { __typename } }": types.HideByIdDocument,
    "mutation RewriteById($id: ID!) { startRewrite(entryId: $id, locale: en) { __typename } }": types.RewriteByIdDocument,
    "mutation SaveById($id: ID!) { saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) { __typename } }": types.SaveByIdDocument,
    "mutation SubmitById($id: ID!) { submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) { __typename } }": types.SubmitByIdDocument,
    "mutation ReviewById($id: ID!) { reviewArticle(revisionId: $id, decision: APPROVE) { __typename } }": types.ReviewByIdDocument,
    "mutation DonateById($id: ID!) { startDonation(entryId: $id, locale: en) { __typename } }": types.DonateByIdDocument,
    "mutation PersonalEntryById($id: ID!) { submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) { __typename } }": types.PersonalEntryByIdDocument,
    "query EntriesAfter($id: String!) { entries(filter: { locale: en }, after: $id) { edges { cursor } } }": types.EntriesAfterDocument,
    "\n  mutation RecordLogin { recordLogin { uid } }\n": types.RecordLoginDocument,
    "\n  query Members($first: Int) { members(first: $first) { edges { node { uid } } } }\n": types.MembersDocument,
    "\n  query EntryIds($first: Int) { entries(filter: { locale: en }, first: $first) { edges { node { id } } } }\n": types.EntryIdsDocument,
    "\n  query PrivateFields($uid: ID!) { me { email } author(uid: $uid) { displayName email lastLogin disabled } }\n": types.PrivateFieldsDocument,
    "\n  query Author($uid: ID!) { author(uid: $uid) { uid } }\n": types.AuthorDocument,
    "\n  mutation StartEvent($date: DateInput!) { startNewArticle(input: { locale: en, kind: EVENT, date: $date }) { revision { id } errors { code } } }\n": types.StartEventDocument,
    "\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) { submitArticle(revisionId: $id, input: $input, rulesAccepted: true) { revision { status } errors { code } } }\n": types.SubmitEventDocument,
    "\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) { reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { status } errors { code } } }\n": types.ReviewEventDocument,
    "\n  subscription ArticleStatusChanges { articleStatusChanged { id status rejectionReason } }\n": types.ArticleStatusChangesDocument,
    "\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage { id url }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits { coverRequired titleMinLength textMinLength }\n  }\n": types.RevisionFieldsFragmentDoc,
    "\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n": types.StartArticleDocument,
    "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) { revision { ...RevisionFields } errors { field code } }\n  }\n": types.StartRewriteDocument,
    "\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n": types.SaveArticleDraftDocument,
    "\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) { revision { ...RevisionFields } errors { field code } }\n  }\n": types.SubmitArticleDocument,
    "\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { ...RevisionFields } errors { field code } }\n  }\n": types.ReviewArticleDocument,
    "\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { id title summary bodyHtml path date { iso } coverImage { url } referenceText referenceUrl }\n  }\n": types.EntryPageDocument,
    "\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) { events { title path } births { title path } personalEntries { title } }\n  }\n": types.DayListsDocument,
    "\n  query Stats {\n    stats { total byKind { kind count } byCentury { century count } byMonth { month count } byLocale { locale count } }\n  }\n": types.StatsDocument,
    "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) { checkoutUrl errors { field code } }\n  }\n": types.StartDonationDocument,
    "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision { id status payment publishedAt entry { id } coverImage { id url width } }\n      paid\n      errors { field code }\n    }\n  }\n": types.SubmitPersonalEntryDocument,
    "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) { comment { id authorName text hidden byMember } errors { field code } }\n  }\n": types.AddCommentDocument,
    "\n  query Me { me { uid } }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { user { uid displayName bio avatarUrl } errors { field code } }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) { errors { code } }\n  }\n": types.SetMemberDisabledDocument,
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
export function graphql(source: "\n  query SoakEntries($locale: Locale!) { entries(filter: { locale: $locale }, first: 12) { edges { node { id kind slug path } } } }\n"): (typeof documents)["\n  query SoakEntries($locale: Locale!) { entries(filter: { locale: $locale }, first: 12) { edges { node { id kind slug path } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakDay($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate events { title path } births { title path } holidays { title path } } }\n"): (typeof documents)["\n  query SoakDay($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate events { title path } births { title path } holidays { title path } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title summary bodyHtml } }\n"): (typeof documents)["\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title summary bodyHtml } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakComments($entryId: ID!) { comments(entryId: $entryId, first: 10) { totalCount edges { node { authorName text } } } }\n"): (typeof documents)["\n  query SoakComments($entryId: ID!) { comments(entryId: $entryId, first: 10) { totalCount edges { node { authorName text } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SoakComment($input: CommentInput!) { addComment(input: $input) { comment { id } errors { code } } }\n"): (typeof documents)["\n  mutation SoakComment($input: CommentInput!) { addComment(input: $input) { comment { id } errors { code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakReviewQueue { reviewQueue(first: 50) { edges { node { id status author { uid } } } } }\n"): (typeof documents)["\n  query SoakReviewQueue { reviewQueue(first: 50) { edges { node { id status author { uid } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyArticles { myArticles(first: 50) { edges { node { id articleId status title rejectionReason path } } } }\n"): (typeof documents)["\n  query MyArticles { myArticles(first: 50) { edges { node { id articleId status title rejectionReason path } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleDraft($id: ID!) { articleDraft(id: $id) { id status title bodyHtml rejectionReason } }\n"): (typeof documents)["\n  query ArticleDraft($id: ID!) { articleDraft(id: $id) { id status title bodyHtml rejectionReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQueue { reviewQueue(first: 50) { edges { node { id title author { uid } } } } }\n"): (typeof documents)["\n  query ReviewQueue { reviewQueue(first: 50) { edges { node { id title author { uid } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReviewView($id: ID!) { articleDraft(id: $id) { status publishedBodyHtml titleChanges { text added removed } bodyChanges { text added removed } } }\n  "): (typeof documents)["\n    query ReviewView($id: ID!) { articleDraft(id: $id) { status publishedBodyHtml titleChanges { text added removed } bodyChanges { text added removed } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) { year holidays { title path movable date { iso month day year } occursOn(year: 2027) { iso } } }\n    }\n  "): (typeof documents)["\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) { year holidays { title path movable date { iso month day year } occursOn(year: 2027) { iso } } }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query YearHolidays($locale: Locale!, $year: Int!) { holidays(locale: $locale, year: $year) { title path occursOn(year: $year) { iso year month day } } }\n  "): (typeof documents)["\n    query YearHolidays($locale: Locale!, $year: Int!) { holidays(locale: $locale, year: $year) { title path occursOn(year: $year) { iso year month day } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title kind movable date { iso month day year } in2027: occursOn(year: 2027) { iso year month day } in2028: occursOn(year: 2028) { iso year month day }\n      }\n    }\n  "): (typeof documents)["\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title kind movable date { iso month day year } in2027: occursOn(year: 2027) { iso year month day } in2028: occursOn(year: 2028) { iso year month day }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReviewQueuePage { reviewQueue(first: 100) { edges { node { id title submittedAt author { uid displayName } } } } }\n  "): (typeof documents)["\n    query ReviewQueuePage { reviewQueue(first: 100) { edges { node { id title submittedAt author { uid displayName } } } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MyArticlesPage { myArticles(first: 50) { edges { node { id articleId status title rejectionReason updatedAt path entry { kind } } } } }\n  "): (typeof documents)["\n    query MyArticlesPage { myArticles(first: 50) { edges { node { id articleId status title rejectionReason updatedAt path entry { kind } } } } }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id authorName text hidden byMember } }\n    }\n  }\n"): (typeof documents)["\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id authorName text hidden byMember } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale { locale count hiddenCount }\n      edges { node { id locale text hidden } }\n    }\n  }\n"): (typeof documents)["\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale { locale count hiddenCount }\n      edges { node { id locale text hidden } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) { comment { id hidden } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) { comment { id hidden } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTitles { entries(filter: { locale: en }, first: 3) { edges { node { title } } } }\n"): (typeof documents)["\n  query EntryTitles { entries(filter: { locale: en }, first: 3) { edges { node { title } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidaysWarmUp { holidays(locale: en, year: 2026) { key } entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026) { year } } }\n"): (typeof documents)["\n  query HolidaysWarmUp { holidays(locale: en, year: 2026) { key } entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026) { year } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayKeys($year: Int!) { holidays(locale: en, year: $year) { key } }\n"): (typeof documents)["\n  query HolidayKeys($year: Int!) { holidays(locale: en, year: $year) { key } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EasterDates($fromYear: Int!, $years: Int) { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: $fromYear, years: $years) { year start { iso } } } }\n"): (typeof documents)["\n  query EasterDates($fromYear: Int!, $years: Int) { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: $fromYear, years: $years) { year start { iso } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayPageTitle { __typename }\n"): (typeof documents)["\n  query DayPageTitle { __typename }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeReason($password: String!) { reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) { errors { code } } }\n"): (typeof documents)["\n  mutation ChangeReason($password: String!) { reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) { errors { code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Probe($p: ID!) { author(uid: $p) { displayName } }\n"): (typeof documents)["\n  query Probe($p: ID!) { author(uid: $p) { displayName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsProbe { __typename }\n"): (typeof documents)["\n  query MetricsProbe { __typename }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationCredits { donationCredits }\n"): (typeof documents)["\n  query DonationCredits { donationCredits }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Donations { donations(first: 100) { edges { node { id status amount currency entryTitle entryListed donor { uid } } } } }\n"): (typeof documents)["\n  query Donations { donations(first: 100) { edges { node { id status amount currency entryTitle entryListed donor { uid } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyArticlePayments { myArticles(first: 10) { edges { node { id payment } } } }\n"): (typeof documents)["\n  query MyArticlePayments { myArticles(first: 10) { edges { node { id payment } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCheckout($s: String!) { testCheckout(session: $s) { amount currency status } }\n"): (typeof documents)["\n  query TestCheckout($s: String!) { testCheckout(session: $s) { amount currency status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous { siteUrl }\n      next { siteUrl }\n      events { id title path date { year } }\n      births { id title path birth { year } }\n      deaths { id title path death { year } }\n      holidays { id title path }\n      personalEntries { id title }\n    }\n  }\n"): (typeof documents)["\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous { siteUrl }\n      next { siteUrl }\n      events { id title path date { year } }\n      births { id title path birth { year } }\n      deaths { id title path death { year } }\n      holidays { id title path }\n      personalEntries { id title }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayBySlug($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate siteUrl events { title } } }\n"): (typeof documents)["\n  query DayBySlug($locale: Locale!, $slug: String!) { dayBySlug(locale: $locale, slug: $slug) { formattedDate siteUrl events { title } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") { formattedDate siteUrl next { formattedDate } }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") { formattedDate }\n    day(locale: fr, month: 12, day: 2) { previous { formattedDate } }\n  }\n"): (typeof documents)["\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") { formattedDate siteUrl next { formattedDate } }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") { formattedDate }\n    day(locale: fr, month: 12, day: 2) { previous { formattedDate } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExactDate($slug: String!) { exactDate(locale: en, slug: $slug) { formattedDate siteUrl events { title } births { title } } }\n"): (typeof documents)["\n  query ExactDate($slug: String!) { exactDate(locale: en, slug: $slug) { formattedDate siteUrl events { title } births { title } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Today($timeZone: String!) { today(locale: en, timeZone: $timeZone) { month day } }\n"): (typeof documents)["\n  query Today($timeZone: String!) { today(locale: en, timeZone: $timeZone) { month day } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { title path date { iso } translations { locale path } }\n  }\n"): (typeof documents)["\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { title path date { iso } translations { locale path } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") { coverImage { url width height } }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") { coverImage { url } }\n  }\n"): (typeof documents)["\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") { coverImage { url width height } }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") { coverImage { url } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title } }\n"): (typeof documents)["\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) { entry(locale: $locale, kind: $kind, slug: $slug) { title } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) { edges { node { title death { year } } } pageInfo { hasNextPage endCursor } }\n  }\n"): (typeof documents)["\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) { edges { node { title death { year } } } pageInfo { hasNextPage endCursor } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntriesWithTranslations { entries(filter: { locale: en }, first: 100) { edges { node { title translations { locale title } } } } }\n"): (typeof documents)["\n  query EntriesWithTranslations { entries(filter: { locale: en }, first: 100) { edges { node { title translations { locale title } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryWithTranslations { entry(locale: en, kind: EVENT, slug: \"moon-landing\") { title summary coverImage { url } translations { locale slug title } } }\n"): (typeof documents)["\n  query EntryWithTranslations { entry(locale: en, kind: EVENT, slug: \"moon-landing\") { title summary coverImage { url } translations { locale slug title } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) { holidays { key title fallbackFrom observances { country status start { iso } end { iso } } } }\n  }\n"): (typeof documents)["\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) { holidays { key title fallbackFrom observances { country status start { iso } end { iso } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpringFestival { holidays(locale: zh, year: 2027) { key title dates(fromYear: 2027, years: 2) { start { iso } end { iso } } } }\n"): (typeof documents)["\n  query SpringFestival { holidays(locale: zh, year: 2027) { key title dates(fromYear: 2027, years: 2) { start { iso } end { iso } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayNames { ja: holidays(locale: ja, year: 2026) { key title fallbackFrom } tr: holidays(locale: tr, year: 2026) { key title fallbackFrom } }\n"): (typeof documents)["\n  query HolidayNames { ja: holidays(locale: ja, year: 2026) { key title fallbackFrom } tr: holidays(locale: tr, year: 2026) { key title fallbackFrom } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dateRule date { month day } }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") { dateRule date { month day } summary }\n  }\n"): (typeof documents)["\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dateRule date { month day } }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") { dateRule date { month day } summary }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlyDay { day(month: 4, day: 23, locale: en, year: 1) { holidays { title } } exactDate(locale: en, slug: \"april-23-1\") { events { title } holidays { title } } }\n"): (typeof documents)["\n  query EarlyDay { day(month: 4, day: 23, locale: en, year: 1) { holidays { title } } exactDate(locale: en, slug: \"april-23-1\") { events { title } holidays { title } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayPageYears { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026, years: 5) { year } observances(year: 2026) { country } } }\n"): (typeof documents)["\n  query HolidayPageYears { entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") { dates(fromYear: 2026, years: 5) { year } observances(year: 2026) { country } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DraftById($id: ID!) { articleDraft(id: $id) { id } }"): (typeof documents)["query DraftById($id: ID!) { articleDraft(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommentsById($id: ID!) { comments(entryId: $id) { edges { cursor } } }"): (typeof documents)["query CommentsById($id: ID!) { comments(entryId: $id) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommentById($id: ID!) { addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) { __typename } }"): (typeof documents)["mutation CommentById($id: ID!) { addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HideById($id: ID!) { hideComment(id: $id) { __typename } }"): (typeof documents)["mutation HideById($id: ID!) { hideComment(id: $id) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RewriteById($id: ID!) { startRewrite(entryId: $id, locale: en) { __typename } }"): (typeof documents)["mutation RewriteById($id: ID!) { startRewrite(entryId: $id, locale: en) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveById($id: ID!) { saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) { __typename } }"): (typeof documents)["mutation SaveById($id: ID!) { saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitById($id: ID!) { submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) { __typename } }"): (typeof documents)["mutation SubmitById($id: ID!) { submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReviewById($id: ID!) { reviewArticle(revisionId: $id, decision: APPROVE) { __typename } }"): (typeof documents)["mutation ReviewById($id: ID!) { reviewArticle(revisionId: $id, decision: APPROVE) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonateById($id: ID!) { startDonation(entryId: $id, locale: en) { __typename } }"): (typeof documents)["mutation DonateById($id: ID!) { startDonation(entryId: $id, locale: en) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PersonalEntryById($id: ID!) { submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) { __typename } }"): (typeof documents)["mutation PersonalEntryById($id: ID!) { submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) { __typename } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntriesAfter($id: String!) { entries(filter: { locale: en }, after: $id) { edges { cursor } } }"): (typeof documents)["query EntriesAfter($id: String!) { entries(filter: { locale: en }, after: $id) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLogin { recordLogin { uid } }\n"): (typeof documents)["\n  mutation RecordLogin { recordLogin { uid } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($first: Int) { members(first: $first) { edges { node { uid } } } }\n"): (typeof documents)["\n  query Members($first: Int) { members(first: $first) { edges { node { uid } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryIds($first: Int) { entries(filter: { locale: en }, first: $first) { edges { node { id } } } }\n"): (typeof documents)["\n  query EntryIds($first: Int) { entries(filter: { locale: en }, first: $first) { edges { node { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivateFields($uid: ID!) { me { email } author(uid: $uid) { displayName email lastLogin disabled } }\n"): (typeof documents)["\n  query PrivateFields($uid: ID!) { me { email } author(uid: $uid) { displayName email lastLogin disabled } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Author($uid: ID!) { author(uid: $uid) { uid } }\n"): (typeof documents)["\n  query Author($uid: ID!) { author(uid: $uid) { uid } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEvent($date: DateInput!) { startNewArticle(input: { locale: en, kind: EVENT, date: $date }) { revision { id } errors { code } } }\n"): (typeof documents)["\n  mutation StartEvent($date: DateInput!) { startNewArticle(input: { locale: en, kind: EVENT, date: $date }) { revision { id } errors { code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) { submitArticle(revisionId: $id, input: $input, rulesAccepted: true) { revision { status } errors { code } } }\n"): (typeof documents)["\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) { submitArticle(revisionId: $id, input: $input, rulesAccepted: true) { revision { status } errors { code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) { reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { status } errors { code } } }\n"): (typeof documents)["\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) { reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { status } errors { code } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArticleStatusChanges { articleStatusChanged { id status rejectionReason } }\n"): (typeof documents)["\n  subscription ArticleStatusChanges { articleStatusChanged { id status rejectionReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage { id url }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits { coverRequired titleMinLength textMinLength }\n  }\n"): (typeof documents)["\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage { id url }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits { coverRequired titleMinLength textMinLength }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) { revision { ...RevisionFields } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) { revision { ...RevisionFields } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) { revision { ...RevisionFields } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) { revision { ...RevisionFields } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) { revision { ...RevisionFields } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { ...RevisionFields } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { ...RevisionFields } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { id title summary bodyHtml path date { iso } coverImage { url } referenceText referenceUrl }\n  }\n"): (typeof documents)["\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) { id title summary bodyHtml path date { iso } coverImage { url } referenceText referenceUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) { events { title path } births { title path } personalEntries { title } }\n  }\n"): (typeof documents)["\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) { events { title path } births { title path } personalEntries { title } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stats {\n    stats { total byKind { kind count } byCentury { century count } byMonth { month count } byLocale { locale count } }\n  }\n"): (typeof documents)["\n  query Stats {\n    stats { total byKind { kind count } byCentury { century count } byMonth { month count } byLocale { locale count } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) { checkoutUrl errors { field code } }\n  }\n"): (typeof documents)["\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) { checkoutUrl errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision { id status payment publishedAt entry { id } coverImage { id url width } }\n      paid\n      errors { field code }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision { id status payment publishedAt entry { id } coverImage { id url width } }\n      paid\n      errors { field code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) { comment { id authorName text hidden byMember } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) { comment { id authorName text hidden byMember } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me { me { uid } }\n"): (typeof documents)["\n  query Me { me { uid } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { user { uid displayName bio avatarUrl } errors { field code } }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { user { uid displayName bio avatarUrl } errors { field code } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) { errors { code } }\n  }\n"): (typeof documents)["\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) { errors { code } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;