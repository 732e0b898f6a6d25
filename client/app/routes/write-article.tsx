import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/write-article';
import type { ArticleEditorHandle, EditorChange } from '../components/ArticleEditor';
import { ArticleCoverField, type CoverImage } from '../components/ArticleCoverField';
import { TextField } from '../components/forms/Field';
import { graphql } from '../graphql';
import type { ErrorCode, WriteArticle_RevisionFragment } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '../../shared/locales';
import { uploadRefusalOf, uploadRefusalText, writingErrorText, type UploadRefusal } from '../lib/article-messages';
import {
  BODY_MIN_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  MAX_IMAGES,
  REFERENCE_TEXT_MAX_LENGTH,
  REFERENCE_URL_MAX_LENGTH,
  submissionProblems,
  TITLE_MAX_LENGTH,
  type ArticleLimits,
} from '../../shared/article-rules';
import { browserApollo, queryData } from '../lib/apollo';
import { formatDayDate, formatExactDate } from '../../shared/date-format';
import { memberPageMeta } from '../lib/member-page';
import { notFound } from '../lib/not-found';
import { localeOfPath, memberPath } from '../../shared/paths';
import { serverApollo } from '../lib/route-data';
import { requireMember } from '../lib/session';
import { notify } from '../lib/toast';
import { uploadFile } from '../lib/upload';
import { UploadProgress } from '../components/forms/UploadProgress';
import { useAutosave, type SaveOutcome } from '../lib/use-autosave';

const ArticleEditor = lazy(() => import('../components/ArticleEditor'));

const RevisionFragment = graphql(`
  fragment WriteArticle_revision on Revision {
    id
    status
    title
    bodyHtml
    textLength
    imageCount
    referenceText
    referenceUrl
    rejectionReason
    updatedAt
    path
    limits {
      coverRequired
      titleMinLength
      textMinLength
    }
    author {
      uid
    }
    coverImage {
      id
      url
    }
    entry {
      id
      locale
      kind
      coverImage {
        id
        url
      }
      date {
        year
        month
        day
      }
      birth {
        year
        month
        day
      }
      death {
        year
        month
        day
      }
    }
  }
`);

const WriteArticleRouteDocument = graphql(`
  query WriteArticleRoute($id: ID!) {
    articleDraft(id: $id) {
      ...WriteArticle_revision
    }
  }
`);

const StartRewriteMutation = graphql(`
  mutation StartRewrite($entryId: ID!, $locale: Locale!) {
    startRewrite(entryId: $entryId, locale: $locale) {
      revision {
        id
      }
    }
  }
`);

const SaveArticleDraftMutation = graphql(`
  mutation SaveArticleDraft($revisionId: ID!, $input: ArticleDraftInput!) {
    saveArticleDraft(revisionId: $revisionId, input: $input) {
      revision {
        ...WriteArticle_revision
      }
      errors {
        field
        code
      }
    }
  }
`);

const SubmitArticleMutation = graphql(`
  mutation SubmitArticle($revisionId: ID!, $input: ArticleDraftInput!, $rulesAccepted: Boolean!) {
    submitArticle(revisionId: $revisionId, input: $input, rulesAccepted: $rulesAccepted) {
      revision {
        id
        status
      }
      errors {
        field
        code
      }
    }
  }
`);

