/**
 * What the API guide states about the service beside the questions: the budgets, where tokens
 * are made, the licences and where the bulk files are. Kept apart so the page and the tests that
 * compare it with the running server read the same figures.
 */
import { ARTICLE_LICENCE, HOLIDAY_CATALOGUE_LICENCE } from '#shared/licences';

/** Points each client may spend in an hour: per address without a token; per member with a personal API token (shared by all their tokens and their own signed-in use). The server says its own in `rateLimit`. */
export const API_BUDGET = { anonymousPointsPerHour: 10_000, tokenPointsPerHour: 100_000 } as const;

/** The member area's page where a member makes and revokes personal API tokens, under the reader's language prefix. */
export const API_TOKENS_PAGE = '/user/api-tokens';

/** Where the ready-made dumps of every language are listed. */
export const DUMPS_PATH = '/dumps/';

export const LICENCES = {
  articles: ARTICLE_LICENCE,
  /** The data of the date-holidays package, which holidays' dates, countries and statuses come from (its code is ISC). */
  holidayCatalogue: { ...HOLIDAY_CATALOGUE_LICENCE, source: 'https://github.com/commenthol/date-holidays' },
} as const;
