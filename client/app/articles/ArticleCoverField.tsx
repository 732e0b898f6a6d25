/**
 * The cover image of an article being written. A new article must have one. The browser's own file
 * picker stays hidden (it would say "No file chosen", in the browser's language, under a cover a
 * draft already has): a button in the page's language opens it. A rewrite keeps the published article's cover, or its lack of one, unless the member
 * adds, replaces or removes it with a button of its own; a removal says what it will do and can
 * be taken back, so no cover disappears by accident.
 */
import { useRef, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMAGE_TYPES } from '#shared/article-rules';
import { UploadProgress } from '../components/forms/UploadProgress';

export interface CoverImage {
  id: string;
  url: string;
}

export function ArticleCoverField({
  required,
  cover,
  restorable,
  removesPublished,
  progress,
  busy,
  error,
  onChoose,
  onRemove,
  onKeep,
}: {
  /** True for a new article; a rewrite may go without a cover. */
  required: boolean;
  cover: CoverImage | null;
  /** A cover that was removed and can still be kept. */
  restorable: CoverImage | null;
  /** True when this version takes away the cover readers see now. */
  removesPublished: boolean;
  progress: number | null;
  busy: boolean;
  error?: string;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  const describedBy = `cover-hint${error ? ' cover-error' : ''}`;
  const input = <input ref={picker} id="cover-input" type="file" accept={IMAGE_TYPES.join(',')} onChange={onChoose} hidden tabIndex={-1} aria-hidden="true" />;
  const preview = cover ? <img className="cover-preview" src={cover.url} alt={intl.formatMessage({ id: 'write.coverPreview' })} /> : null;
  const footer = (
    <>
      <p id="cover-hint" className="field-hint">
        <FormattedMessage id="write.imageHint" />
      </p>
      {progress !== null ? <UploadProgress value={progress} /> : null}
      {error ? (
        <p id="cover-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  const choose = (
    <button
      type="button"
      id="cover-choose"
      className="button button-secondary"
      disabled={busy}
      onClick={() => picker.current?.click()}
      aria-invalid={error ? true : undefined}
      aria-describedby={required ? describedBy : undefined}
    >
      <FormattedMessage id={cover ? 'write.replaceCover' : 'write.addCover'} />
    </button>
  );

  if (required) {
    return (
      <div className={`field cover-field${error ? ' field-invalid' : ''}`} role="group" aria-labelledby="cover-label">
        <span id="cover-label" className="field-label">
          <FormattedMessage id="write.cover" />
        </span>
        {preview}
        {input}
        <div className="cover-actions">{choose}</div>
        {footer}
      </div>
    );
  }

  return (
    <div className={`field cover-field${error ? ' field-invalid' : ''}`} role="group" aria-labelledby="cover-label" aria-describedby={describedBy}>
      <span id="cover-label" className="field-label">
        <FormattedMessage id="write.coverOptional" />
      </span>
      {preview}
      {!cover ? (
        <p className="cover-state" role="status">
          <FormattedMessage id={removesPublished ? 'write.coverRemoved' : 'write.noCover'} />
        </p>
      ) : null}
      {input}
      <div className="cover-actions">
        {choose}
        {cover ? (
          <button type="button" className="button button-secondary" disabled={busy} onClick={onRemove}>
            <FormattedMessage id="write.removeCover" />
          </button>
        ) : null}
        {restorable ? (
          <button type="button" className="button button-secondary" disabled={busy} onClick={onKeep}>
            <FormattedMessage id="write.keepCover" />
          </button>
        ) : null}
      </div>
      {footer}
    </div>
  );
}
