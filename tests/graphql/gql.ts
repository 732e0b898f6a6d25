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
    "\n  query SoakEntries($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 12) {\n      edges {\n        node {\n          id\n          kind\n          slug\n          path\n        }\n      }\n    }\n  }\n": typeof types.SoakEntriesDocument,
    "\n  query SoakDay($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      holidays {\n        title\n        path\n      }\n    }\n  }\n": typeof types.SoakDayDocument,
    "\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      summary\n      bodyHtml\n    }\n  }\n": typeof types.SoakEntryDocument,
    "\n  query SoakComments($entryId: ID!) {\n    comments(entryId: $entryId, first: 10) {\n      totalCount\n      edges {\n        node {\n          authorName\n          text\n        }\n      }\n    }\n  }\n": typeof types.SoakCommentsDocument,
    "\n  mutation SoakComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.SoakCommentDocument,
    "\n  query SoakReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          status\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n": typeof types.SoakReviewQueueDocument,
    "\n  mutation AllowanceRecordLogin {\n    recordLogin {\n      uid\n      lastLogin\n    }\n  }\n": typeof types.AllowanceRecordLoginDocument,
    "\n  query BudgetRateLimit {\n    rateLimit {\n      cost\n      limit\n      remaining\n      resetAt\n    }\n  }\n": typeof types.BudgetRateLimitDocument,
    "\n  query BudgetDayEvents {\n    day(month: 7, day: 20, locale: en) {\n      events {\n        title\n      }\n    }\n  }\n": typeof types.BudgetDayEventsDocument,
    "\n  mutation BudgetRecordLogin {\n    recordLogin {\n      displayName\n    }\n  }\n": typeof types.BudgetRecordLoginDocument,
    "\n  query ApiDay($month: Int!, $day: Int!) {\n    day(month: $month, day: $day, locale: en) {\n      formattedDate\n      events {\n        title\n      }\n    }\n  }\n": typeof types.ApiDayDocument,
    "\n  query ApiMe {\n    me {\n      displayName\n    }\n  }\n": typeof types.ApiMeDocument,
    "\n  query ApiMyArticles {\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ApiMyArticlesDocument,
    "\n  mutation TokenCreate($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n      token\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.TokenCreateDocument,
    "\n  query TokenList {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.TokenListDocument,
    "\n  mutation TokenRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      apiToken {\n        id\n        name\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.TokenRevokeDocument,
    "\n  query TokenTypename {\n    __typename\n  }\n": typeof types.TokenTypenameDocument,
    "\n  query TokenWho {\n    me {\n      displayName\n    }\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.TokenWhoDocument,
    "\n  query BodyChangesThreeTimes($id: ID!) {\n    first: articleDraft(id: $id) {\n      bodyChanges {\n        text\n        added\n        removed\n      }\n      again: bodyChanges {\n        added\n      }\n    }\n    second: articleDraft(id: $id) {\n      bodyChanges {\n        removed\n      }\n    }\n  }\n": typeof types.BodyChangesThreeTimesDocument,
    "\n  mutation SaveArticleDraftThreeTimes($id: ID!, $input: ArticleDraftInput!) {\n    first: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    second: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    third: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.SaveArticleDraftThreeTimesDocument,
    "\n  query MyArticles {\n    myArticles(first: 50) {\n      edges {\n        node {\n          id\n          articleId\n          status\n          title\n          rejectionReason\n          path\n        }\n      }\n    }\n  }\n": typeof types.MyArticlesDocument,
    "\n  query ArticleDraft($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      bodyHtml\n      rejectionReason\n    }\n  }\n": typeof types.ArticleDraftDocument,
    "\n  query ReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          title\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReviewQueueDocument,
    "\n    query ReviewView($id: ID!) {\n      articleDraft(id: $id) {\n        status\n        publishedBodyHtml\n        titleChanges {\n          text\n          added\n          removed\n        }\n        bodyChanges {\n          text\n          added\n          removed\n        }\n      }\n    }\n  ": typeof types.ReviewViewDocument,
    "\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) {\n        year\n        holidays {\n          title\n          path\n          movable\n          date {\n            iso\n            month\n            day\n            year\n          }\n          occursOn(year: 2027) {\n            iso\n          }\n        }\n      }\n    }\n  ": typeof types.DayHolidaysDocument,
    "\n    query YearHolidays($locale: Locale!, $year: Int!) {\n      holidays(locale: $locale, year: $year) {\n        title\n        path\n        occursOn(year: $year) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  ": typeof types.YearHolidaysDocument,
    "\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title\n        kind\n        movable\n        date {\n          iso\n          month\n          day\n          year\n        }\n        in2027: occursOn(year: 2027) {\n          iso\n          year\n          month\n          day\n        }\n        in2028: occursOn(year: 2028) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  ": typeof types.HolidayEntryDocument,
    "\n    query ReviewQueuePage {\n      reviewQueue(first: 100) {\n        edges {\n          node {\n            id\n            title\n            submittedAt\n            author {\n              uid\n              displayName\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.ReviewQueuePageDocument,
    "\n    query MyArticlesPage {\n      myArticles(first: 50) {\n        edges {\n          node {\n            id\n            articleId\n            status\n            title\n            rejectionReason\n            updatedAt\n            path\n            entry {\n              kind\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.MyArticlesPageDocument,
    "\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          authorName\n          text\n          hidden\n          byMember\n        }\n      }\n    }\n  }\n": typeof types.EntryCommentsDocument,
    "\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale {\n        locale\n        count\n        hiddenCount\n      }\n      edges {\n        node {\n          id\n          locale\n          text\n          hidden\n        }\n      }\n    }\n  }\n": typeof types.EntryCommentsInDocument,
    "\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.HideCommentDocument,
    "\n  query EntryCommentCounts($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 100) {\n      edges {\n        node {\n          title\n          commentCount\n          everyLanguage: commentCount(allLanguages: true)\n        }\n      }\n    }\n  }\n": typeof types.EntryCommentCountsDocument,
    "\n  query EntryTitles {\n    entries(filter: { locale: en }, first: 3) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n": typeof types.EntryTitlesDocument,
    "\n  query DonationCredits {\n    donationCredits\n  }\n": typeof types.DonationCreditsDocument,
    "\n  query Donations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          status\n          amount\n          currency\n          entryTitle\n          entryListed\n          donor {\n            uid\n          }\n        }\n      }\n    }\n  }\n": typeof types.DonationsDocument,
    "\n  query MyArticlePayments {\n    myArticles(first: 10) {\n      edges {\n        node {\n          id\n          payment\n        }\n      }\n    }\n  }\n": typeof types.MyArticlePaymentsDocument,
    "\n  query TestCheckout($s: String!) {\n    testCheckout(session: $s) {\n      amount\n      currency\n      status\n    }\n  }\n": typeof types.TestCheckoutDocument,
    "\n  query ListedDays($locale: Locale!) {\n    listedDays(locale: $locale) {\n      day {\n        month\n        day\n        siteUrl\n      }\n      lastChanged\n    }\n  }\n": typeof types.ListedDaysDocument,
    "\n  query FeedHolidayPage($locale: Locale!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      path\n      observances(year: $year) {\n        country\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n      dates(fromYear: $year, years: 6) {\n        year\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n": typeof types.FeedHolidayPageDocument,
    "\n  mutation FeedResetPersonalCalendar($locale: Locale!) {\n    resetPersonalCalendar(locale: $locale) {\n      path\n      personalCalendar {\n        createdAt\n      }\n    }\n  }\n": typeof types.FeedResetPersonalCalendarDocument,
    "\n  query FeedMyPersonalCalendar {\n    myPersonalCalendar {\n      createdAt\n    }\n  }\n": typeof types.FeedMyPersonalCalendarDocument,
    "\n  query HolidaysWarmUp {\n    holidays(locale: en, year: 2026) {\n      key\n    }\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026) {\n        year\n      }\n    }\n  }\n": typeof types.HolidaysWarmUpDocument,
    "\n  query HolidayKeys($year: Int!) {\n    holidays(locale: en, year: $year) {\n      key\n    }\n  }\n": typeof types.HolidayKeysDocument,
    "\n  query EasterDates($fromYear: Int!, $years: Int) {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: $fromYear, years: $years) {\n        year\n        start {\n          iso\n        }\n      }\n    }\n  }\n": typeof types.EasterDatesDocument,
    "\n  query DayPageTitle {\n    __typename\n  }\n": typeof types.DayPageTitleDocument,
    "\n  mutation ChangeReason($password: String!) {\n    reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) {\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.ChangeReasonDocument,
    "\n  query Probe($p: ID!) {\n    author(uid: $p) {\n      displayName\n    }\n  }\n": typeof types.ProbeDocument,
    "\n  query MetricsProbe {\n    __typename\n  }\n": typeof types.MetricsProbeDocument,
    "\n  query CalendarCountsOfLanguage($locale: Locale!) {\n    calendarCounts(locale: $locale) {\n      month\n      days\n    }\n  }\n": typeof types.CalendarCountsOfLanguageDocument,
    "\n  query ChangesWithEntries($since: DateTime!) {\n    changes(since: $since, first: 100) {\n      totalCount\n      edges {\n        node {\n          type\n          entry {\n            title\n            translations {\n              locale\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ChangesWithEntriesDocument,
    "\n  query ConnectionCounts($entryId: ID!) {\n    comments(entryId: $entryId, first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    germanComments: comments(entryId: $entryId, locale: de, first: 1) {\n      totalCount\n    }\n    myArticles(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n": typeof types.ConnectionCountsDocument,
    "\n  query ReviewConnectionCounts {\n    reviewQueue(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n": typeof types.ReviewConnectionCountsDocument,
    "\n  query MemberConnectionCounts {\n    members(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n    }\n  }\n": typeof types.MemberConnectionCountsDocument,
    "\n  query OnlyConnectionCounts {\n    myArticles {\n      totalCount\n    }\n    donations {\n      totalCount\n    }\n  }\n": typeof types.OnlyConnectionCountsDocument,
    "\n  query DaySections($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      counts {\n        events\n        births\n        deaths\n        holidays\n        personalEntries\n      }\n      events: highlights(section: EVENTS) {\n        title\n        date {\n          year\n        }\n      }\n      births: highlights(section: BIRTHS) {\n        title\n      }\n      deaths: highlights(section: DEATHS) {\n        title\n      }\n      personalEntries: highlights(section: PERSONAL_ENTRIES) {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n": typeof types.DaySectionsDocument,
    "\n  query DaySectionPage($slug: String!, $section: DaySection!, $page: Int) {\n    dayBySlug(locale: en, slug: $slug) {\n      sectionPage(section: $section, page: $page) {\n        page\n        pageCount\n        pageSize\n        totalCount\n        entries {\n          title\n          date {\n            year\n          }\n        }\n      }\n    }\n  }\n": typeof types.DaySectionPageDocument,
    "\n  query ExactDateSections($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      counts {\n        events\n      }\n      highlights(section: EVENTS, first: 5) {\n        title\n      }\n      sectionPage(section: EVENTS) {\n        totalCount\n        entries {\n          title\n        }\n      }\n    }\n  }\n": typeof types.ExactDateSectionsDocument,
    "\n  query DayHighlightsFirst($first: Int!) {\n    dayBySlug(locale: en, slug: \"may-5\") {\n      highlights(section: EVENTS, first: $first) {\n        title\n      }\n    }\n  }\n": typeof types.DayHighlightsFirstDocument,
    "\n  query DayHighlightsMay6 {\n    dayBySlug(locale: en, slug: \"may-6\") {\n      highlights(section: EVENTS) {\n        title\n      }\n    }\n  }\n": typeof types.DayHighlightsMay6Document,
    "\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous {\n        siteUrl\n      }\n      next {\n        siteUrl\n      }\n      events {\n        id\n        title\n        path\n        date {\n          year\n        }\n      }\n      births {\n        id\n        title\n        path\n        birth {\n          year\n        }\n      }\n      deaths {\n        id\n        title\n        path\n        death {\n          year\n        }\n      }\n      holidays {\n        id\n        title\n        path\n      }\n      personalEntries {\n        id\n        title\n      }\n    }\n  }\n": typeof types.DayPageDocument,
    "\n  query DayBySlug($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n    }\n  }\n": typeof types.DayBySlugDocument,
    "\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") {\n      formattedDate\n      siteUrl\n      next {\n        formattedDate\n      }\n    }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") {\n      formattedDate\n    }\n    day(locale: fr, month: 12, day: 2) {\n      previous {\n        formattedDate\n      }\n    }\n  }\n": typeof types.FrenchFirstsDocument,
    "\n  query ExactDate($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n      births {\n        title\n      }\n    }\n  }\n": typeof types.ExactDateDocument,
    "\n  query ExactDateNeighbours($slug: String!) {\n    exactDate(locale: de, slug: $slug) {\n      wikiYearUrl\n      previous {\n        siteUrl\n        formattedDate\n      }\n      next {\n        siteUrl\n        formattedDate\n      }\n    }\n  }\n": typeof types.ExactDateNeighboursDocument,
    "\n  query Today($timeZone: String!) {\n    today(locale: en, timeZone: $timeZone) {\n      month\n      day\n    }\n  }\n": typeof types.TodayDocument,
    "\n  query EntryCounts($filter: EntryFilter!, $groupBy: [EntryGroupBy!]!) {\n    entryCounts(filter: $filter, groupBy: $groupBy) {\n      month\n      day\n      year\n      decade\n      century\n      kind\n      country\n      locale\n      holidayType\n      count\n    }\n  }\n": typeof types.EntryCountsDocument,
    "\n  query NodeById($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Entry {\n        databaseId\n        locale\n        title\n        inGerman: inLocale(locale: de) {\n          id\n          locale\n          title\n        }\n        inFrench: inLocale(locale: fr) {\n          title\n        }\n      }\n      ... on Comment {\n        databaseId\n        entryId\n        text\n        hidden\n      }\n    }\n  }\n": typeof types.NodeByIdDocument,
    "\n  query NodesByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Entry {\n        title\n        translations {\n          locale\n        }\n      }\n      ... on Comment {\n        text\n      }\n    }\n  }\n": typeof types.NodesByIdsDocument,
    "\n  query EntryIdsInLanguages {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      id\n      databaseId\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      id\n      databaseId\n    }\n  }\n": typeof types.EntryIdsInLanguagesDocument,
    "\n  query EntryListPage($filter: EntryFilter!, $orderBy: [EntryOrder!], $first: Int, $after: String, $last: Int, $before: String) {\n    entries(filter: $filter, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      edges {\n        cursor\n        node {\n          databaseId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.EntryListPageDocument,
    "\n  query EntryTitlesOnly {\n    entries(filter: { locale: en }, first: 5) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n": typeof types.EntryTitlesOnlyDocument,
    "\n  query EntryListCount($filter: EntryFilter!) {\n    entries(filter: $filter) {\n      totalCount\n    }\n  }\n": typeof types.EntryListCountDocument,
    "\n  query Provenance($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      createdAt\n      publishedAt\n      firstPublishedAt\n      contributors {\n        displayName\n        profilePath\n      }\n      license {\n        spdxId\n        url\n        name\n      }\n      attribution\n    }\n  }\n": typeof types.ProvenanceDocument,
    "\n  query PersonalProvenance {\n    day(locale: en, month: 6, day: 1) {\n      personalEntries {\n        contributors {\n          displayName\n        }\n        license {\n          spdxId\n        }\n        attribution\n      }\n    }\n  }\n": typeof types.PersonalProvenanceDocument,
    "\n  query PageOfProvenance($first: Int!) {\n    entries(filter: { locale: en, kind: PERSON }, first: $first) {\n      edges {\n        node {\n          title\n          firstPublishedAt\n          contributors {\n            displayName\n          }\n          license {\n            spdxId\n          }\n          attribution\n        }\n      }\n    }\n  }\n": typeof types.PageOfProvenanceDocument,
    "\n  query Encyclopedia($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      isListing\n      wikidataId\n      wikidataUrl\n      wikipediaArticles {\n        locale\n        title\n        url\n      }\n      picture {\n        width\n        author\n        license\n        licenseUrl\n        sourceUrl\n      }\n      places {\n        role\n        name\n        nameLocale\n        wikidataId\n        latitude\n        longitude\n        country\n      }\n      sources {\n        statement\n        title\n        url\n        revision\n        license\n        retrievedAt\n      }\n      license {\n        spdxId\n      }\n      attribution\n      seeAlso {\n        sameDay {\n          title\n        }\n        sameYear {\n          title\n        }\n        samePlace {\n          title\n        }\n      }\n    }\n  }\n": typeof types.EncyclopediaDocument,
    "\n  query EncyclopediaPage($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          places {\n            name\n          }\n          sources {\n            statement\n          }\n          wikipediaArticles {\n            url\n          }\n        }\n      }\n    }\n  }\n": typeof types.EncyclopediaPageDocument,
    "\n  query HonestTranslations($locale: Locale!, $slug: String!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      missingLocales\n      translations {\n        locale\n        title\n        fallbackFrom\n        isNative\n      }\n    }\n  }\n": typeof types.HonestTranslationsDocument,
    "\n  query PageOfTranslations($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          title\n          missingLocales\n          translations {\n            locale\n            isNative\n            fallbackFrom\n          }\n        }\n      }\n    }\n  }\n": typeof types.PageOfTranslationsDocument,
    "\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      path\n      date {\n        iso\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n": typeof types.EntryTranslationsDocument,
    "\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      coverImage {\n        url\n      }\n    }\n  }\n": typeof types.CoversDocument,
    "\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n    }\n  }\n": typeof types.EntryTitleDocument,
    "\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          title\n          death {\n            year\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.EntriesDocument,
    "\n  query EntriesWithTranslations {\n    entries(filter: { locale: en }, first: 100) {\n      edges {\n        node {\n          title\n          translations {\n            locale\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.EntriesWithTranslationsDocument,
    "\n  query EntryWithTranslations {\n    entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      title\n      summary\n      coverImage {\n        url\n      }\n      translations {\n        locale\n        slug\n        title\n      }\n    }\n  }\n": typeof types.EntryWithTranslationsDocument,
    "\n  mutation StartExport($filter: EntryFilter!, $format: ExportFormat!) {\n    startExport(filter: $filter, format: $format) {\n      id\n      status\n      format\n      rowCount\n      url\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.StartExportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      format\n      rowCount\n      bytes\n      url\n      errorCode\n      createdAt\n      startedAt\n      finishedAt\n      expiresAt\n    }\n  }\n": typeof types.ExportJobDocument,
    "\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) {\n      holidays {\n        key\n        title\n        fallbackFrom\n        observances {\n          country\n          status\n          start {\n            iso\n          }\n          end {\n            iso\n          }\n        }\n      }\n    }\n  }\n": typeof types.HolidaysOnDocument,
    "\n  query SpringFestival {\n    holidays(locale: zh, year: 2027) {\n      key\n      title\n      dates(fromYear: 2027, years: 2) {\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n": typeof types.SpringFestivalDocument,
    "\n  query HolidayNames {\n    ja: holidays(locale: ja, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n    tr: holidays(locale: tr, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n  }\n": typeof types.HolidayNamesDocument,
    "\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dateRule\n      date {\n        month\n        day\n      }\n    }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") {\n      dateRule\n      date {\n        month\n        day\n      }\n      summary\n    }\n  }\n": typeof types.DateRulesDocument,
    "\n  query EarlyDay {\n    day(month: 4, day: 23, locale: en, year: 1) {\n      holidays {\n        title\n      }\n    }\n    exactDate(locale: en, slug: \"april-23-1\") {\n      events {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n": typeof types.EarlyDayDocument,
    "\n  query HolidayPageYears {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026, years: 5) {\n        year\n      }\n      observances(year: 2026) {\n        country\n      }\n    }\n  }\n": typeof types.HolidayPageYearsDocument,
    "\n  query HolidayByKey($key: String!, $locale: Locale!) {\n    entryByKey(key: $key, locale: $locale) {\n      id\n      key\n      locale\n      title\n      path\n      createdAt\n      firstPublishedAt\n      english: inLocale(locale: en) {\n        title\n      }\n    }\n  }\n": typeof types.HolidayByKeyDocument,
    "\n  query HolidayNode($id: ID!) {\n    node(id: $id) {\n      ... on Entry {\n        key\n        locale\n        title\n      }\n    }\n  }\n": typeof types.HolidayNodeDocument,
    "\n      query DraftById($id: ID!) {\n        articleDraft(id: $id) {\n          id\n        }\n      }\n    ": typeof types.DraftByIdDocument,
    "\n      query CommentsById($id: ID!) {\n        comments(entryId: $id) {\n          edges {\n            cursor\n          }\n        }\n      }\n    ": typeof types.CommentsByIdDocument,
    "\n      mutation CommentById($id: ID!) {\n        addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) {\n          __typename\n        }\n      }\n    ": typeof types.CommentByIdDocument,
    "\n      mutation HideById($id: ID!) {\n        hideComment(id: $id) {\n          __typename\n        }\n      }\n    ": typeof types.HideByIdDocument,
    "\n      mutation RewriteById($id: ID!) {\n        startRewrite(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    ": typeof types.RewriteByIdDocument,
    "\n      mutation SaveById($id: ID!) {\n        saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) {\n          __typename\n        }\n      }\n    ": typeof types.SaveByIdDocument,
    "\n      mutation SubmitById($id: ID!) {\n        submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) {\n          __typename\n        }\n      }\n    ": typeof types.SubmitByIdDocument,
    "\n      mutation ReviewById($id: ID!) {\n        reviewArticle(revisionId: $id, decision: APPROVE) {\n          __typename\n        }\n      }\n    ": typeof types.ReviewByIdDocument,
    "\n      mutation DonateById($id: ID!) {\n        startDonation(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    ": typeof types.DonateByIdDocument,
    "\n      mutation PersonalEntryById($id: ID!) {\n        submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) {\n          __typename\n        }\n      }\n    ": typeof types.PersonalEntryByIdDocument,
    "\n      query EntriesById($id: ID!) {\n        entries(filter: { locale: en, ids: [$id] }) {\n          edges {\n            cursor\n          }\n        }\n      }\n    ": typeof types.EntriesByIdDocument,
    "\n    query CommentsOfEntry($entryId: ID!) {\n      comments(entryId: $entryId) {\n        totalCount\n        edges {\n          node {\n            id\n            databaseId\n            text\n          }\n        }\n      }\n    }\n  ": typeof types.CommentsOfEntryDocument,
    "\n    mutation HideCommentById($id: ID!) {\n      hideComment(id: $id) {\n        comment {\n          hidden\n        }\n        errors {\n          code\n        }\n      }\n    }\n  ": typeof types.HideCommentByIdDocument,
    "\n  query Search($query: String!, $locale: Locale!, $kinds: [EntryKind!], $first: Int, $after: String) {\n    search(query: $query, locale: $locale, kinds: $kinds, first: $first, after: $after) {\n      totalCount\n      didYouMean\n      dateMatch {\n        year\n        month\n        day\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          entry {\n            key\n            kind\n            locale\n          }\n          title {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n          snippet {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query SearchFilteredEntries($filter: EntryFilter!) {\n    entries(filter: $filter, first: 50) {\n      edges {\n        node {\n          key\n        }\n      }\n    }\n  }\n": typeof types.SearchFilteredEntriesDocument,
    "\n    query SearchFilteredCount($filter: EntryFilter!) {\n      entries(filter: $filter, first: 5) {\n        totalCount\n        edges {\n          node {\n            key\n          }\n        }\n      }\n    }\n  ": typeof types.SearchFilteredCountDocument,
    "\n  mutation RecordLogin {\n    recordLogin {\n      uid\n    }\n  }\n": typeof types.RecordLoginDocument,
    "\n  query Members($first: Int) {\n    members(first: $first) {\n      edges {\n        node {\n          uid\n        }\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query EntryIds($first: Int) {\n    entries(filter: { locale: en }, first: $first) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.EntryIdsDocument,
    "\n  query PrivateFields($uid: ID!) {\n    me {\n      email\n    }\n    author(uid: $uid) {\n      displayName\n      email\n      lastLogin\n      disabled\n    }\n  }\n": typeof types.PrivateFieldsDocument,
    "\n  query Author($uid: ID!) {\n    author(uid: $uid) {\n      uid\n    }\n  }\n": typeof types.AuthorDocument,
    "\n  query UpgradedChristmas {\n    entryByKey(key: \"holiday:christmas-day\", locale: fr) {\n      databaseId\n      title\n    }\n  }\n": typeof types.UpgradedChristmasDocument,
    "\n  mutation StartEvent($date: DateInput!) {\n    startNewArticle(input: { locale: en, kind: EVENT, date: $date }) {\n      revision {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.StartEventDocument,
    "\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: true) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.SubmitEventDocument,
    "\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.ReviewEventDocument,
    "\n  subscription ArticleStatusChanges {\n    articleStatusChanged {\n      id\n      status\n      rejectionReason\n    }\n  }\n": typeof types.ArticleStatusChangesDocument,
    "\n  query Changes($since: DateTime!, $first: Int, $after: String) {\n    changes(since: $since, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          entryId\n          locale\n          type\n          at\n          entry {\n            title\n            locale\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ChangesDocument,
    "\n  subscription EntryChanged($locale: Locale) {\n    entryChanged(locale: $locale) {\n      id\n      entryId\n      locale\n      type\n      entry {\n        title\n      }\n    }\n  }\n": typeof types.EntryChangedDocument,
    "\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage {\n      id\n      url\n    }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits {\n      coverRequired\n      titleMinLength\n      textMinLength\n    }\n  }\n": typeof types.RevisionFieldsFragmentDoc,
    "\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.StartArticleDocument,
    "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.StartRewriteDocument,
    "\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SaveArticleDraftDocument,
    "\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SubmitArticleDocument,
    "\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.ReviewArticleDocument,
    "\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      title\n      summary\n      bodyHtml\n      path\n      date {\n        iso\n      }\n      coverImage {\n        url\n      }\n      referenceText\n      referenceUrl\n    }\n  }\n": typeof types.EntryPageDocument,
    "\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) {\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      personalEntries {\n        title\n      }\n    }\n  }\n": typeof types.DayListsDocument,
    "\n  query Stats {\n    stats {\n      total\n      byKind {\n        kind\n        count\n      }\n      byCentury {\n        century\n        count\n      }\n      byMonth {\n        month\n        count\n      }\n      byLocale {\n        locale\n        count\n      }\n    }\n  }\n": typeof types.StatsDocument,
    "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.StartDonationDocument,
    "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n        status\n        payment\n        publishedAt\n        entry {\n          id\n          databaseId\n        }\n        coverImage {\n          id\n          url\n          width\n        }\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SubmitPersonalEntryDocument,
    "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n        databaseId\n        authorName\n        text\n        hidden\n        byMember\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  query Me {\n    me {\n      uid\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.SetMemberDisabledDocument,
};
const documents: Documents = {
    "\n  query SoakEntries($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 12) {\n      edges {\n        node {\n          id\n          kind\n          slug\n          path\n        }\n      }\n    }\n  }\n": types.SoakEntriesDocument,
    "\n  query SoakDay($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      holidays {\n        title\n        path\n      }\n    }\n  }\n": types.SoakDayDocument,
    "\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      summary\n      bodyHtml\n    }\n  }\n": types.SoakEntryDocument,
    "\n  query SoakComments($entryId: ID!) {\n    comments(entryId: $entryId, first: 10) {\n      totalCount\n      edges {\n        node {\n          authorName\n          text\n        }\n      }\n    }\n  }\n": types.SoakCommentsDocument,
    "\n  mutation SoakComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.SoakCommentDocument,
    "\n  query SoakReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          status\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n": types.SoakReviewQueueDocument,
    "\n  mutation AllowanceRecordLogin {\n    recordLogin {\n      uid\n      lastLogin\n    }\n  }\n": types.AllowanceRecordLoginDocument,
    "\n  query BudgetRateLimit {\n    rateLimit {\n      cost\n      limit\n      remaining\n      resetAt\n    }\n  }\n": types.BudgetRateLimitDocument,
    "\n  query BudgetDayEvents {\n    day(month: 7, day: 20, locale: en) {\n      events {\n        title\n      }\n    }\n  }\n": types.BudgetDayEventsDocument,
    "\n  mutation BudgetRecordLogin {\n    recordLogin {\n      displayName\n    }\n  }\n": types.BudgetRecordLoginDocument,
    "\n  query ApiDay($month: Int!, $day: Int!) {\n    day(month: $month, day: $day, locale: en) {\n      formattedDate\n      events {\n        title\n      }\n    }\n  }\n": types.ApiDayDocument,
    "\n  query ApiMe {\n    me {\n      displayName\n    }\n  }\n": types.ApiMeDocument,
    "\n  query ApiMyArticles {\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.ApiMyArticlesDocument,
    "\n  mutation TokenCreate($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n      token\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.TokenCreateDocument,
    "\n  query TokenList {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.TokenListDocument,
    "\n  mutation TokenRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      apiToken {\n        id\n        name\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.TokenRevokeDocument,
    "\n  query TokenTypename {\n    __typename\n  }\n": types.TokenTypenameDocument,
    "\n  query TokenWho {\n    me {\n      displayName\n    }\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.TokenWhoDocument,
    "\n  query BodyChangesThreeTimes($id: ID!) {\n    first: articleDraft(id: $id) {\n      bodyChanges {\n        text\n        added\n        removed\n      }\n      again: bodyChanges {\n        added\n      }\n    }\n    second: articleDraft(id: $id) {\n      bodyChanges {\n        removed\n      }\n    }\n  }\n": types.BodyChangesThreeTimesDocument,
    "\n  mutation SaveArticleDraftThreeTimes($id: ID!, $input: ArticleDraftInput!) {\n    first: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    second: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    third: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n  }\n": types.SaveArticleDraftThreeTimesDocument,
    "\n  query MyArticles {\n    myArticles(first: 50) {\n      edges {\n        node {\n          id\n          articleId\n          status\n          title\n          rejectionReason\n          path\n        }\n      }\n    }\n  }\n": types.MyArticlesDocument,
    "\n  query ArticleDraft($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      bodyHtml\n      rejectionReason\n    }\n  }\n": types.ArticleDraftDocument,
    "\n  query ReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          title\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n": types.ReviewQueueDocument,
    "\n    query ReviewView($id: ID!) {\n      articleDraft(id: $id) {\n        status\n        publishedBodyHtml\n        titleChanges {\n          text\n          added\n          removed\n        }\n        bodyChanges {\n          text\n          added\n          removed\n        }\n      }\n    }\n  ": types.ReviewViewDocument,
    "\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) {\n        year\n        holidays {\n          title\n          path\n          movable\n          date {\n            iso\n            month\n            day\n            year\n          }\n          occursOn(year: 2027) {\n            iso\n          }\n        }\n      }\n    }\n  ": types.DayHolidaysDocument,
    "\n    query YearHolidays($locale: Locale!, $year: Int!) {\n      holidays(locale: $locale, year: $year) {\n        title\n        path\n        occursOn(year: $year) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  ": types.YearHolidaysDocument,
    "\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title\n        kind\n        movable\n        date {\n          iso\n          month\n          day\n          year\n        }\n        in2027: occursOn(year: 2027) {\n          iso\n          year\n          month\n          day\n        }\n        in2028: occursOn(year: 2028) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  ": types.HolidayEntryDocument,
    "\n    query ReviewQueuePage {\n      reviewQueue(first: 100) {\n        edges {\n          node {\n            id\n            title\n            submittedAt\n            author {\n              uid\n              displayName\n            }\n          }\n        }\n      }\n    }\n  ": types.ReviewQueuePageDocument,
    "\n    query MyArticlesPage {\n      myArticles(first: 50) {\n        edges {\n          node {\n            id\n            articleId\n            status\n            title\n            rejectionReason\n            updatedAt\n            path\n            entry {\n              kind\n            }\n          }\n        }\n      }\n    }\n  ": types.MyArticlesPageDocument,
    "\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          authorName\n          text\n          hidden\n          byMember\n        }\n      }\n    }\n  }\n": types.EntryCommentsDocument,
    "\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale {\n        locale\n        count\n        hiddenCount\n      }\n      edges {\n        node {\n          id\n          locale\n          text\n          hidden\n        }\n      }\n    }\n  }\n": types.EntryCommentsInDocument,
    "\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.HideCommentDocument,
    "\n  query EntryCommentCounts($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 100) {\n      edges {\n        node {\n          title\n          commentCount\n          everyLanguage: commentCount(allLanguages: true)\n        }\n      }\n    }\n  }\n": types.EntryCommentCountsDocument,
    "\n  query EntryTitles {\n    entries(filter: { locale: en }, first: 3) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n": types.EntryTitlesDocument,
    "\n  query DonationCredits {\n    donationCredits\n  }\n": types.DonationCreditsDocument,
    "\n  query Donations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          status\n          amount\n          currency\n          entryTitle\n          entryListed\n          donor {\n            uid\n          }\n        }\n      }\n    }\n  }\n": types.DonationsDocument,
    "\n  query MyArticlePayments {\n    myArticles(first: 10) {\n      edges {\n        node {\n          id\n          payment\n        }\n      }\n    }\n  }\n": types.MyArticlePaymentsDocument,
    "\n  query TestCheckout($s: String!) {\n    testCheckout(session: $s) {\n      amount\n      currency\n      status\n    }\n  }\n": types.TestCheckoutDocument,
    "\n  query ListedDays($locale: Locale!) {\n    listedDays(locale: $locale) {\n      day {\n        month\n        day\n        siteUrl\n      }\n      lastChanged\n    }\n  }\n": types.ListedDaysDocument,
    "\n  query FeedHolidayPage($locale: Locale!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      path\n      observances(year: $year) {\n        country\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n      dates(fromYear: $year, years: 6) {\n        year\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n": types.FeedHolidayPageDocument,
    "\n  mutation FeedResetPersonalCalendar($locale: Locale!) {\n    resetPersonalCalendar(locale: $locale) {\n      path\n      personalCalendar {\n        createdAt\n      }\n    }\n  }\n": types.FeedResetPersonalCalendarDocument,
    "\n  query FeedMyPersonalCalendar {\n    myPersonalCalendar {\n      createdAt\n    }\n  }\n": types.FeedMyPersonalCalendarDocument,
    "\n  query HolidaysWarmUp {\n    holidays(locale: en, year: 2026) {\n      key\n    }\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026) {\n        year\n      }\n    }\n  }\n": types.HolidaysWarmUpDocument,
    "\n  query HolidayKeys($year: Int!) {\n    holidays(locale: en, year: $year) {\n      key\n    }\n  }\n": types.HolidayKeysDocument,
    "\n  query EasterDates($fromYear: Int!, $years: Int) {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: $fromYear, years: $years) {\n        year\n        start {\n          iso\n        }\n      }\n    }\n  }\n": types.EasterDatesDocument,
    "\n  query DayPageTitle {\n    __typename\n  }\n": types.DayPageTitleDocument,
    "\n  mutation ChangeReason($password: String!) {\n    reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) {\n      errors {\n        code\n      }\n    }\n  }\n": types.ChangeReasonDocument,
    "\n  query Probe($p: ID!) {\n    author(uid: $p) {\n      displayName\n    }\n  }\n": types.ProbeDocument,
    "\n  query MetricsProbe {\n    __typename\n  }\n": types.MetricsProbeDocument,
    "\n  query CalendarCountsOfLanguage($locale: Locale!) {\n    calendarCounts(locale: $locale) {\n      month\n      days\n    }\n  }\n": types.CalendarCountsOfLanguageDocument,
    "\n  query ChangesWithEntries($since: DateTime!) {\n    changes(since: $since, first: 100) {\n      totalCount\n      edges {\n        node {\n          type\n          entry {\n            title\n            translations {\n              locale\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ChangesWithEntriesDocument,
    "\n  query ConnectionCounts($entryId: ID!) {\n    comments(entryId: $entryId, first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    germanComments: comments(entryId: $entryId, locale: de, first: 1) {\n      totalCount\n    }\n    myArticles(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n": types.ConnectionCountsDocument,
    "\n  query ReviewConnectionCounts {\n    reviewQueue(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n": types.ReviewConnectionCountsDocument,
    "\n  query MemberConnectionCounts {\n    members(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n    }\n  }\n": types.MemberConnectionCountsDocument,
    "\n  query OnlyConnectionCounts {\n    myArticles {\n      totalCount\n    }\n    donations {\n      totalCount\n    }\n  }\n": types.OnlyConnectionCountsDocument,
    "\n  query DaySections($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      counts {\n        events\n        births\n        deaths\n        holidays\n        personalEntries\n      }\n      events: highlights(section: EVENTS) {\n        title\n        date {\n          year\n        }\n      }\n      births: highlights(section: BIRTHS) {\n        title\n      }\n      deaths: highlights(section: DEATHS) {\n        title\n      }\n      personalEntries: highlights(section: PERSONAL_ENTRIES) {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n": types.DaySectionsDocument,
    "\n  query DaySectionPage($slug: String!, $section: DaySection!, $page: Int) {\n    dayBySlug(locale: en, slug: $slug) {\n      sectionPage(section: $section, page: $page) {\n        page\n        pageCount\n        pageSize\n        totalCount\n        entries {\n          title\n          date {\n            year\n          }\n        }\n      }\n    }\n  }\n": types.DaySectionPageDocument,
    "\n  query ExactDateSections($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      counts {\n        events\n      }\n      highlights(section: EVENTS, first: 5) {\n        title\n      }\n      sectionPage(section: EVENTS) {\n        totalCount\n        entries {\n          title\n        }\n      }\n    }\n  }\n": types.ExactDateSectionsDocument,
    "\n  query DayHighlightsFirst($first: Int!) {\n    dayBySlug(locale: en, slug: \"may-5\") {\n      highlights(section: EVENTS, first: $first) {\n        title\n      }\n    }\n  }\n": types.DayHighlightsFirstDocument,
    "\n  query DayHighlightsMay6 {\n    dayBySlug(locale: en, slug: \"may-6\") {\n      highlights(section: EVENTS) {\n        title\n      }\n    }\n  }\n": types.DayHighlightsMay6Document,
    "\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous {\n        siteUrl\n      }\n      next {\n        siteUrl\n      }\n      events {\n        id\n        title\n        path\n        date {\n          year\n        }\n      }\n      births {\n        id\n        title\n        path\n        birth {\n          year\n        }\n      }\n      deaths {\n        id\n        title\n        path\n        death {\n          year\n        }\n      }\n      holidays {\n        id\n        title\n        path\n      }\n      personalEntries {\n        id\n        title\n      }\n    }\n  }\n": types.DayPageDocument,
    "\n  query DayBySlug($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n    }\n  }\n": types.DayBySlugDocument,
    "\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") {\n      formattedDate\n      siteUrl\n      next {\n        formattedDate\n      }\n    }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") {\n      formattedDate\n    }\n    day(locale: fr, month: 12, day: 2) {\n      previous {\n        formattedDate\n      }\n    }\n  }\n": types.FrenchFirstsDocument,
    "\n  query ExactDate($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n      births {\n        title\n      }\n    }\n  }\n": types.ExactDateDocument,
    "\n  query ExactDateNeighbours($slug: String!) {\n    exactDate(locale: de, slug: $slug) {\n      wikiYearUrl\n      previous {\n        siteUrl\n        formattedDate\n      }\n      next {\n        siteUrl\n        formattedDate\n      }\n    }\n  }\n": types.ExactDateNeighboursDocument,
    "\n  query Today($timeZone: String!) {\n    today(locale: en, timeZone: $timeZone) {\n      month\n      day\n    }\n  }\n": types.TodayDocument,
    "\n  query EntryCounts($filter: EntryFilter!, $groupBy: [EntryGroupBy!]!) {\n    entryCounts(filter: $filter, groupBy: $groupBy) {\n      month\n      day\n      year\n      decade\n      century\n      kind\n      country\n      locale\n      holidayType\n      count\n    }\n  }\n": types.EntryCountsDocument,
    "\n  query NodeById($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Entry {\n        databaseId\n        locale\n        title\n        inGerman: inLocale(locale: de) {\n          id\n          locale\n          title\n        }\n        inFrench: inLocale(locale: fr) {\n          title\n        }\n      }\n      ... on Comment {\n        databaseId\n        entryId\n        text\n        hidden\n      }\n    }\n  }\n": types.NodeByIdDocument,
    "\n  query NodesByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Entry {\n        title\n        translations {\n          locale\n        }\n      }\n      ... on Comment {\n        text\n      }\n    }\n  }\n": types.NodesByIdsDocument,
    "\n  query EntryIdsInLanguages {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      id\n      databaseId\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      id\n      databaseId\n    }\n  }\n": types.EntryIdsInLanguagesDocument,
    "\n  query EntryListPage($filter: EntryFilter!, $orderBy: [EntryOrder!], $first: Int, $after: String, $last: Int, $before: String) {\n    entries(filter: $filter, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      edges {\n        cursor\n        node {\n          databaseId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.EntryListPageDocument,
    "\n  query EntryTitlesOnly {\n    entries(filter: { locale: en }, first: 5) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n": types.EntryTitlesOnlyDocument,
    "\n  query EntryListCount($filter: EntryFilter!) {\n    entries(filter: $filter) {\n      totalCount\n    }\n  }\n": types.EntryListCountDocument,
    "\n  query Provenance($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      createdAt\n      publishedAt\n      firstPublishedAt\n      contributors {\n        displayName\n        profilePath\n      }\n      license {\n        spdxId\n        url\n        name\n      }\n      attribution\n    }\n  }\n": types.ProvenanceDocument,
    "\n  query PersonalProvenance {\n    day(locale: en, month: 6, day: 1) {\n      personalEntries {\n        contributors {\n          displayName\n        }\n        license {\n          spdxId\n        }\n        attribution\n      }\n    }\n  }\n": types.PersonalProvenanceDocument,
    "\n  query PageOfProvenance($first: Int!) {\n    entries(filter: { locale: en, kind: PERSON }, first: $first) {\n      edges {\n        node {\n          title\n          firstPublishedAt\n          contributors {\n            displayName\n          }\n          license {\n            spdxId\n          }\n          attribution\n        }\n      }\n    }\n  }\n": types.PageOfProvenanceDocument,
    "\n  query Encyclopedia($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      isListing\n      wikidataId\n      wikidataUrl\n      wikipediaArticles {\n        locale\n        title\n        url\n      }\n      picture {\n        width\n        author\n        license\n        licenseUrl\n        sourceUrl\n      }\n      places {\n        role\n        name\n        nameLocale\n        wikidataId\n        latitude\n        longitude\n        country\n      }\n      sources {\n        statement\n        title\n        url\n        revision\n        license\n        retrievedAt\n      }\n      license {\n        spdxId\n      }\n      attribution\n      seeAlso {\n        sameDay {\n          title\n        }\n        sameYear {\n          title\n        }\n        samePlace {\n          title\n        }\n      }\n    }\n  }\n": types.EncyclopediaDocument,
    "\n  query EncyclopediaPage($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          places {\n            name\n          }\n          sources {\n            statement\n          }\n          wikipediaArticles {\n            url\n          }\n        }\n      }\n    }\n  }\n": types.EncyclopediaPageDocument,
    "\n  query HonestTranslations($locale: Locale!, $slug: String!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      missingLocales\n      translations {\n        locale\n        title\n        fallbackFrom\n        isNative\n      }\n    }\n  }\n": types.HonestTranslationsDocument,
    "\n  query PageOfTranslations($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          title\n          missingLocales\n          translations {\n            locale\n            isNative\n            fallbackFrom\n          }\n        }\n      }\n    }\n  }\n": types.PageOfTranslationsDocument,
    "\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      path\n      date {\n        iso\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n": types.EntryTranslationsDocument,
    "\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      coverImage {\n        url\n      }\n    }\n  }\n": types.CoversDocument,
    "\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n    }\n  }\n": types.EntryTitleDocument,
    "\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          title\n          death {\n            year\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.EntriesDocument,
    "\n  query EntriesWithTranslations {\n    entries(filter: { locale: en }, first: 100) {\n      edges {\n        node {\n          title\n          translations {\n            locale\n            title\n          }\n        }\n      }\n    }\n  }\n": types.EntriesWithTranslationsDocument,
    "\n  query EntryWithTranslations {\n    entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      title\n      summary\n      coverImage {\n        url\n      }\n      translations {\n        locale\n        slug\n        title\n      }\n    }\n  }\n": types.EntryWithTranslationsDocument,
    "\n  mutation StartExport($filter: EntryFilter!, $format: ExportFormat!) {\n    startExport(filter: $filter, format: $format) {\n      id\n      status\n      format\n      rowCount\n      url\n      createdAt\n      finishedAt\n    }\n  }\n": types.StartExportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      format\n      rowCount\n      bytes\n      url\n      errorCode\n      createdAt\n      startedAt\n      finishedAt\n      expiresAt\n    }\n  }\n": types.ExportJobDocument,
    "\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) {\n      holidays {\n        key\n        title\n        fallbackFrom\n        observances {\n          country\n          status\n          start {\n            iso\n          }\n          end {\n            iso\n          }\n        }\n      }\n    }\n  }\n": types.HolidaysOnDocument,
    "\n  query SpringFestival {\n    holidays(locale: zh, year: 2027) {\n      key\n      title\n      dates(fromYear: 2027, years: 2) {\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n": types.SpringFestivalDocument,
    "\n  query HolidayNames {\n    ja: holidays(locale: ja, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n    tr: holidays(locale: tr, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n  }\n": types.HolidayNamesDocument,
    "\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dateRule\n      date {\n        month\n        day\n      }\n    }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") {\n      dateRule\n      date {\n        month\n        day\n      }\n      summary\n    }\n  }\n": types.DateRulesDocument,
    "\n  query EarlyDay {\n    day(month: 4, day: 23, locale: en, year: 1) {\n      holidays {\n        title\n      }\n    }\n    exactDate(locale: en, slug: \"april-23-1\") {\n      events {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n": types.EarlyDayDocument,
    "\n  query HolidayPageYears {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026, years: 5) {\n        year\n      }\n      observances(year: 2026) {\n        country\n      }\n    }\n  }\n": types.HolidayPageYearsDocument,
    "\n  query HolidayByKey($key: String!, $locale: Locale!) {\n    entryByKey(key: $key, locale: $locale) {\n      id\n      key\n      locale\n      title\n      path\n      createdAt\n      firstPublishedAt\n      english: inLocale(locale: en) {\n        title\n      }\n    }\n  }\n": types.HolidayByKeyDocument,
    "\n  query HolidayNode($id: ID!) {\n    node(id: $id) {\n      ... on Entry {\n        key\n        locale\n        title\n      }\n    }\n  }\n": types.HolidayNodeDocument,
    "\n      query DraftById($id: ID!) {\n        articleDraft(id: $id) {\n          id\n        }\n      }\n    ": types.DraftByIdDocument,
    "\n      query CommentsById($id: ID!) {\n        comments(entryId: $id) {\n          edges {\n            cursor\n          }\n        }\n      }\n    ": types.CommentsByIdDocument,
    "\n      mutation CommentById($id: ID!) {\n        addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) {\n          __typename\n        }\n      }\n    ": types.CommentByIdDocument,
    "\n      mutation HideById($id: ID!) {\n        hideComment(id: $id) {\n          __typename\n        }\n      }\n    ": types.HideByIdDocument,
    "\n      mutation RewriteById($id: ID!) {\n        startRewrite(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    ": types.RewriteByIdDocument,
    "\n      mutation SaveById($id: ID!) {\n        saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) {\n          __typename\n        }\n      }\n    ": types.SaveByIdDocument,
    "\n      mutation SubmitById($id: ID!) {\n        submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) {\n          __typename\n        }\n      }\n    ": types.SubmitByIdDocument,
    "\n      mutation ReviewById($id: ID!) {\n        reviewArticle(revisionId: $id, decision: APPROVE) {\n          __typename\n        }\n      }\n    ": types.ReviewByIdDocument,
    "\n      mutation DonateById($id: ID!) {\n        startDonation(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    ": types.DonateByIdDocument,
    "\n      mutation PersonalEntryById($id: ID!) {\n        submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) {\n          __typename\n        }\n      }\n    ": types.PersonalEntryByIdDocument,
    "\n      query EntriesById($id: ID!) {\n        entries(filter: { locale: en, ids: [$id] }) {\n          edges {\n            cursor\n          }\n        }\n      }\n    ": types.EntriesByIdDocument,
    "\n    query CommentsOfEntry($entryId: ID!) {\n      comments(entryId: $entryId) {\n        totalCount\n        edges {\n          node {\n            id\n            databaseId\n            text\n          }\n        }\n      }\n    }\n  ": types.CommentsOfEntryDocument,
    "\n    mutation HideCommentById($id: ID!) {\n      hideComment(id: $id) {\n        comment {\n          hidden\n        }\n        errors {\n          code\n        }\n      }\n    }\n  ": types.HideCommentByIdDocument,
    "\n  query Search($query: String!, $locale: Locale!, $kinds: [EntryKind!], $first: Int, $after: String) {\n    search(query: $query, locale: $locale, kinds: $kinds, first: $first, after: $after) {\n      totalCount\n      didYouMean\n      dateMatch {\n        year\n        month\n        day\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          entry {\n            key\n            kind\n            locale\n          }\n          title {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n          snippet {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  query SearchFilteredEntries($filter: EntryFilter!) {\n    entries(filter: $filter, first: 50) {\n      edges {\n        node {\n          key\n        }\n      }\n    }\n  }\n": types.SearchFilteredEntriesDocument,
    "\n    query SearchFilteredCount($filter: EntryFilter!) {\n      entries(filter: $filter, first: 5) {\n        totalCount\n        edges {\n          node {\n            key\n          }\n        }\n      }\n    }\n  ": types.SearchFilteredCountDocument,
    "\n  mutation RecordLogin {\n    recordLogin {\n      uid\n    }\n  }\n": types.RecordLoginDocument,
    "\n  query Members($first: Int) {\n    members(first: $first) {\n      edges {\n        node {\n          uid\n        }\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  query EntryIds($first: Int) {\n    entries(filter: { locale: en }, first: $first) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.EntryIdsDocument,
    "\n  query PrivateFields($uid: ID!) {\n    me {\n      email\n    }\n    author(uid: $uid) {\n      displayName\n      email\n      lastLogin\n      disabled\n    }\n  }\n": types.PrivateFieldsDocument,
    "\n  query Author($uid: ID!) {\n    author(uid: $uid) {\n      uid\n    }\n  }\n": types.AuthorDocument,
    "\n  query UpgradedChristmas {\n    entryByKey(key: \"holiday:christmas-day\", locale: fr) {\n      databaseId\n      title\n    }\n  }\n": types.UpgradedChristmasDocument,
    "\n  mutation StartEvent($date: DateInput!) {\n    startNewArticle(input: { locale: en, kind: EVENT, date: $date }) {\n      revision {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.StartEventDocument,
    "\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: true) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.SubmitEventDocument,
    "\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n": types.ReviewEventDocument,
    "\n  subscription ArticleStatusChanges {\n    articleStatusChanged {\n      id\n      status\n      rejectionReason\n    }\n  }\n": types.ArticleStatusChangesDocument,
    "\n  query Changes($since: DateTime!, $first: Int, $after: String) {\n    changes(since: $since, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          entryId\n          locale\n          type\n          at\n          entry {\n            title\n            locale\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ChangesDocument,
    "\n  subscription EntryChanged($locale: Locale) {\n    entryChanged(locale: $locale) {\n      id\n      entryId\n      locale\n      type\n      entry {\n        title\n      }\n    }\n  }\n": types.EntryChangedDocument,
    "\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage {\n      id\n      url\n    }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits {\n      coverRequired\n      titleMinLength\n      textMinLength\n    }\n  }\n": types.RevisionFieldsFragmentDoc,
    "\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.StartArticleDocument,
    "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.StartRewriteDocument,
    "\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SaveArticleDraftDocument,
    "\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SubmitArticleDocument,
    "\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.ReviewArticleDocument,
    "\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      title\n      summary\n      bodyHtml\n      path\n      date {\n        iso\n      }\n      coverImage {\n        url\n      }\n      referenceText\n      referenceUrl\n    }\n  }\n": types.EntryPageDocument,
    "\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) {\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      personalEntries {\n        title\n      }\n    }\n  }\n": types.DayListsDocument,
    "\n  query Stats {\n    stats {\n      total\n      byKind {\n        kind\n        count\n      }\n      byCentury {\n        century\n        count\n      }\n      byMonth {\n        month\n        count\n      }\n      byLocale {\n        locale\n        count\n      }\n    }\n  }\n": types.StatsDocument,
    "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.StartDonationDocument,
    "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n        status\n        payment\n        publishedAt\n        entry {\n          id\n          databaseId\n        }\n        coverImage {\n          id\n          url\n          width\n        }\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SubmitPersonalEntryDocument,
    "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n        databaseId\n        authorName\n        text\n        hidden\n        byMember\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.AddCommentDocument,
    "\n  query Me {\n    me {\n      uid\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      errors {\n        code\n      }\n    }\n  }\n": types.SetMemberDisabledDocument,
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
export function graphql(source: "\n  query SoakEntries($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 12) {\n      edges {\n        node {\n          id\n          kind\n          slug\n          path\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SoakEntries($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 12) {\n      edges {\n        node {\n          id\n          kind\n          slug\n          path\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakDay($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      holidays {\n        title\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query SoakDay($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      holidays {\n        title\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      summary\n      bodyHtml\n    }\n  }\n"): (typeof documents)["\n  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      summary\n      bodyHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakComments($entryId: ID!) {\n    comments(entryId: $entryId, first: 10) {\n      totalCount\n      edges {\n        node {\n          authorName\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SoakComments($entryId: ID!) {\n    comments(entryId: $entryId, first: 10) {\n      totalCount\n      edges {\n        node {\n          authorName\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SoakComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SoakComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoakReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          status\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SoakReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          status\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AllowanceRecordLogin {\n    recordLogin {\n      uid\n      lastLogin\n    }\n  }\n"): (typeof documents)["\n  mutation AllowanceRecordLogin {\n    recordLogin {\n      uid\n      lastLogin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetRateLimit {\n    rateLimit {\n      cost\n      limit\n      remaining\n      resetAt\n    }\n  }\n"): (typeof documents)["\n  query BudgetRateLimit {\n    rateLimit {\n      cost\n      limit\n      remaining\n      resetAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetDayEvents {\n    day(month: 7, day: 20, locale: en) {\n      events {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query BudgetDayEvents {\n    day(month: 7, day: 20, locale: en) {\n      events {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BudgetRecordLogin {\n    recordLogin {\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation BudgetRecordLogin {\n    recordLogin {\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiDay($month: Int!, $day: Int!) {\n    day(month: $month, day: $day, locale: en) {\n      formattedDate\n      events {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiDay($month: Int!, $day: Int!) {\n    day(month: $month, day: $day, locale: en) {\n      formattedDate\n      events {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiMe {\n    me {\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query ApiMe {\n    me {\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiMyArticles {\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiMyArticles {\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TokenCreate($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n      token\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TokenCreate($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n      token\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenList {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query TokenList {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TokenRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      apiToken {\n        id\n        name\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TokenRevoke($id: ID!) {\n    revokeApiToken(id: $id) {\n      apiToken {\n        id\n        name\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenTypename {\n    __typename\n  }\n"): (typeof documents)["\n  query TokenTypename {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenWho {\n    me {\n      displayName\n    }\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TokenWho {\n    me {\n      displayName\n    }\n    myArticles(first: 5) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BodyChangesThreeTimes($id: ID!) {\n    first: articleDraft(id: $id) {\n      bodyChanges {\n        text\n        added\n        removed\n      }\n      again: bodyChanges {\n        added\n      }\n    }\n    second: articleDraft(id: $id) {\n      bodyChanges {\n        removed\n      }\n    }\n  }\n"): (typeof documents)["\n  query BodyChangesThreeTimes($id: ID!) {\n    first: articleDraft(id: $id) {\n      bodyChanges {\n        text\n        added\n        removed\n      }\n      again: bodyChanges {\n        added\n      }\n    }\n    second: articleDraft(id: $id) {\n      bodyChanges {\n        removed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveArticleDraftThreeTimes($id: ID!, $input: ArticleDraftInput!) {\n    first: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    second: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    third: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveArticleDraftThreeTimes($id: ID!, $input: ArticleDraftInput!) {\n    first: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    second: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n    third: saveArticleDraft(revisionId: $id, input: $input) {\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyArticles {\n    myArticles(first: 50) {\n      edges {\n        node {\n          id\n          articleId\n          status\n          title\n          rejectionReason\n          path\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyArticles {\n    myArticles(first: 50) {\n      edges {\n        node {\n          id\n          articleId\n          status\n          title\n          rejectionReason\n          path\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleDraft($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      bodyHtml\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  query ArticleDraft($id: ID!) {\n    articleDraft(id: $id) {\n      id\n      status\n      title\n      bodyHtml\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          title\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewQueue {\n    reviewQueue(first: 50) {\n      edges {\n        node {\n          id\n          title\n          author {\n            uid\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReviewView($id: ID!) {\n      articleDraft(id: $id) {\n        status\n        publishedBodyHtml\n        titleChanges {\n          text\n          added\n          removed\n        }\n        bodyChanges {\n          text\n          added\n          removed\n        }\n      }\n    }\n  "): (typeof documents)["\n    query ReviewView($id: ID!) {\n      articleDraft(id: $id) {\n        status\n        publishedBodyHtml\n        titleChanges {\n          text\n          added\n          removed\n        }\n        bodyChanges {\n          text\n          added\n          removed\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) {\n        year\n        holidays {\n          title\n          path\n          movable\n          date {\n            iso\n            month\n            day\n            year\n          }\n          occursOn(year: 2027) {\n            iso\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query DayHolidays($month: Int!, $day: Int!, $locale: Locale!, $year: Int) {\n      day(month: $month, day: $day, locale: $locale, year: $year) {\n        year\n        holidays {\n          title\n          path\n          movable\n          date {\n            iso\n            month\n            day\n            year\n          }\n          occursOn(year: 2027) {\n            iso\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query YearHolidays($locale: Locale!, $year: Int!) {\n      holidays(locale: $locale, year: $year) {\n        title\n        path\n        occursOn(year: $year) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  "): (typeof documents)["\n    query YearHolidays($locale: Locale!, $year: Int!) {\n      holidays(locale: $locale, year: $year) {\n        title\n        path\n        occursOn(year: $year) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title\n        kind\n        movable\n        date {\n          iso\n          month\n          day\n          year\n        }\n        in2027: occursOn(year: 2027) {\n          iso\n          year\n          month\n          day\n        }\n        in2028: occursOn(year: 2028) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  "): (typeof documents)["\n    query HolidayEntry($slug: String!) {\n      entry(locale: en, kind: HOLIDAY, slug: $slug) {\n        title\n        kind\n        movable\n        date {\n          iso\n          month\n          day\n          year\n        }\n        in2027: occursOn(year: 2027) {\n          iso\n          year\n          month\n          day\n        }\n        in2028: occursOn(year: 2028) {\n          iso\n          year\n          month\n          day\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ReviewQueuePage {\n      reviewQueue(first: 100) {\n        edges {\n          node {\n            id\n            title\n            submittedAt\n            author {\n              uid\n              displayName\n            }\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query ReviewQueuePage {\n      reviewQueue(first: 100) {\n        edges {\n          node {\n            id\n            title\n            submittedAt\n            author {\n              uid\n              displayName\n            }\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MyArticlesPage {\n      myArticles(first: 50) {\n        edges {\n          node {\n            id\n            articleId\n            status\n            title\n            rejectionReason\n            updatedAt\n            path\n            entry {\n              kind\n            }\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query MyArticlesPage {\n      myArticles(first: 50) {\n        edges {\n          node {\n            id\n            articleId\n            status\n            title\n            rejectionReason\n            updatedAt\n            path\n            entry {\n              kind\n            }\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          authorName\n          text\n          hidden\n          byMember\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {\n    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          authorName\n          text\n          hidden\n          byMember\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale {\n        locale\n        count\n        hiddenCount\n      }\n      edges {\n        node {\n          id\n          locale\n          text\n          hidden\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {\n    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {\n      totalCount\n      countsByLocale {\n        locale\n        count\n        hiddenCount\n      }\n      edges {\n        node {\n          id\n          locale\n          text\n          hidden\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HideComment($id: ID!, $hidden: Boolean) {\n    hideComment(id: $id, hidden: $hidden) {\n      comment {\n        id\n        hidden\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryCommentCounts($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 100) {\n      edges {\n        node {\n          title\n          commentCount\n          everyLanguage: commentCount(allLanguages: true)\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryCommentCounts($locale: Locale!) {\n    entries(filter: { locale: $locale }, first: 100) {\n      edges {\n        node {\n          title\n          commentCount\n          everyLanguage: commentCount(allLanguages: true)\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTitles {\n    entries(filter: { locale: en }, first: 3) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryTitles {\n    entries(filter: { locale: en }, first: 3) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DonationCredits {\n    donationCredits\n  }\n"): (typeof documents)["\n  query DonationCredits {\n    donationCredits\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Donations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          status\n          amount\n          currency\n          entryTitle\n          entryListed\n          donor {\n            uid\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Donations {\n    donations(first: 100) {\n      edges {\n        node {\n          id\n          status\n          amount\n          currency\n          entryTitle\n          entryListed\n          donor {\n            uid\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyArticlePayments {\n    myArticles(first: 10) {\n      edges {\n        node {\n          id\n          payment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyArticlePayments {\n    myArticles(first: 10) {\n      edges {\n        node {\n          id\n          payment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCheckout($s: String!) {\n    testCheckout(session: $s) {\n      amount\n      currency\n      status\n    }\n  }\n"): (typeof documents)["\n  query TestCheckout($s: String!) {\n    testCheckout(session: $s) {\n      amount\n      currency\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListedDays($locale: Locale!) {\n    listedDays(locale: $locale) {\n      day {\n        month\n        day\n        siteUrl\n      }\n      lastChanged\n    }\n  }\n"): (typeof documents)["\n  query ListedDays($locale: Locale!) {\n    listedDays(locale: $locale) {\n      day {\n        month\n        day\n        siteUrl\n      }\n      lastChanged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedHolidayPage($locale: Locale!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      path\n      observances(year: $year) {\n        country\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n      dates(fromYear: $year, years: 6) {\n        year\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedHolidayPage($locale: Locale!, $slug: String!, $year: Int!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      path\n      observances(year: $year) {\n        country\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n      dates(fromYear: $year, years: 6) {\n        year\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeedResetPersonalCalendar($locale: Locale!) {\n    resetPersonalCalendar(locale: $locale) {\n      path\n      personalCalendar {\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FeedResetPersonalCalendar($locale: Locale!) {\n    resetPersonalCalendar(locale: $locale) {\n      path\n      personalCalendar {\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedMyPersonalCalendar {\n    myPersonalCalendar {\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query FeedMyPersonalCalendar {\n    myPersonalCalendar {\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidaysWarmUp {\n    holidays(locale: en, year: 2026) {\n      key\n    }\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026) {\n        year\n      }\n    }\n  }\n"): (typeof documents)["\n  query HolidaysWarmUp {\n    holidays(locale: en, year: 2026) {\n      key\n    }\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026) {\n        year\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayKeys($year: Int!) {\n    holidays(locale: en, year: $year) {\n      key\n    }\n  }\n"): (typeof documents)["\n  query HolidayKeys($year: Int!) {\n    holidays(locale: en, year: $year) {\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EasterDates($fromYear: Int!, $years: Int) {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: $fromYear, years: $years) {\n        year\n        start {\n          iso\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EasterDates($fromYear: Int!, $years: Int) {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: $fromYear, years: $years) {\n        year\n        start {\n          iso\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayPageTitle {\n    __typename\n  }\n"): (typeof documents)["\n  query DayPageTitle {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeReason($password: String!) {\n    reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) {\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeReason($password: String!) {\n    reviewArticle(revisionId: \"1\", decision: REJECT, reason: $password) {\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Probe($p: ID!) {\n    author(uid: $p) {\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Probe($p: ID!) {\n    author(uid: $p) {\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsProbe {\n    __typename\n  }\n"): (typeof documents)["\n  query MetricsProbe {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarCountsOfLanguage($locale: Locale!) {\n    calendarCounts(locale: $locale) {\n      month\n      days\n    }\n  }\n"): (typeof documents)["\n  query CalendarCountsOfLanguage($locale: Locale!) {\n    calendarCounts(locale: $locale) {\n      month\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangesWithEntries($since: DateTime!) {\n    changes(since: $since, first: 100) {\n      totalCount\n      edges {\n        node {\n          type\n          entry {\n            title\n            translations {\n              locale\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChangesWithEntries($since: DateTime!) {\n    changes(since: $since, first: 100) {\n      totalCount\n      edges {\n        node {\n          type\n          entry {\n            title\n            translations {\n              locale\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectionCounts($entryId: ID!) {\n    comments(entryId: $entryId, first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    germanComments: comments(entryId: $entryId, locale: de, first: 1) {\n      totalCount\n    }\n    myArticles(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConnectionCounts($entryId: ID!) {\n    comments(entryId: $entryId, first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    germanComments: comments(entryId: $entryId, locale: de, first: 1) {\n      totalCount\n    }\n    myArticles(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewConnectionCounts {\n    reviewQueue(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewConnectionCounts {\n    reviewQueue(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberConnectionCounts {\n    members(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MemberConnectionCounts {\n    members(first: 1) {\n      totalCount\n      edges {\n        cursor\n      }\n    }\n    donations(first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlyConnectionCounts {\n    myArticles {\n      totalCount\n    }\n    donations {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query OnlyConnectionCounts {\n    myArticles {\n      totalCount\n    }\n    donations {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DaySections($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      counts {\n        events\n        births\n        deaths\n        holidays\n        personalEntries\n      }\n      events: highlights(section: EVENTS) {\n        title\n        date {\n          year\n        }\n      }\n      births: highlights(section: BIRTHS) {\n        title\n      }\n      deaths: highlights(section: DEATHS) {\n        title\n      }\n      personalEntries: highlights(section: PERSONAL_ENTRIES) {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DaySections($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      counts {\n        events\n        births\n        deaths\n        holidays\n        personalEntries\n      }\n      events: highlights(section: EVENTS) {\n        title\n        date {\n          year\n        }\n      }\n      births: highlights(section: BIRTHS) {\n        title\n      }\n      deaths: highlights(section: DEATHS) {\n        title\n      }\n      personalEntries: highlights(section: PERSONAL_ENTRIES) {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DaySectionPage($slug: String!, $section: DaySection!, $page: Int) {\n    dayBySlug(locale: en, slug: $slug) {\n      sectionPage(section: $section, page: $page) {\n        page\n        pageCount\n        pageSize\n        totalCount\n        entries {\n          title\n          date {\n            year\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DaySectionPage($slug: String!, $section: DaySection!, $page: Int) {\n    dayBySlug(locale: en, slug: $slug) {\n      sectionPage(section: $section, page: $page) {\n        page\n        pageCount\n        pageSize\n        totalCount\n        entries {\n          title\n          date {\n            year\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExactDateSections($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      counts {\n        events\n      }\n      highlights(section: EVENTS, first: 5) {\n        title\n      }\n      sectionPage(section: EVENTS) {\n        totalCount\n        entries {\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExactDateSections($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      counts {\n        events\n      }\n      highlights(section: EVENTS, first: 5) {\n        title\n      }\n      sectionPage(section: EVENTS) {\n        totalCount\n        entries {\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayHighlightsFirst($first: Int!) {\n    dayBySlug(locale: en, slug: \"may-5\") {\n      highlights(section: EVENTS, first: $first) {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DayHighlightsFirst($first: Int!) {\n    dayBySlug(locale: en, slug: \"may-5\") {\n      highlights(section: EVENTS, first: $first) {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayHighlightsMay6 {\n    dayBySlug(locale: en, slug: \"may-6\") {\n      highlights(section: EVENTS) {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DayHighlightsMay6 {\n    dayBySlug(locale: en, slug: \"may-6\") {\n      highlights(section: EVENTS) {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous {\n        siteUrl\n      }\n      next {\n        siteUrl\n      }\n      events {\n        id\n        title\n        path\n        date {\n          year\n        }\n      }\n      births {\n        id\n        title\n        path\n        birth {\n          year\n        }\n      }\n      deaths {\n        id\n        title\n        path\n        death {\n          year\n        }\n      }\n      holidays {\n        id\n        title\n        path\n      }\n      personalEntries {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DayPage($slug: String!) {\n    dayBySlug(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      wikiUrl\n      previous {\n        siteUrl\n      }\n      next {\n        siteUrl\n      }\n      events {\n        id\n        title\n        path\n        date {\n          year\n        }\n      }\n      births {\n        id\n        title\n        path\n        birth {\n          year\n        }\n      }\n      deaths {\n        id\n        title\n        path\n        death {\n          year\n        }\n      }\n      holidays {\n        id\n        title\n        path\n      }\n      personalEntries {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayBySlug($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DayBySlug($locale: Locale!, $slug: String!) {\n    dayBySlug(locale: $locale, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") {\n      formattedDate\n      siteUrl\n      next {\n        formattedDate\n      }\n    }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") {\n      formattedDate\n    }\n    day(locale: fr, month: 12, day: 2) {\n      previous {\n        formattedDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query FrenchFirsts {\n    dayBySlug(locale: fr, slug: \"1er-novembre\") {\n      formattedDate\n      siteUrl\n      next {\n        formattedDate\n      }\n    }\n    exactDate(locale: fr, slug: \"1er-novembre-1989\") {\n      formattedDate\n    }\n    day(locale: fr, month: 12, day: 2) {\n      previous {\n        formattedDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExactDate($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n      births {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExactDate($slug: String!) {\n    exactDate(locale: en, slug: $slug) {\n      formattedDate\n      siteUrl\n      events {\n        title\n      }\n      births {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExactDateNeighbours($slug: String!) {\n    exactDate(locale: de, slug: $slug) {\n      wikiYearUrl\n      previous {\n        siteUrl\n        formattedDate\n      }\n      next {\n        siteUrl\n        formattedDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query ExactDateNeighbours($slug: String!) {\n    exactDate(locale: de, slug: $slug) {\n      wikiYearUrl\n      previous {\n        siteUrl\n        formattedDate\n      }\n      next {\n        siteUrl\n        formattedDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Today($timeZone: String!) {\n    today(locale: en, timeZone: $timeZone) {\n      month\n      day\n    }\n  }\n"): (typeof documents)["\n  query Today($timeZone: String!) {\n    today(locale: en, timeZone: $timeZone) {\n      month\n      day\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryCounts($filter: EntryFilter!, $groupBy: [EntryGroupBy!]!) {\n    entryCounts(filter: $filter, groupBy: $groupBy) {\n      month\n      day\n      year\n      decade\n      century\n      kind\n      country\n      locale\n      holidayType\n      count\n    }\n  }\n"): (typeof documents)["\n  query EntryCounts($filter: EntryFilter!, $groupBy: [EntryGroupBy!]!) {\n    entryCounts(filter: $filter, groupBy: $groupBy) {\n      month\n      day\n      year\n      decade\n      century\n      kind\n      country\n      locale\n      holidayType\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NodeById($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Entry {\n        databaseId\n        locale\n        title\n        inGerman: inLocale(locale: de) {\n          id\n          locale\n          title\n        }\n        inFrench: inLocale(locale: fr) {\n          title\n        }\n      }\n      ... on Comment {\n        databaseId\n        entryId\n        text\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query NodeById($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Entry {\n        databaseId\n        locale\n        title\n        inGerman: inLocale(locale: de) {\n          id\n          locale\n          title\n        }\n        inFrench: inLocale(locale: fr) {\n          title\n        }\n      }\n      ... on Comment {\n        databaseId\n        entryId\n        text\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NodesByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Entry {\n        title\n        translations {\n          locale\n        }\n      }\n      ... on Comment {\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query NodesByIds($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Entry {\n        title\n        translations {\n          locale\n        }\n      }\n      ... on Comment {\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryIdsInLanguages {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      id\n      databaseId\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      id\n      databaseId\n    }\n  }\n"): (typeof documents)["\n  query EntryIdsInLanguages {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      id\n      databaseId\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      id\n      databaseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryListPage($filter: EntryFilter!, $orderBy: [EntryOrder!], $first: Int, $after: String, $last: Int, $before: String) {\n    entries(filter: $filter, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      edges {\n        cursor\n        node {\n          databaseId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryListPage($filter: EntryFilter!, $orderBy: [EntryOrder!], $first: Int, $after: String, $last: Int, $before: String) {\n    entries(filter: $filter, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      edges {\n        cursor\n        node {\n          databaseId\n          title\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTitlesOnly {\n    entries(filter: { locale: en }, first: 5) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryTitlesOnly {\n    entries(filter: { locale: en }, first: 5) {\n      edges {\n        node {\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryListCount($filter: EntryFilter!) {\n    entries(filter: $filter) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query EntryListCount($filter: EntryFilter!) {\n    entries(filter: $filter) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Provenance($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      createdAt\n      publishedAt\n      firstPublishedAt\n      contributors {\n        displayName\n        profilePath\n      }\n      license {\n        spdxId\n        url\n        name\n      }\n      attribution\n    }\n  }\n"): (typeof documents)["\n  query Provenance($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      createdAt\n      publishedAt\n      firstPublishedAt\n      contributors {\n        displayName\n        profilePath\n      }\n      license {\n        spdxId\n        url\n        name\n      }\n      attribution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalProvenance {\n    day(locale: en, month: 6, day: 1) {\n      personalEntries {\n        contributors {\n          displayName\n        }\n        license {\n          spdxId\n        }\n        attribution\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonalProvenance {\n    day(locale: en, month: 6, day: 1) {\n      personalEntries {\n        contributors {\n          displayName\n        }\n        license {\n          spdxId\n        }\n        attribution\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageOfProvenance($first: Int!) {\n    entries(filter: { locale: en, kind: PERSON }, first: $first) {\n      edges {\n        node {\n          title\n          firstPublishedAt\n          contributors {\n            displayName\n          }\n          license {\n            spdxId\n          }\n          attribution\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageOfProvenance($first: Int!) {\n    entries(filter: { locale: en, kind: PERSON }, first: $first) {\n      edges {\n        node {\n          title\n          firstPublishedAt\n          contributors {\n            displayName\n          }\n          license {\n            spdxId\n          }\n          attribution\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Encyclopedia($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      isListing\n      wikidataId\n      wikidataUrl\n      wikipediaArticles {\n        locale\n        title\n        url\n      }\n      picture {\n        width\n        author\n        license\n        licenseUrl\n        sourceUrl\n      }\n      places {\n        role\n        name\n        nameLocale\n        wikidataId\n        latitude\n        longitude\n        country\n      }\n      sources {\n        statement\n        title\n        url\n        revision\n        license\n        retrievedAt\n      }\n      license {\n        spdxId\n      }\n      attribution\n      seeAlso {\n        sameDay {\n          title\n        }\n        sameYear {\n          title\n        }\n        samePlace {\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Encyclopedia($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      isListing\n      wikidataId\n      wikidataUrl\n      wikipediaArticles {\n        locale\n        title\n        url\n      }\n      picture {\n        width\n        author\n        license\n        licenseUrl\n        sourceUrl\n      }\n      places {\n        role\n        name\n        nameLocale\n        wikidataId\n        latitude\n        longitude\n        country\n      }\n      sources {\n        statement\n        title\n        url\n        revision\n        license\n        retrievedAt\n      }\n      license {\n        spdxId\n      }\n      attribution\n      seeAlso {\n        sameDay {\n          title\n        }\n        sameYear {\n          title\n        }\n        samePlace {\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EncyclopediaPage($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          places {\n            name\n          }\n          sources {\n            statement\n          }\n          wikipediaArticles {\n            url\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EncyclopediaPage($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          places {\n            name\n          }\n          sources {\n            statement\n          }\n          wikipediaArticles {\n            url\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HonestTranslations($locale: Locale!, $slug: String!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      missingLocales\n      translations {\n        locale\n        title\n        fallbackFrom\n        isNative\n      }\n    }\n  }\n"): (typeof documents)["\n  query HonestTranslations($locale: Locale!, $slug: String!) {\n    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {\n      title\n      fallbackFrom\n      missingLocales\n      translations {\n        locale\n        title\n        fallbackFrom\n        isNative\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageOfTranslations($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          title\n          missingLocales\n          translations {\n            locale\n            isNative\n            fallbackFrom\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageOfTranslations($first: Int!) {\n    entries(filter: { locale: en, kind: EVENT }, first: $first) {\n      edges {\n        node {\n          title\n          missingLocales\n          translations {\n            locale\n            isNative\n            fallbackFrom\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      path\n      date {\n        iso\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n      path\n      date {\n        iso\n      }\n      translations {\n        locale\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      coverImage {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query Covers {\n    en: entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      coverImage {\n        url\n        width\n        height\n      }\n    }\n    de: entry(locale: de, kind: EVENT, slug: \"mondlandung\") {\n      coverImage {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n    }\n  }\n"): (typeof documents)["\n  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          title\n          death {\n            year\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Entries($filter: EntryFilter!, $first: Int, $after: String) {\n    entries(filter: $filter, first: $first, after: $after) {\n      edges {\n        node {\n          title\n          death {\n            year\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntriesWithTranslations {\n    entries(filter: { locale: en }, first: 100) {\n      edges {\n        node {\n          title\n          translations {\n            locale\n            title\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntriesWithTranslations {\n    entries(filter: { locale: en }, first: 100) {\n      edges {\n        node {\n          title\n          translations {\n            locale\n            title\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryWithTranslations {\n    entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      title\n      summary\n      coverImage {\n        url\n      }\n      translations {\n        locale\n        slug\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryWithTranslations {\n    entry(locale: en, kind: EVENT, slug: \"moon-landing\") {\n      title\n      summary\n      coverImage {\n        url\n      }\n      translations {\n        locale\n        slug\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartExport($filter: EntryFilter!, $format: ExportFormat!) {\n    startExport(filter: $filter, format: $format) {\n      id\n      status\n      format\n      rowCount\n      url\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation StartExport($filter: EntryFilter!, $format: ExportFormat!) {\n    startExport(filter: $filter, format: $format) {\n      id\n      status\n      format\n      rowCount\n      url\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      format\n      rowCount\n      bytes\n      url\n      errorCode\n      createdAt\n      startedAt\n      finishedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      format\n      rowCount\n      bytes\n      url\n      errorCode\n      createdAt\n      startedAt\n      finishedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) {\n      holidays {\n        key\n        title\n        fallbackFrom\n        observances {\n          country\n          status\n          start {\n            iso\n          }\n          end {\n            iso\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {\n    day(locale: $locale, month: $month, day: $day, year: $year) {\n      holidays {\n        key\n        title\n        fallbackFrom\n        observances {\n          country\n          status\n          start {\n            iso\n          }\n          end {\n            iso\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpringFestival {\n    holidays(locale: zh, year: 2027) {\n      key\n      title\n      dates(fromYear: 2027, years: 2) {\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SpringFestival {\n    holidays(locale: zh, year: 2027) {\n      key\n      title\n      dates(fromYear: 2027, years: 2) {\n        start {\n          iso\n        }\n        end {\n          iso\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayNames {\n    ja: holidays(locale: ja, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n    tr: holidays(locale: tr, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n  }\n"): (typeof documents)["\n  query HolidayNames {\n    ja: holidays(locale: ja, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n    tr: holidays(locale: tr, year: 2026) {\n      key\n      title\n      fallbackFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dateRule\n      date {\n        month\n        day\n      }\n    }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") {\n      dateRule\n      date {\n        month\n        day\n      }\n      summary\n    }\n  }\n"): (typeof documents)["\n  query DateRules {\n    easter: entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dateRule\n      date {\n        month\n        day\n      }\n    }\n    christmas: entry(locale: en, kind: HOLIDAY, slug: \"christmas-day\") {\n      dateRule\n      date {\n        month\n        day\n      }\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlyDay {\n    day(month: 4, day: 23, locale: en, year: 1) {\n      holidays {\n        title\n      }\n    }\n    exactDate(locale: en, slug: \"april-23-1\") {\n      events {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query EarlyDay {\n    day(month: 4, day: 23, locale: en, year: 1) {\n      holidays {\n        title\n      }\n    }\n    exactDate(locale: en, slug: \"april-23-1\") {\n      events {\n        title\n      }\n      holidays {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayPageYears {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026, years: 5) {\n        year\n      }\n      observances(year: 2026) {\n        country\n      }\n    }\n  }\n"): (typeof documents)["\n  query HolidayPageYears {\n    entry(locale: en, kind: HOLIDAY, slug: \"easter-sunday\") {\n      dates(fromYear: 2026, years: 5) {\n        year\n      }\n      observances(year: 2026) {\n        country\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayByKey($key: String!, $locale: Locale!) {\n    entryByKey(key: $key, locale: $locale) {\n      id\n      key\n      locale\n      title\n      path\n      createdAt\n      firstPublishedAt\n      english: inLocale(locale: en) {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query HolidayByKey($key: String!, $locale: Locale!) {\n    entryByKey(key: $key, locale: $locale) {\n      id\n      key\n      locale\n      title\n      path\n      createdAt\n      firstPublishedAt\n      english: inLocale(locale: en) {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayNode($id: ID!) {\n    node(id: $id) {\n      ... on Entry {\n        key\n        locale\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query HolidayNode($id: ID!) {\n    node(id: $id) {\n      ... on Entry {\n        key\n        locale\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DraftById($id: ID!) {\n        articleDraft(id: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query DraftById($id: ID!) {\n        articleDraft(id: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CommentsById($id: ID!) {\n        comments(entryId: $id) {\n          edges {\n            cursor\n          }\n        }\n      }\n    "): (typeof documents)["\n      query CommentsById($id: ID!) {\n        comments(entryId: $id) {\n          edges {\n            cursor\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CommentById($id: ID!) {\n        addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation CommentById($id: ID!) {\n        addComment(input: { entryId: $id, locale: en, authorName: \"Ada\", text: \"A fine day to remember.\", proof: \"x\" }) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation HideById($id: ID!) {\n        hideComment(id: $id) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation HideById($id: ID!) {\n        hideComment(id: $id) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RewriteById($id: ID!) {\n        startRewrite(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation RewriteById($id: ID!) {\n        startRewrite(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SaveById($id: ID!) {\n        saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation SaveById($id: ID!) {\n        saveArticleDraft(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SubmitById($id: ID!) {\n        submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation SubmitById($id: ID!) {\n        submitArticle(revisionId: $id, input: { title: \"A title\", bodyHtml: \"<p>Text</p>\" }, rulesAccepted: true) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ReviewById($id: ID!) {\n        reviewArticle(revisionId: $id, decision: APPROVE) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation ReviewById($id: ID!) {\n        reviewArticle(revisionId: $id, decision: APPROVE) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DonateById($id: ID!) {\n        startDonation(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation DonateById($id: ID!) {\n        startDonation(entryId: $id, locale: en) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PersonalEntryById($id: ID!) {\n        submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) {\n          __typename\n        }\n      }\n    "): (typeof documents)["\n      mutation PersonalEntryById($id: ID!) {\n        submitPersonalEntry(locale: en, input: { title: \"Grandma\", text: \"Her birthday.\" }, revisionId: $id) {\n          __typename\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query EntriesById($id: ID!) {\n        entries(filter: { locale: en, ids: [$id] }) {\n          edges {\n            cursor\n          }\n        }\n      }\n    "): (typeof documents)["\n      query EntriesById($id: ID!) {\n        entries(filter: { locale: en, ids: [$id] }) {\n          edges {\n            cursor\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query CommentsOfEntry($entryId: ID!) {\n      comments(entryId: $entryId) {\n        totalCount\n        edges {\n          node {\n            id\n            databaseId\n            text\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query CommentsOfEntry($entryId: ID!) {\n      comments(entryId: $entryId) {\n        totalCount\n        edges {\n          node {\n            id\n            databaseId\n            text\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation HideCommentById($id: ID!) {\n      hideComment(id: $id) {\n        comment {\n          hidden\n        }\n        errors {\n          code\n        }\n      }\n    }\n  "): (typeof documents)["\n    mutation HideCommentById($id: ID!) {\n      hideComment(id: $id) {\n        comment {\n          hidden\n        }\n        errors {\n          code\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($query: String!, $locale: Locale!, $kinds: [EntryKind!], $first: Int, $after: String) {\n    search(query: $query, locale: $locale, kinds: $kinds, first: $first, after: $after) {\n      totalCount\n      didYouMean\n      dateMatch {\n        year\n        month\n        day\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          entry {\n            key\n            kind\n            locale\n          }\n          title {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n          snippet {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($query: String!, $locale: Locale!, $kinds: [EntryKind!], $first: Int, $after: String) {\n    search(query: $query, locale: $locale, kinds: $kinds, first: $first, after: $after) {\n      totalCount\n      didYouMean\n      dateMatch {\n        year\n        month\n        day\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          entry {\n            key\n            kind\n            locale\n          }\n          title {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n          snippet {\n            text\n            highlights {\n              start\n              length\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFilteredEntries($filter: EntryFilter!) {\n    entries(filter: $filter, first: 50) {\n      edges {\n        node {\n          key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchFilteredEntries($filter: EntryFilter!) {\n    entries(filter: $filter, first: 50) {\n      edges {\n        node {\n          key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SearchFilteredCount($filter: EntryFilter!) {\n      entries(filter: $filter, first: 5) {\n        totalCount\n        edges {\n          node {\n            key\n          }\n        }\n      }\n    }\n  "): (typeof documents)["\n    query SearchFilteredCount($filter: EntryFilter!) {\n      entries(filter: $filter, first: 5) {\n        totalCount\n        edges {\n          node {\n            key\n          }\n        }\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLogin {\n    recordLogin {\n      uid\n    }\n  }\n"): (typeof documents)["\n  mutation RecordLogin {\n    recordLogin {\n      uid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($first: Int) {\n    members(first: $first) {\n      edges {\n        node {\n          uid\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($first: Int) {\n    members(first: $first) {\n      edges {\n        node {\n          uid\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryIds($first: Int) {\n    entries(filter: { locale: en }, first: $first) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryIds($first: Int) {\n    entries(filter: { locale: en }, first: $first) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivateFields($uid: ID!) {\n    me {\n      email\n    }\n    author(uid: $uid) {\n      displayName\n      email\n      lastLogin\n      disabled\n    }\n  }\n"): (typeof documents)["\n  query PrivateFields($uid: ID!) {\n    me {\n      email\n    }\n    author(uid: $uid) {\n      displayName\n      email\n      lastLogin\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Author($uid: ID!) {\n    author(uid: $uid) {\n      uid\n    }\n  }\n"): (typeof documents)["\n  query Author($uid: ID!) {\n    author(uid: $uid) {\n      uid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpgradedChristmas {\n    entryByKey(key: \"holiday:christmas-day\", locale: fr) {\n      databaseId\n      title\n    }\n  }\n"): (typeof documents)["\n  query UpgradedChristmas {\n    entryByKey(key: \"holiday:christmas-day\", locale: fr) {\n      databaseId\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEvent($date: DateInput!) {\n    startNewArticle(input: { locale: en, kind: EVENT, date: $date }) {\n      revision {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartEvent($date: DateInput!) {\n    startNewArticle(input: { locale: en, kind: EVENT, date: $date }) {\n      revision {\n        id\n      }\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: true) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEvent($id: ID!, $input: ArticleDraftInput!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: true) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewEvent($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        status\n      }\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArticleStatusChanges {\n    articleStatusChanged {\n      id\n      status\n      rejectionReason\n    }\n  }\n"): (typeof documents)["\n  subscription ArticleStatusChanges {\n    articleStatusChanged {\n      id\n      status\n      rejectionReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Changes($since: DateTime!, $first: Int, $after: String) {\n    changes(since: $since, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          entryId\n          locale\n          type\n          at\n          entry {\n            title\n            locale\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Changes($since: DateTime!, $first: Int, $after: String) {\n    changes(since: $since, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          entryId\n          locale\n          type\n          at\n          entry {\n            title\n            locale\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EntryChanged($locale: Locale) {\n    entryChanged(locale: $locale) {\n      id\n      entryId\n      locale\n      type\n      entry {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription EntryChanged($locale: Locale) {\n    entryChanged(locale: $locale) {\n      id\n      entryId\n      locale\n      type\n      entry {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage {\n      id\n      url\n    }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits {\n      coverRequired\n      titleMinLength\n      textMinLength\n    }\n  }\n"): (typeof documents)["\n  fragment RevisionFields on Revision {\n    id\n    articleId\n    status\n    title\n    bodyHtml\n    textLength\n    imageCount\n    coverImage {\n      id\n      url\n    }\n    referenceText\n    referenceUrl\n    rejectionReason\n    submittedAt\n    reviewedAt\n    publishedAt\n    path\n    limits {\n      coverRequired\n      titleMinLength\n      textMinLength\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartArticle($input: NewArticleInput!) {\n    startNewArticle(input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartRewrite($entryId: ID!, $locale: Locale!) {\n    startRewrite(entryId: $entryId, locale: $locale) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveArticleDraft($id: ID!, $input: ArticleDraftInput!) {\n    saveArticleDraft(revisionId: $id, input: $input) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitArticle($id: ID!, $input: ArticleDraftInput!, $rules: Boolean!) {\n    submitArticle(revisionId: $id, input: $input, rulesAccepted: $rules) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewArticle($id: ID!, $decision: ReviewDecision!, $reason: String) {\n    reviewArticle(revisionId: $id, decision: $decision, reason: $reason) {\n      revision {\n        ...RevisionFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      title\n      summary\n      bodyHtml\n      path\n      date {\n        iso\n      }\n      coverImage {\n        url\n      }\n      referenceText\n      referenceUrl\n    }\n  }\n"): (typeof documents)["\n  query EntryPage($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {\n    entry(locale: $locale, kind: $kind, slug: $slug) {\n      id\n      title\n      summary\n      bodyHtml\n      path\n      date {\n        iso\n      }\n      coverImage {\n        url\n      }\n      referenceText\n      referenceUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) {\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      personalEntries {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DayLists($month: Int!, $day: Int!, $locale: Locale!) {\n    day(month: $month, day: $day, locale: $locale) {\n      events {\n        title\n        path\n      }\n      births {\n        title\n        path\n      }\n      personalEntries {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Stats {\n    stats {\n      total\n      byKind {\n        kind\n        count\n      }\n      byCentury {\n        century\n        count\n      }\n      byMonth {\n        month\n        count\n      }\n      byLocale {\n        locale\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query Stats {\n    stats {\n      total\n      byKind {\n        kind\n        count\n      }\n      byCentury {\n        century\n        count\n      }\n      byMonth {\n        month\n        count\n      }\n      byLocale {\n        locale\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {\n    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {\n      checkoutUrl\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n        status\n        payment\n        publishedAt\n        entry {\n          id\n          databaseId\n        }\n        coverImage {\n          id\n          url\n          width\n        }\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {\n    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {\n      revision {\n        id\n        status\n        payment\n        publishedAt\n        entry {\n          id\n          databaseId\n        }\n        coverImage {\n          id\n          url\n          width\n        }\n      }\n      paid\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n        databaseId\n        authorName\n        text\n        hidden\n        byMember\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: CommentInput!) {\n    addComment(input: $input) {\n      comment {\n        id\n        databaseId\n        authorName\n        text\n        hidden\n        byMember\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      uid\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      uid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        uid\n        displayName\n        bio\n        avatarUrl\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {\n    setMemberDisabled(uid: $uid, disabled: $disabled) {\n      errors {\n        code\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;