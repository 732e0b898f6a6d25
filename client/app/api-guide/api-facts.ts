/**
 * What the API guide states about the service beside the questions: the budgets, where tokens
 * are made, the licences and where the bulk files are. Kept apart so the page and the tests that
 * compare it with the running server read the same figures.
 */

/** Points each client may spend in an hour: per address without a token; per member with a personal API token (shared by all their tokens and their own signed-in use). The server says its own in `rateLimit`. */
export const API_BUDGET = { anonymousPointsPerHour: 10_000, tokenPointsPerHour: 100_000 } as const;

/** The member area's page where a member makes and revokes personal API tokens, under the reader's language prefix. */
export const API_TOKENS_PAGE = '/user/api-tokens';

/** Where the ready-made dumps of every language are listed. */
export const DUMPS_PATH = '/dumps/';

export const LICENCES = {
  articles: { spdxId: 'CC-BY-SA-4.0', name: 'Creative Commons Attribution-ShareAlike 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  /** The data of the date-holidays package, which holidays' dates, countries and statuses come from (its code is ISC). */
  holidayCatalogue: {
    spdxId: 'CC-BY-SA-3.0',
    name: 'Creative Commons Attribution-ShareAlike 3.0',
    url: 'https://creativecommons.org/licenses/by-sa/3.0/',
    source: 'https://github.com/commenthol/date-holidays',
  },
} as const;
