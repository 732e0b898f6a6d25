/**
 * The limits of an article, shared by the editor (which states them) and the server (which
 * enforces them). A title under 10 characters or a text under 300 is a stub, not an article.
 */
import { PICTURE_MAX_BYTES } from './account-rules';
import { isLeapYear, isValidMonthDay } from './calendar';

export const TITLE_MIN_LENGTH = 10;
export const TITLE_MAX_LENGTH = 150;
/** Counted in characters of text, without markup. */
export const BODY_MIN_LENGTH = 300;
export const BODY_MAX_LENGTH = 30_000;
export const MAX_IMAGES = 5;
export const IMAGE_MAX_BYTES = PICTURE_MAX_BYTES;
/** What the file picker offers; the server checks the content, not the name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REFERENCE_TEXT_MAX_LENGTH = 200;
export const REFERENCE_URL_MAX_LENGTH = 2000;
export const REJECTION_REASON_MIN_LENGTH = 10;
export const REJECTION_REASON_MAX_LENGTH = 1000;
export const PERSON_NAME_MAX_LENGTH = 100;
export const YEAR_MIN = 1000;
export const YEAR_MAX = 2100;

/** A reference must link to the web: http or https, and nothing else (no javascript:, no data:). */
function isReferenceUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The codes of refused writing, the same as GraphQL's ErrorCode values. */
export type ArticleErrorCode =
  | 'TYPE_REQUIRED'
  | 'PERSON_NAME_REQUIRED'
  | 'NAME_TOO_LONG'
  | 'DATE_REQUIRED'
  | 'AT_LEAST_ONE_DATE'
  | 'INVALID_YEAR'
  | 'INVALID_DATE'
  | 'DEATH_BEFORE_BIRTH'
  | 'TITLE_TOO_SHORT'
  | 'TITLE_TOO_LONG'
  | 'CONTENT_TOO_SHORT'
  | 'CONTENT_TOO_LONG'
  | 'COVER_REQUIRED'
  | 'TOO_MANY_IMAGES'
  | 'INVALID_REFERENCE_URL'
  | 'REFERENCE_TOO_LONG'
  | 'RULES_NOT_ACCEPTED';

export interface ArticleProblem {
  field: string;
  code: ArticleErrorCode;
}

export type WritableKind = 'EVENT' | 'PERSON' | 'HOLIDAY';

