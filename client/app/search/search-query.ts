/** The longest search the API answers, in characters after trimming. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
