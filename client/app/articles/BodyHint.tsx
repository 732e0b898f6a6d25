import { FormattedMessage } from 'react-intl';
import { BODY_MIN_LENGTH, MAX_IMAGES, type ArticleLimits } from '#shared/article-rules';

/**
 * How long the text must be and how much is still missing. A rewrite of a text shorter than a new
 * article's says why less is asked of it.
 */
export function BodyHint({ limits, textLength, imageCount }: { limits: ArticleLimits; textLength: number; imageCount: number }) {
  const values = { min: limits.bodyMin, standard: BODY_MIN_LENGTH, count: textLength, images: imageCount, max: MAX_IMAGES };
  const id = limits.bodyMin >= BODY_MIN_LENGTH ? 'write.bodyHint' : limits.bodyMin > 0 ? 'write.bodyHintShortPublished' : 'write.bodyHintNoPublishedText';
  const missing = limits.bodyMin - textLength;
  return (
    <p id="body-hint" className="field-hint">
      <FormattedMessage id={id} values={values} />
      {missing > 0 ? (
        <>
          {' '}
          <strong className="body-missing">
            <FormattedMessage id="write.bodyMissing" values={{ missing }} />
          </strong>
        </>
      ) : null}
    </p>
  );
}