export interface DateInput {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

export interface NewArticleInput {
  kind?: WritableKind | null;
  personName?: string | null;
  date?: DateInput | null;
  birth?: DateInput | null;
  death?: DateInput | null;
}

function isBlank(date: DateInput | null | undefined): boolean {
  return !date || (date.year == null && date.month == null && date.day == null);
}

/** Problems with one date; `withYear` is false for holidays, which recur every year. */
export function dateProblem(date: DateInput | null | undefined, withYear: boolean): ArticleErrorCode | null {
  if (!date || date.month == null || date.day == null || (withYear && date.year == null)) return 'DATE_REQUIRED';
  if (withYear && (!Number.isInteger(date.year) || date.year! < YEAR_MIN || date.year! > YEAR_MAX)) return 'INVALID_YEAR';
  if (!isValidMonthDay(date.month, date.day)) return 'INVALID_DATE';
  if (withYear && date.month === 2 && date.day === 29 && !isLeapYear(date.year!)) return 'INVALID_DATE';
  return null;
}

function ordinal(date: DateInput): number {
  return date.year! * 10_000 + date.month! * 100 + date.day!;
}

/** What is wrong with the type and dates of a new article (empty when nothing is). */
export function newArticleProblems(input: NewArticleInput): ArticleProblem[] {
  const problems: ArticleProblem[] = [];
  const add = (field: string, code: ArticleErrorCode | null) => code && problems.push({ field, code });
  switch (input.kind) {
    case 'EVENT':
      add('date', dateProblem(input.date, true));
      break;
    case 'HOLIDAY':
      add('date', dateProblem(input.date, false));
      break;
    case 'PERSON': {
      const name = input.personName?.trim() ?? '';
      add('personName', !name ? 'PERSON_NAME_REQUIRED' : name.length > PERSON_NAME_MAX_LENGTH ? 'NAME_TOO_LONG' : null);
      if (isBlank(input.birth) && isBlank(input.death)) add('birth', 'AT_LEAST_ONE_DATE');
      if (!isBlank(input.birth)) add('birth', dateProblem(input.birth, true));
      if (!isBlank(input.death)) add('death', dateProblem(input.death, true));
      if (!problems.length && !isBlank(input.birth) && !isBlank(input.death) && ordinal(input.death!) < ordinal(input.birth!))
        add('death', 'DEATH_BEFORE_BIRTH');
      break;
    }
    default:
      add('kind', 'TYPE_REQUIRED');
  }
  return problems;
}

export interface ArticleContent {
  title: string;
  /** The body's length in characters of text. */
  textLength: number;
  coverImageId?: string | null;
  imageCount: number;
  referenceText?: string | null;
  referenceUrl?: string | null;
}

/** Problems that keep a draft from being saved at all: limits that are never right to pass. */
export function draftProblems(content: ArticleContent): ArticleProblem[] {
  const problems: ArticleProblem[] = [];
  if (content.title.trim().length > TITLE_MAX_LENGTH) problems.push({ field: 'title', code: 'TITLE_TOO_LONG' });
  if (content.textLength > BODY_MAX_LENGTH) problems.push({ field: 'bodyHtml', code: 'CONTENT_TOO_LONG' });
  if (content.imageCount > MAX_IMAGES) problems.push({ field: 'bodyHtml', code: 'TOO_MANY_IMAGES' });
  if ((content.referenceText?.length ?? 0) > REFERENCE_TEXT_MAX_LENGTH) problems.push({ field: 'referenceText', code: 'REFERENCE_TOO_LONG' });
  const url = content.referenceUrl?.trim() ?? '';
  if (url && (url.length > REFERENCE_URL_MAX_LENGTH || !isReferenceUrl(url))) problems.push({ field: 'referenceUrl', code: 'INVALID_REFERENCE_URL' });
  return problems;
}

/** The minimums one revision is held to before it goes to review. */
export interface ArticleLimits {
  coverRequired: boolean;
  titleMin: number;
  bodyMin: number;
}

export const NEW_ARTICLE_LIMITS: ArticleLimits = { coverRequired: true, titleMin: TITLE_MIN_LENGTH, bodyMin: BODY_MIN_LENGTH };

/** What readers see of an article today, as far as its limits go. */
export interface PublishedArticle {
  title: string;
  /** In characters of text, without markup. */
  textLength: number;
}

/**
 * A new article (an entry's first in its language) needs a cover and its full length. A rewrite
 * starts from what readers see: it keeps the cover or the lack of one (adding or removing one is
 * the member's choice), and a published title or text shorter than a new article's (the seeded
 * Chinese and Japanese texts, holidays known only by their name) may be corrected at its length,
 * though never cut shorter. Otherwise fixing one word would mean writing a new article first.
 */
export function limitsFor(published: PublishedArticle | null): ArticleLimits {
  if (!published) return NEW_ARTICLE_LIMITS;
  return {
    coverRequired: false,
    titleMin: Math.max(1, Math.min(TITLE_MIN_LENGTH, published.title.trim().length)),
    bodyMin: Math.min(BODY_MIN_LENGTH, published.textLength),
  };
}

/** Everything that keeps an article from going to review. */
export function submissionProblems(content: ArticleContent, rulesAccepted: boolean, limits: ArticleLimits = NEW_ARTICLE_LIMITS): ArticleProblem[] {
  const problems = draftProblems(content);
  if (content.title.trim().length < limits.titleMin) problems.push({ field: 'title', code: 'TITLE_TOO_SHORT' });
  if (limits.coverRequired && !content.coverImageId) problems.push({ field: 'coverImageId', code: 'COVER_REQUIRED' });
  if (content.textLength < limits.bodyMin) problems.push({ field: 'bodyHtml', code: 'CONTENT_TOO_SHORT' });
  if (!rulesAccepted) problems.push({ field: 'rulesAccepted', code: 'RULES_NOT_ACCEPTED' });
  return problems;
}
