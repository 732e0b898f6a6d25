import { lazy, Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../components/forms/Field';
import { UploadProgress } from '../components/forms/UploadProgress';
import { IMAGE_TYPES, MAX_IMAGES, REFERENCE_TEXT_MAX_LENGTH, REFERENCE_URL_MAX_LENGTH, TITLE_MAX_LENGTH, type ArticleLimits } from '#shared/article-rules';
import type { ArticleEditorHandle, EditorChange } from './ArticleEditor';
import { ArticleCoverField, type CoverImage } from './ArticleCoverField';
import { BodyHint } from './BodyHint';
import type { ArticleDraftState } from './use-article-draft';
import type { ArticleUploads } from './use-article-uploads';

const ArticleEditor = lazy(() => import('./ArticleEditor'));

/**
 * The article being written: title, cover, text (the rich-text editor, loaded on its own), and a
 * reference. Every change goes to the draft, which saves itself; "Preview" checks and moves on.
 */
export function ArticleForm({
  draft,
  uploads,
  limits,
  publishedCover,
  onPreview,
}: {
  draft: ArticleDraftState;
  uploads: ArticleUploads;
  limits: ArticleLimits;
  /** The cover readers see now (a rewrite's), which the member may take away or bring back. */
  publishedCover: CoverImage | null;
  onPreview: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { content, update, errors, setErrors, ready } = draft;
  const { progress } = uploads;
  // A cover the member just removed can be brought back, like the published one.
  const [removedCover, setRemovedCover] = useState<CoverImage | null>(null);
  const [showReference, setShowReference] = useState(Boolean(content.referenceUrl || content.referenceText));
  const editorRef = useRef<ArticleEditorHandle | null>(null);
  const imagePicker = useRef<HTMLInputElement>(null);
  const referenceInput = useRef<HTMLInputElement>(null);
  const bodyLabelId = useId();

  const chooseCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await uploads.upload(file, 'cover');
    if (image) {
      setErrors(({ coverImageId: _gone, ...rest }) => rest);
      setRemovedCover(null);
      update({ cover: image });
    }
  };

  const removeCover = () => {
    setRemovedCover(content.cover);
    update({ cover: null });
  };

  const keepCover = () => {
    update({ cover: removedCover ?? publishedCover });
    setRemovedCover(null);
  };

  const chooseBodyImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await uploads.upload(file, 'body');
    if (image) editorRef.current?.insertImage(image.url);
  };

  const addImage = () => {
    if (content.imageCount >= MAX_IMAGES) return uploads.refuse('too-many-images');
    imagePicker.current?.click();
  };

  const addReference = () => {
    const selected = editorRef.current?.selectedText() ?? '';
    if (selected && !content.referenceText) update({ referenceText: selected.slice(0, REFERENCE_TEXT_MAX_LENGTH) });
    setShowReference(true);
    requestAnimationFrame(() => referenceInput.current?.focus());
  };

  return (
    <form className="article-form" onSubmit={(e) => (e.preventDefault(), onPreview())} noValidate>
      <TextField
        label={t('write.titleLabel')}
        hint={t('write.titleHint', { min: limits.titleMin, max: TITLE_MAX_LENGTH, count: content.title.trim().length })}
        value={content.title}
        maxLength={TITLE_MAX_LENGTH}
        onChange={(e) => update({ title: e.target.value })}
        error={errors.title}
      />

      <ArticleCoverField
        required={limits.coverRequired}
        cover={content.cover}
        restorable={content.cover ? null : (removedCover ?? publishedCover)}
        removesPublished={Boolean(publishedCover && !content.cover)}
        progress={progress?.purpose === 'cover' ? progress.value : null}
        busy={progress !== null}
        error={errors.coverImageId}
        onChoose={chooseCover}
        onRemove={removeCover}
        onKeep={keepCover}
      />

      <div className={`field body-field${errors.bodyHtml ? ' field-invalid' : ''}`}>
        <span id={bodyLabelId} className="field-label">
          <FormattedMessage id="write.body" />
        </span>
        {ready ? (
          <Suspense fallback={<p className="editor-loading">{t('write.editorLoading')}</p>}>
            <ArticleEditor
              initialHtml={content.bodyHtml}
              labelId={bodyLabelId}
              describedBy={errors.bodyHtml ? 'body-hint body-error' : 'body-hint'}
              invalid={Boolean(errors.bodyHtml)}
              editorRef={editorRef}
              onChange={(change: EditorChange) => update({ bodyHtml: change.html, textLength: change.textLength, imageCount: change.imageCount })}
              onAddImage={addImage}
              onAddReference={addReference}
            />
          </Suspense>
        ) : (
          <p className="editor-loading">{t('write.editorLoading')}</p>
        )}
        <input ref={imagePicker} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={chooseBodyImage} tabIndex={-1} aria-hidden="true" />
        <BodyHint limits={limits} textLength={content.textLength} imageCount={content.imageCount} />
        {progress?.purpose === 'body' ? <UploadProgress value={progress.value} /> : null}
        {errors.bodyHtml ? (
          <p id="body-error" className="field-error" role="alert">
            {errors.bodyHtml}
          </p>
        ) : null}
      </div>

      {showReference ? (
        <fieldset className="reference-fields">
          <legend>
            <FormattedMessage id="write.reference" />
          </legend>
          <TextField
            ref={referenceInput}
            label={t('write.referenceText')}
            value={content.referenceText}
            maxLength={REFERENCE_TEXT_MAX_LENGTH}
            onChange={(e) => update({ referenceText: e.target.value })}
            error={errors.referenceText}
          />
          <TextField
            label={t('write.referenceUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={content.referenceUrl}
            maxLength={REFERENCE_URL_MAX_LENGTH}
            onChange={(e) => update({ referenceUrl: e.target.value })}
            error={errors.referenceUrl}
          />
        </fieldset>
      ) : (
        <button type="button" className="button button-secondary" onClick={addReference}>
          <FormattedMessage id="write.addReference" />
        </button>
      )}
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={progress !== null}>
          <FormattedMessage id="write.preview" />
        </button>
      </div>
    </form>
  );
}