/** `?revision=` edits a draft; `?entry=` rewrites that entry's published article (a draft copy). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname.replace(/\.data$/, ''));
  const entryId = url.searchParams.get('entry');
  if (entryId) {
    const { data } = await serverApollo(context).mutate({ mutation: StartRewriteMutation, variables: { entryId, locale } });
    const revisionId = data?.startRewrite.revision?.id;
    if (!revisionId) notFound(request);
    throw redirect(`${memberPath(locale, '/write-article')}?revision=${revisionId}`);
  }
  const id = url.searchParams.get('revision');
  if (!id) throw redirect(memberPath(locale, '/write-new-article'));
  const { articleDraft } = await queryData(serverApollo(context), WriteArticleRouteDocument, { id });
  const revision = articleDraft;
  if (!revision || revision.author.uid !== viewer.uid) notFound(request);
  return { revision };
}

interface Content {
  title: string;
  bodyHtml: string;
  textLength: number;
  imageCount: number;
  cover: { id: string; url: string } | null;
  referenceText: string;
  referenceUrl: string;
}

function contentOf(revision: WriteArticle_RevisionFragment): Content {
  return {
    title: revision.title,
    bodyHtml: revision.bodyHtml,
    textLength: revision.textLength,
    imageCount: revision.imageCount,
    cover: revision.coverImage ? { id: revision.coverImage.id, url: revision.coverImage.url } : null,
    referenceText: revision.referenceText ?? '',
    referenceUrl: revision.referenceUrl ?? '',
  };
}

const inputOf = (content: Content) => ({
  title: content.title,
  bodyHtml: content.bodyHtml,
  coverImageId: content.cover?.id ?? null,
  referenceText: content.referenceText || null,
  referenceUrl: content.referenceUrl || null,
});

/** What the article is about, as a line: "Event · 9 November 1989". */
function aboutLine(revision: WriteArticle_RevisionFragment, locale: Locale, kindLabel: string): string {
  const { entry } = revision;
  const exact = (d: { year?: number | null; month: number; day: number }) => (d.year ? formatExactDate(locale, { year: d.year, month: d.month, day: d.day }) : formatDayDate(locale, d));
  const dates = [entry.date, entry.birth, entry.death].filter((d): d is NonNullable<typeof d> => Boolean(d)).map(exact);
  return [kindLabel, dates.join(' – ')].filter(Boolean).join(' · ');
}

type Progress = { purpose: 'cover' | 'body'; value: number } | null;

