/**
 * What a member reads when a change is refused, for every code the API answers (ErrorCode,
 * generated from the schema). Forms word the codes they meet; every code names the form whose
 * wording serves as its general message, so a code added to the API does not compile until it
 * has one (a test checks that the form named words it), and the catalogue test makes each
 * message exist in all eight languages.
 */
import type { MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '../graphql/graphql';

/** The forms that word refusals their own way. */
export type RefusalForm = 'write' | 'personal' | 'comments' | 'profile' | 'donate' | 'admin' | 'apiTokens';

const BY_FORM: Record<RefusalForm, Partial<Record<ErrorCode, MessageDescriptor>>> = {
  write: {
    TYPE_REQUIRED: { id: 'write.error.TYPE_REQUIRED' },
    PERSON_NAME_REQUIRED: { id: 'write.error.PERSON_NAME_REQUIRED' },
    NAME_TOO_LONG: { id: 'write.error.NAME_TOO_LONG' },
    DATE_REQUIRED: { id: 'write.error.DATE_REQUIRED' },
    AT_LEAST_ONE_DATE: { id: 'write.error.AT_LEAST_ONE_DATE' },
    INVALID_YEAR: { id: 'write.error.INVALID_YEAR' },
    INVALID_DATE: { id: 'write.error.INVALID_DATE' },
    DEATH_BEFORE_BIRTH: { id: 'write.error.DEATH_BEFORE_BIRTH' },
    TITLE_TOO_SHORT: { id: 'write.error.TITLE_TOO_SHORT' },
    TITLE_TOO_LONG: { id: 'write.error.TITLE_TOO_LONG' },
    CONTENT_TOO_SHORT: { id: 'write.error.CONTENT_TOO_SHORT' },
    CONTENT_TOO_LONG: { id: 'write.error.CONTENT_TOO_LONG' },
    COVER_REQUIRED: { id: 'write.error.COVER_REQUIRED' },
    TOO_MANY_IMAGES: { id: 'write.error.TOO_MANY_IMAGES' },
    IMAGE_NOT_FOUND: { id: 'write.error.IMAGE_NOT_FOUND' },
    INVALID_REFERENCE_URL: { id: 'write.error.INVALID_REFERENCE_URL' },
    REFERENCE_TOO_LONG: { id: 'write.error.REFERENCE_TOO_LONG' },
    RULES_NOT_ACCEPTED: { id: 'write.error.RULES_NOT_ACCEPTED' },
    ARTICLE_NOT_FOUND: { id: 'write.error.ARTICLE_NOT_FOUND' },
    REVISION_NOT_FOUND: { id: 'write.error.REVISION_NOT_FOUND' },
    REVISION_NOT_EDITABLE: { id: 'write.error.REVISION_NOT_EDITABLE' },
    REVISION_NOT_PENDING: { id: 'write.error.REVISION_NOT_PENDING' },
    CANNOT_REVIEW_OWN: { id: 'write.error.CANNOT_REVIEW_OWN' },
    REASON_REQUIRED: { id: 'write.error.REASON_REQUIRED' },
    REASON_TOO_LONG: { id: 'write.error.REASON_TOO_LONG' },
    TOO_MANY_DRAFTS: { id: 'write.error.TOO_MANY_DRAFTS' },
  },
  personal: {
    PERSONAL_KIND_REQUIRED: { id: 'personal.error.PERSONAL_KIND_REQUIRED' },
    NAME_REQUIRED: { id: 'personal.error.NAME_REQUIRED' },
    NAME_TOO_LONG: { id: 'personal.error.NAME_TOO_LONG' },
    DATE_REQUIRED: { id: 'personal.error.DATE_REQUIRED' },
    INVALID_YEAR: { id: 'personal.error.INVALID_YEAR' },
    INVALID_DATE: { id: 'personal.error.INVALID_DATE' },
    TEXT_TOO_SHORT: { id: 'personal.error.TEXT_TOO_SHORT' },
    TEXT_TOO_LONG: { id: 'personal.error.TEXT_TOO_LONG' },
    IMAGE_NOT_FOUND: { id: 'personal.error.IMAGE_NOT_FOUND' },
    REVISION_NOT_FOUND: { id: 'personal.error.REVISION_NOT_FOUND' },
    REVISION_NOT_EDITABLE: { id: 'personal.error.REVISION_NOT_EDITABLE' },
    TOO_MANY_DRAFTS: { id: 'personal.error.TOO_MANY_DRAFTS' },
  },
  comments: {
    NAME_REQUIRED: { id: 'comments.error.NAME_REQUIRED' },
    NAME_TOO_LONG: { id: 'comments.error.NAME_TOO_LONG' },
    COMMENT_TOO_SHORT: { id: 'comments.error.COMMENT_TOO_SHORT' },
    COMMENT_TOO_LONG: { id: 'comments.error.COMMENT_TOO_LONG' },
    TOO_MANY_LINKS: { id: 'comments.error.TOO_MANY_LINKS' },
    SPAM_SUSPECTED: { id: 'comments.error.SPAM_SUSPECTED' },
    TOO_MANY_COMMENTS: { id: 'comments.error.TOO_MANY_COMMENTS' },
    PROOF_OF_WORK_FAILED: { id: 'comments.error.PROOF_OF_WORK_FAILED' },
    ENTRY_NOT_FOUND: { id: 'comments.error.ENTRY_NOT_FOUND' },
    COMMENT_NOT_FOUND: { id: 'comments.error.COMMENT_NOT_FOUND' },
  },
  profile: {
    NAME_REQUIRED: { id: 'profile.error.NAME_REQUIRED' },
    NAME_TOO_LONG: { id: 'profile.error.NAME_TOO_LONG' },
    BIO_TOO_LONG: { id: 'profile.error.BIO_TOO_LONG' },
    PICTURE_NOT_FOUND: { id: 'profile.error.PICTURE_NOT_FOUND' },
    NAME_INVALID_CHARACTERS: { id: 'profile.error.NAME_INVALID_CHARACTERS' },
  },
  donate: {
    PERSONAL_KIND_REQUIRED: { id: 'donate.error.PERSONAL_KIND_REQUIRED' },
    ENTRY_NOT_FOUND: { id: 'donate.error.ENTRY_NOT_FOUND' },
    ALREADY_PAID: { id: 'donate.error.ALREADY_PAID' },
    PAYMENT_UNAVAILABLE: { id: 'donate.error.PAYMENT_UNAVAILABLE' },
    TOO_MANY_DONATIONS: { id: 'donate.error.TOO_MANY_DONATIONS' },
  },
  admin: {
    CANNOT_DISABLE_SELF: { id: 'admin.error.CANNOT_DISABLE_SELF' },
    USER_NOT_FOUND: { id: 'admin.error.USER_NOT_FOUND' },
  },
  apiTokens: {
    NAME_REQUIRED: { id: 'apiTokens.error.NAME_REQUIRED' },
    NAME_TOO_LONG: { id: 'apiTokens.error.NAME_TOO_LONG' },
    NAME_INVALID_CHARACTERS: { id: 'apiTokens.error.NAME_INVALID_CHARACTERS' },
    TOO_MANY_API_TOKENS: { id: 'apiTokens.error.TOO_MANY_API_TOKENS' },
    API_TOKEN_NOT_FOUND: { id: 'apiTokens.error.API_TOKEN_NOT_FOUND' },
  },
};

/** For every code, the form whose wording serves wherever a form has none of its own. */
const GENERAL: Record<ErrorCode, RefusalForm> = {
  ALREADY_PAID: 'donate',
  API_TOKEN_NOT_FOUND: 'apiTokens',
  ARTICLE_NOT_FOUND: 'write',
  AT_LEAST_ONE_DATE: 'write',
  BIO_TOO_LONG: 'profile',
  CANNOT_DISABLE_SELF: 'admin',
  CANNOT_REVIEW_OWN: 'write',
  COMMENT_NOT_FOUND: 'comments',
  COMMENT_TOO_LONG: 'comments',
  COMMENT_TOO_SHORT: 'comments',
  CONTENT_TOO_LONG: 'write',
  CONTENT_TOO_SHORT: 'write',
  COVER_REQUIRED: 'write',
  DATE_REQUIRED: 'write',
  DEATH_BEFORE_BIRTH: 'write',
  ENTRY_NOT_FOUND: 'comments',
  IMAGE_NOT_FOUND: 'write',
  INVALID_DATE: 'write',
  INVALID_REFERENCE_URL: 'write',
  INVALID_YEAR: 'write',
  NAME_INVALID_CHARACTERS: 'profile',
  NAME_REQUIRED: 'personal',
  NAME_TOO_LONG: 'write',
  PAYMENT_UNAVAILABLE: 'donate',
  PERSONAL_KIND_REQUIRED: 'personal',
  PERSON_NAME_REQUIRED: 'write',
  PICTURE_NOT_FOUND: 'profile',
  PROOF_OF_WORK_FAILED: 'comments',
  REASON_REQUIRED: 'write',
  REASON_TOO_LONG: 'write',
  REFERENCE_TOO_LONG: 'write',
  REVISION_NOT_EDITABLE: 'write',
  REVISION_NOT_FOUND: 'write',
  REVISION_NOT_PENDING: 'write',
  RULES_NOT_ACCEPTED: 'write',
  SPAM_SUSPECTED: 'comments',
  TEXT_TOO_LONG: 'personal',
  TEXT_TOO_SHORT: 'personal',
  TITLE_TOO_LONG: 'write',
  TITLE_TOO_SHORT: 'write',
  TOO_MANY_API_TOKENS: 'apiTokens',
  TOO_MANY_COMMENTS: 'comments',
  TOO_MANY_DONATIONS: 'donate',
  TOO_MANY_DRAFTS: 'write',
  TOO_MANY_IMAGES: 'write',
  TOO_MANY_LINKS: 'comments',
  TYPE_REQUIRED: 'write',
  USER_NOT_FOUND: 'admin',
};

/** The message of a refused change as the form shows it. */
export function refusalMessage(code: ErrorCode, form: RefusalForm): MessageDescriptor {
  return BY_FORM[form][code] ?? BY_FORM[GENERAL[code]][code] ?? { id: 'common.serverError' };
}
