/**
 * Personal entries (a birthday, an anniversary, a memorial or an event a member lists on its
 * day for a donation): their limits and price, shared by the forms and the server.
 */
import { dateProblem, type DateInput } from './article-rules';

export const PERSONAL_KINDS = ['BIRTHDAY', 'ANNIVERSARY', 'MEMORIAL', 'EVENT'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

/** The donation that lists one personal entry, in the currency's smallest unit. Fixed here, never taken from a browser. */
export const DONATION_AMOUNT = 500;
export const DONATION_CURRENCY = 'USD';

export const PERSONAL_TITLE_MAX_LENGTH = 100;
export const PERSONAL_TEXT_MIN_LENGTH = 10;
export const PERSONAL_TEXT_MAX_LENGTH = 500;

type PersonalEntryErrorCode =
  'PERSONAL_KIND_REQUIRED' | 'NAME_REQUIRED' | 'NAME_TOO_LONG' | 'DATE_REQUIRED' | 'INVALID_YEAR' | 'INVALID_DATE' | 'TEXT_TOO_SHORT' | 'TEXT_TOO_LONG';

export interface PersonalEntryInput {
  personalKind?: PersonalKind | null;
  title: string;
  date?: DateInput | null;
  text: string;
  pictureId?: string | null;
}

export interface PersonalEntryProblem {
  field: 'personalKind' | 'title' | 'date' | 'text';
  code: PersonalEntryErrorCode;
}

/** What is wrong with a personal entry as typed (empty when nothing is). */
export function personalEntryProblems(input: PersonalEntryInput): PersonalEntryProblem[] {
  const problems: PersonalEntryProblem[] = [];
  if (!input.personalKind || !PERSONAL_KINDS.includes(input.personalKind)) problems.push({ field: 'personalKind', code: 'PERSONAL_KIND_REQUIRED' });
  const title = input.title.trim();
  if (!title) problems.push({ field: 'title', code: 'NAME_REQUIRED' });
  else if (title.length > PERSONAL_TITLE_MAX_LENGTH) problems.push({ field: 'title', code: 'NAME_TOO_LONG' });
  const date = dateProblem(input.date, true);
  if (date) problems.push({ field: 'date', code: date as PersonalEntryErrorCode });
  const text = input.text.trim().length;
  if (text < PERSONAL_TEXT_MIN_LENGTH) problems.push({ field: 'text', code: 'TEXT_TOO_SHORT' });
  else if (text > PERSONAL_TEXT_MAX_LENGTH) problems.push({ field: 'text', code: 'TEXT_TOO_LONG' });
  return problems;
}
