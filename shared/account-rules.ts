/** Limits of a member's account, checked in the forms and again on the server. */
export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 1000;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** What a name may not hold: control characters (NUL, line breaks, tabs, escapes), which no name needs. */
export const NAME_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
