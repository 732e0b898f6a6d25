/**
 * Why a change was refused, in the words every domain uses: stable codes (clients translate
 * them) and the field they concern. The GraphQL schema publishes them as the ErrorCode enum and
 * the FieldError type (server/schema/errors.ts).
 */

/** Each code with what it means; the schema's enum takes its values and descriptions from here. */
export const ERROR_CODES = {
  NAME_REQUIRED: { description: 'A name must be given.' },
  NAME_TOO_LONG: { description: 'The name is longer than allowed.' },
  NAME_INVALID_CHARACTERS: { description: 'The name holds control characters (such as line breaks or NUL).' },
  BIO_TOO_LONG: { description: 'The text about the member is longer than allowed.' },
  PICTURE_NOT_FOUND: { description: 'The picture was not uploaded by this member.' },
  USER_NOT_FOUND: { description: 'No member has this id.' },
  CANNOT_DISABLE_SELF: { description: 'An admin cannot disable their own account.' },
  TYPE_REQUIRED: { description: 'A new article needs a type: holiday, event or person.' },
  PERSON_NAME_REQUIRED: { description: "An article about a person needs the person's name." },
  DATE_REQUIRED: { description: 'A date (or part of one) is missing.' },
  AT_LEAST_ONE_DATE: { description: 'A person needs a date of birth, of death, or both.' },
  INVALID_YEAR: { description: 'Years are from 1000 to 2100.' },
  INVALID_DATE: { description: 'No such day in that month (and year).' },
  DEATH_BEFORE_BIRTH: { description: 'The date of death comes before the date of birth.' },
  TITLE_TOO_SHORT: { description: 'The title is shorter than the minimum.' },
  TITLE_TOO_LONG: { description: 'The title is longer than the maximum.' },
  CONTENT_TOO_SHORT: { description: 'The text is shorter than the minimum.' },
  CONTENT_TOO_LONG: { description: 'The text (or its HTML) is longer than the maximum.' },
  CONTENT_TOO_COMPLEX: { description: 'The HTML nests elements (lists, quotes, formatting) deeper than allowed.' },
  COVER_REQUIRED: { description: 'An article needs a cover image.' },
  TOO_MANY_IMAGES: { description: 'An article shows at most 5 images.' },
  IMAGE_NOT_FOUND: { description: 'The image was not uploaded by this member.' },
  INVALID_REFERENCE_URL: { description: 'A reference URL must start with http:// or https://.' },
  REFERENCE_TOO_LONG: { description: "The reference's link text is longer than allowed." },
  RULES_NOT_ACCEPTED: { description: 'The writing rules must be confirmed before submitting.' },
  ARTICLE_NOT_FOUND: { description: 'The entry has no published article in that language.' },
  REVISION_NOT_FOUND: { description: "No revision of this member's has this id." },
  REVISION_NOT_EDITABLE: { description: 'The revision is under review or decided, and cannot change.' },
  REVISION_NOT_PENDING: { description: 'The revision is not waiting for review (perhaps already decided).' },
  CANNOT_REVIEW_OWN: { description: 'Nobody reviews their own writing.' },
  REASON_REQUIRED: { description: 'A rejection needs a reason of at least 10 characters.' },
  REASON_TOO_LONG: { description: 'The reason is longer than allowed.' },
  COMMENT_TOO_SHORT: { description: 'The comment is shorter than the minimum.' },
  COMMENT_TOO_LONG: { description: 'The comment is longer than the maximum.' },
  TOO_MANY_LINKS: { description: 'The comment has more links than allowed.' },
  SPAM_SUSPECTED: { description: 'A field people never see was filled in, as only bots do.' },
  TOO_MANY_COMMENTS: { description: 'Too many comments from this address in the last hour.' },
  PROOF_OF_WORK_FAILED: { description: 'The proof-of-work challenge was missing, wrong, expired or already used.' },
  ENTRY_NOT_FOUND: { description: "No such entry (or not one of this member's)." },
  COMMENT_NOT_FOUND: { description: 'No comment has this id.' },
  PERSONAL_KIND_REQUIRED: { description: 'A personal entry needs a kind: birthday, anniversary, memorial or event.' },
  TEXT_TOO_SHORT: { description: "The personal entry's text is shorter than the minimum." },
  TEXT_TOO_LONG: { description: "The personal entry's text is longer than the maximum." },
  ALREADY_PAID: { description: 'The entry is paid for already.' },
  PAYMENT_UNAVAILABLE: { description: 'The payment provider could not start a checkout; nothing was charged.' },
  TOO_MANY_DRAFTS: { description: 'The member started too many drafts in the last hour.' },
  TOO_MANY_SAVES: { description: 'The member saved drafts too many times in the last hour.' },
  TOO_MANY_PROFILE_CHANGES: { description: 'The member changed their profile too many times in the last hour.' },
  TOO_MANY_DONATIONS: { description: 'The member started too many donations in the last hour.' },
  TOO_MANY_API_TOKENS: { description: 'The member holds as many API tokens as allowed; revoke one first.' },
  API_TOKEN_NOT_FOUND: { description: "No API token of this member's has this id (perhaps revoked already)." },
} as const;

export type ErrorCodeValue = keyof typeof ERROR_CODES;

/** The words before a mutation's list of refusal codes in its description. */
export const REFUSALS_LABEL = 'Refusals (errors[].code):';

/** A mutation's description, followed by the codes its payload's `errors` may carry, for clients to translate. */
export function withRefusals(description: string, codes: readonly ErrorCodeValue[]): string {
  return `${description} ${REFUSALS_LABEL} ${codes.join(', ')}.`;
}

export interface FieldErrorShape {
  field: string | null;
  code: ErrorCodeValue;
}

/** Turns zod issues whose messages are error codes into field errors. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrorShape[] {
  return issues.map((issue) => ({ field: issue.path.length ? String(issue.path[0]) : null, code: issue.message as ErrorCodeValue }));
}