export default function WriteArticleRoute({ loaderData: { revision } }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const editable = revision.status === 'DRAFT' || revision.status === 'REJECTED';
  const [content, setContent] = useState<Content>(() => contentOf(revision));
  const [saved, setSaved] = useState(revision);
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState<'edit' | 'preview'>('edit');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<Progress>(null);
  // The cover readers see now (a rewrite's), and one the member just removed: either can be brought back.
  const publishedCover = revision.path ? (revision.entry.coverImage ?? null) : null;
  const [removedCover, setRemovedCover] = useState<CoverImage | null>(null);
  const [showReference, setShowReference] = useState(Boolean(revision.referenceUrl || revision.referenceText));
  const [rulesAccepted, setRulesAccepted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const editorRef = useRef<ArticleEditorHandle | null>(null);
  const imagePicker = useRef<HTMLInputElement>(null);
  const referenceInput = useRef<HTMLInputElement>(null);
  const bodyLabelId = useId();
  const limits: ArticleLimits = { coverRequired: revision.limits.coverRequired, titleMin: revision.limits.titleMinLength, bodyMin: revision.limits.textMinLength };
  const errorText = (code: ErrorCode) => writingErrorText(intl, code, limits);

  const save = async (next: Content): Promise<SaveOutcome> => {
    const { data } = await browserApollo().mutate({ mutation: SaveArticleDraftMutation, variables: { revisionId: revision.id, input: inputOf(next) } });
    const result = data?.saveArticleDraft;
    if (result?.revision) {
      setSaved(result.revision);
      setErrors((found) => Object.fromEntries(Object.entries(found).filter(([field]) => field === 'rulesAccepted')));
      return 'saved';
    }
    if (!result) return 'failed';
    setErrors(Object.fromEntries(result.errors.map((e) => [e.field ?? 'form', errorText(e.code)])));
    return 'refused';
  };
  const autosave = useAutosave<Content>({ key: revision.id, enabled: editable, save, leaveWarning: t('write.leaveWarning') });

  // Work this browser kept but the server never got (a failed save, a closed tab) comes back first.
  useEffect(() => {
    const copy = editable ? autosave.unsavedCopy() : null;
    if (copy) {
      setContent(copy);
      autosave.change(copy);
      notify({ status: 'info', title: t('write.restored') });
    }
    setReady(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (patch: Partial<Content>) => {
    setContent((current) => {
      const next = { ...current, ...patch };
      autosave.change(next);
      return next;
    });
  };

  const refuse = (refusal: UploadRefusal, field?: string) => {
    const { title, message } = uploadRefusalText(intl, refusal);
    notify({ status: refusal === 'upload-failed' ? 'error' : 'warning', title, message, mode: 'replace', key: 'article-upload' });
    if (field) setErrors((found) => ({ ...found, [field]: title }));
  };

  const upload = async (file: File, purpose: 'cover' | 'body'): Promise<{ id: string; url: string } | null> => {
    const field = purpose === 'cover' ? 'coverImageId' : 'bodyHtml';
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return refuse('unsupported-format', field), null;
    if (file.size > IMAGE_MAX_BYTES) return refuse('image-too-large', field), null;
    // The server counts the images of the saved text.
    await autosave.flush();
    setProgress({ purpose, value: 0 });
    try {
      const result = await uploadFile<{ id?: string; url?: string; code?: string }>(
        `/uploads/article-image?revision=${encodeURIComponent(revision.id)}&purpose=${purpose}`,
        file,
        (value) => setProgress({ purpose, value }),
      );
      if (result.status === 201 && result.body.id && result.body.url) return { id: result.body.id, url: result.body.url };
      refuse(uploadRefusalOf(result.body?.code), field);
    } catch {
      refuse('upload-failed', field);
    } finally {
      setProgress(null);
    }
    return null;
  };

  const chooseCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file, 'cover');
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
    const image = await upload(file, 'body');
    if (image) editorRef.current?.insertImage(image.url);
  };

  const addImage = () => {
    if (content.imageCount >= MAX_IMAGES) return refuse('too-many-images');
    imagePicker.current?.click();
  };

  const addReference = () => {
    const selected = editorRef.current?.selectedText() ?? '';
    if (selected && !content.referenceText) update({ referenceText: selected.slice(0, REFERENCE_TEXT_MAX_LENGTH) });
    setShowReference(true);
    requestAnimationFrame(() => referenceInput.current?.focus());
  };

  const problemsNow = (accepted: boolean) =>
    submissionProblems({ title: content.title, textLength: content.textLength, coverImageId: content.cover?.id, imageCount: content.imageCount, referenceText: content.referenceText, referenceUrl: content.referenceUrl }, accepted, limits);

  const preview = async () => {
    const problems = problemsNow(true);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, errorText(p.code)])));
    if (problems.length) {
      notify({ status: 'warning', title: t('write.warning'), message: errorText(problems[0].code), mode: 'replace', key: 'article-check' });
      return;
    }
    if (!(await autosave.flush())) {
      notify({ status: 'error', title: t('common.serverError'), mode: 'replace', key: 'article-check' });
      return;
    }
    setStep('preview');
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    if (!rulesAccepted) {
      setErrors((found) => ({ ...found, rulesAccepted: errorText('RULES_NOT_ACCEPTED') }));
      notify({ status: 'warning', title: t('write.warning'), message: errorText('RULES_NOT_ACCEPTED'), mode: 'replace', key: 'article-check' });
      return;
    }
    setSubmitting(true);
    try {
      const { data } = await browserApollo().mutate({ mutation: SubmitArticleMutation, variables: { revisionId: revision.id, input: inputOf(content), rulesAccepted } });
      const result = data?.submitArticle;
      if (result?.revision) {
        autosave.forget();
        notify({ status: 'success', title: t('write.submitted.title'), message: t('write.submitted'), duration: 6000 });
        await navigate(memberPath(locale, '/user/my-articles'));
        return;
      }
      const found = Object.fromEntries((result?.errors ?? []).map((e) => [e.field ?? 'form', errorText(e.code)]));
      setErrors(found);
      notify({ status: 'error', title: t('write.shareFailed.title'), message: t('write.shareFailed'), mode: 'replace', key: 'article-check' });
      if (Object.keys(found).some((field) => field !== 'rulesAccepted')) setStep('edit');
    } catch {
      notify({ status: 'error', title: t('common.serverError'), mode: 'replace', key: 'article-check' });
    } finally {
      setSubmitting(false);
    }
  };

  const kindLabel = t(`entry.kind.${revision.entry.kind}`);
  const heading = revision.path ? t('write.rewriteHeading') : t('write.heading');

  if (!editable) {
    return (
      <main id="main" className="page writing-page">
        <h1>{heading}</h1>
        <p className="notice" role="status">
          <FormattedMessage id={revision.status === 'PENDING' ? 'write.underReview' : 'write.alreadyPublished'} />{' '}
          <Link to={memberPath(locale, '/user/my-articles')}>
            <FormattedMessage id="account.myArticles" />
          </Link>
        </p>
        <ArticlePreview content={contentOf(revision)} about={aboutLine(revision, locale, kindLabel)} />
      </main>
    );
  }

  const saveStatus = {
    saved: autosave.savedAt ? t('write.savedAt', { time: intl.formatTime(autosave.savedAt) }) : t('write.allSaved'),
    saving: t('common.saving'),
    unsaved: t('write.unsaved'),
    failed: t('write.saveFailed'),
    refused: t('write.saveRefused'),
  }[autosave.state];

  return (
    <main id="main" className="page writing-page">
      <div className="writing-head">
        <h1>{heading}</h1>
        <p className="muted">{aboutLine(revision, locale, kindLabel)}</p>
        <p className={`save-status save-${autosave.state}`} role="status" aria-live="polite">
          {saveStatus}
        </p>
      </div>
      {revision.status === 'REJECTED' && revision.rejectionReason ? (
        <div className="notice notice-warning" role="note">
          <strong>
            <FormattedMessage id="write.rejectedBecause" />
          </strong>
          <p>{revision.rejectionReason}</p>
        </div>
      ) : null}

      {step === 'preview' ? (
        <section aria-labelledby="preview-heading" className="article-preview-step">
          <h2 id="preview-heading">
            <FormattedMessage id="write.previewHeading" />
          </h2>
          <ArticlePreview content={contentOf(saved)} about={aboutLine(revision, locale, kindLabel)} />
          <div className={`field checkbox-field${errors.rulesAccepted ? ' field-invalid' : ''}`}>
            <label>
              <input
                type="checkbox"
                checked={rulesAccepted}
                aria-invalid={errors.rulesAccepted ? true : undefined}
                aria-describedby={errors.rulesAccepted ? 'rules-error' : undefined}
                onChange={(e) => {
                  setRulesAccepted(e.target.checked);
                  if (e.target.checked) setErrors(({ rulesAccepted: _gone, ...rest }) => rest);
                }}
              />{' '}
              <FormattedMessage
                id="write.rulesAccepted"
                values={{ rules: (text) => <a href={memberPath(locale, '/write-your-article')} target="_blank" rel="noopener">{text}</a> }}
              />
            </label>
            {errors.rulesAccepted ? (
              <p id="rules-error" className="field-error" role="alert">
                {errors.rulesAccepted}
              </p>
            ) : null}
          </div>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={() => setStep('edit')}>
              <FormattedMessage id="write.continueEditing" />
            </button>
            <button type="button" className="button" onClick={submit} disabled={submitting}>
              <FormattedMessage id={submitting ? 'auth.working' : 'write.submit'} />
            </button>
          </div>
        </section>
      ) : (
        <form className="article-form" onSubmit={(e) => (e.preventDefault(), void preview())} noValidate>
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
                  describedBy="body-hint"
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
              <p className="field-error" role="alert">
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
      )}
    </main>
  );
}

/**
 * How long the text must be and how much is still missing. A rewrite of a text shorter than a new
 * article's says why less is asked of it.
 */
function BodyHint({ limits, textLength, imageCount }: { limits: ArticleLimits; textLength: number; imageCount: number }) {
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

/** The article as readers will see it: the server's sanitised text. */
function ArticlePreview({ content, about }: { content: Content; about: string }) {
  const intl = useIntl();
  return (
    <article className="article article-preview">
      <header>
        <p className="eyebrow">{about}</p>
        <h1 className="preview-title">{content.title}</h1>
      </header>
      {content.cover ? (
        <figure className="cover">
          <img src={content.cover.url} alt={content.title} />
        </figure>
      ) : null}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
      {content.referenceUrl ? (
        <p className="reference">
          {intl.formatMessage({ id: 'entry.reference' })}:{' '}
          <a href={content.referenceUrl} rel="nofollow noopener" target="_blank">
            {content.referenceText || content.referenceUrl}
          </a>
        </p>
      ) : null}
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/write-article', 'write.title');
