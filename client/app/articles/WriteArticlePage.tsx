import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ErrorCode } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import { writingErrorText } from '../lib/article-messages';
import { notify } from '../lib/toast';
import { submissionProblems, type ArticleLimits } from '#shared/article-rules';
import { memberPath } from '#shared/paths';
import { ArticleForm } from './ArticleForm';
import { ArticlePreview } from './ArticlePreview';
import { ArticlePreviewStep } from './ArticlePreviewStep';
import { aboutLine, contentOf, type ArticleDraft } from './content';
import { useArticleDraft } from './use-article-draft';
import { useArticleUploads } from './use-article-uploads';
import { useSubmitArticle } from './use-submit-article';

/**
 * Writing an article, new or a rewrite: edit (saved as you go), preview, accept the rules, send to
 * review. A draft under review or already published is shown, not edited.
 */
export function WriteArticlePage({ revision }: { revision: ArticleDraft }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const editable = revision.status === 'DRAFT' || revision.status === 'REJECTED';
  const limits: ArticleLimits = {
    coverRequired: revision.limits.coverRequired,
    titleMin: revision.limits.titleMinLength,
    bodyMin: revision.limits.textMinLength,
  };
  const errorText = (code: ErrorCode) => writingErrorText(intl, code, limits);
  const draft = useArticleDraft(revision, { editable, errorText });
  const { content, saved, setErrors, autosave } = draft;
  const uploads = useArticleUploads({
    revisionId: revision.id,
    beforeUpload: autosave.flush,
    onFieldError: (field, message) => setErrors((found) => ({ ...found, [field]: message })),
  });
  const { submitArticle, submitting } = useSubmitArticle();
  const [step, setStep] = useState<'edit' | 'preview'>('edit');

  const kindLabel = t(`entry.kind.${revision.entry.kind}`);
  const about = aboutLine(revision, locale, kindLabel);
  const heading = revision.path ? t('write.rewriteHeading') : t('write.heading');

  const preview = async () => {
    const problems = submissionProblems(
      {
        title: content.title,
        textLength: content.textLength,
        coverImageId: content.cover?.id,
        imageCount: content.imageCount,
        referenceText: content.referenceText,
        referenceUrl: content.referenceUrl,
      },
      true,
      limits,
    );
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

  const submit = async (rulesAccepted: boolean) => {
    if (!rulesAccepted) {
      setErrors((found) => ({ ...found, rulesAccepted: errorText('RULES_NOT_ACCEPTED') }));
      notify({ status: 'warning', title: t('write.warning'), message: errorText('RULES_NOT_ACCEPTED'), mode: 'replace', key: 'article-check' });
      return;
    }
    const result = await submitArticle(revision.id, content, rulesAccepted);
    if (!result) return;
    if (result.revision) {
      autosave.forget();
      notify({ status: 'success', title: t('write.submitted.title'), message: t('write.submitted'), duration: 6000 });
      await navigate(memberPath(locale, '/user/my-articles'));
      return;
    }
    const found = Object.fromEntries(result.errors.map((e) => [e.field ?? 'form', errorText(e.code)]));
    setErrors(found);
    notify({ status: 'error', title: t('write.shareFailed.title'), message: t('write.shareFailed'), mode: 'replace', key: 'article-check' });
    if (Object.keys(found).some((field) => field !== 'rulesAccepted')) setStep('edit');
  };

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
        <ArticlePreview content={contentOf(revision)} about={about} />
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
        <p className="muted">{about}</p>
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
        <ArticlePreviewStep
          content={contentOf(saved)}
          about={about}
          errors={draft.errors}
          submitting={submitting}
          onEdit={() => setStep('edit')}
          onSubmit={(accepted) => void submit(accepted)}
          onRulesAccepted={() => setErrors(({ rulesAccepted: _gone, ...rest }) => rest)}
        />
      ) : (
        <ArticleForm
          draft={draft}
          uploads={uploads}
          limits={limits}
          publishedCover={revision.path ? (revision.entry.coverImage ?? null) : null}
          onPreview={() => void preview()}
        />
      )}
    </main>
  );
}
