/** Messages of the writing pages: each refusal's code, and each upload refusal, as toast texts. */
import type { IntlShape } from 'react-intl';
import {
  MAX_IMAGES,
  NEW_ARTICLE_LIMITS,
  REFERENCE_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  BODY_MAX_LENGTH,
  YEAR_MAX,
  YEAR_MIN,
  type ArticleLimits,
} from '#shared/article-rules';
import type { ErrorCode } from '../graphql/graphql';
import { refusalMessage } from './refusals';

/**
 * The message of a refused field (an ErrorCode of the API, or one found before sending), with
 * the minimums of the revision at hand: a rewrite's may be lower than a new article's.
 */
export function writingErrorText(intl: IntlShape, code: ErrorCode, limits: ArticleLimits = NEW_ARTICLE_LIMITS): string {
  return intl.formatMessage(refusalMessage(code, 'write'), {
    titleMin: limits.titleMin,
    titleMax: TITLE_MAX_LENGTH,
    bodyMin: limits.bodyMin,
    bodyMax: BODY_MAX_LENGTH,
    images: MAX_IMAGES,
    referenceMax: REFERENCE_TEXT_MAX_LENGTH,
    min: YEAR_MIN,
    max: YEAR_MAX,
  });
}

export type UploadRefusal = 'image-too-large' | 'image-too-many-pixels' | 'unsupported-format' | 'too-many-images' | 'too-many-uploads' | 'upload-failed';

/** The spec's title of each upload refusal, with a line that says what to do. */
export function uploadRefusalText(intl: IntlShape, refusal: UploadRefusal): { title: string; message: string } {
  const key = {
    'image-too-large': 'tooLarge',
    'image-too-many-pixels': 'pixels',
    'unsupported-format': 'format',
    'too-many-images': 'tooMany',
    'too-many-uploads': 'tooManyUploads',
    'upload-failed': 'failed',
  }[refusal];
  return {
    title: intl.formatMessage({ id: `write.upload.${key}.title` }, { images: MAX_IMAGES }),
    message: intl.formatMessage({ id: `write.upload.${key}` }, { images: MAX_IMAGES }),
  };
}

export function uploadRefusalOf(code: string | undefined): UploadRefusal {
  const known: readonly string[] = ['image-too-large', 'image-too-many-pixels', 'unsupported-format', 'too-many-images', 'too-many-uploads'];
  return code && known.includes(code) ? (code as UploadRefusal) : 'upload-failed';
}
