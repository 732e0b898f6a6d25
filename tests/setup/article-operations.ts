/** The GraphQL operations of an article's way from draft to decision, as pages send them, for tests that drive a server over HTTP. */
export const START = `mutation($date: DateInput!) { startNewArticle(input: { locale: en, kind: EVENT, date: $date }) { revision { id } errors { code } } }`;
export const SUBMIT = `mutation($id: ID!, $input: ArticleDraftInput!) { submitArticle(revisionId: $id, input: $input, rulesAccepted: true) { revision { status } errors { code } } }`;
export const REVIEW = `mutation($id: ID!, $decision: ReviewDecision!, $reason: String) { reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { status } errors { code } } }`;

/** A body long enough for a new article. */
export const articleBody = (title: string) => `<p>${`${title} is remembered on this day, and the reports of the time describe it at length. `.repeat(5)}</p>`;
