/** Limits of members' personal API tokens, checked in the form and again on the server. */
export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** Tokens one member may hold at once; a revoked token makes room for a new one. */
export const API_TOKENS_PER_MEMBER = 10;
