/** One submission in full, with the reviewer's decision: approve, or reject with a reason. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedDay } from '../components/FormattedDay';
import { TextAreaField } from '../components/forms/Field';
import type { ReviewRevisionQuery } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import { LOCALE_INFO } from '#shared/locales';
import { writingErrorText } from '../lib/article-messages';
import { REJECTION_REASON_MAX_LENGTH, REJECTION_REASON_MIN_LENGTH } from '#shared/article-rules';
import { formatExactDate } from '#shared/date-format';
import { notify } from '../lib/toast';
import { useReviewArticle } from './use-review-article';

export type SubmittedRevision = NonNullable<ReviewRevisionQuery['articleDraft']>;

function Changes({ parts }: { parts: SubmittedRevision['bodyChanges'] }) {
  return (
    <>
      {parts.map((part, i) => (part.added ? <ins key={i}>{part.text}</ins> : part.removed ? <del key={i}>{part.text}</del> : <span key={i}>{part.text}</span>))}
    </>
  );
}

export function ReviewPanel({ revision, ownId, onDecided }: { revision: SubmittedRevision; ownId: string; onDecided: (id: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  // The text's language named in the reviewer's (英語 on a Japanese page), not in its own.
  const languageNames = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'language' });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reviewArticle, deciding: busy } = useReviewArticle();
  const isNew = revision.publishedBodyHtml === null;
  const own = revision.author.uid === ownId;

  const decide = async (decision: 'APPROVE' | 'REJECT') => {
    if (decision === 'REJECT' && reason.trim().length < REJECTION_REASON_MIN_LENGTH) {
      setError(writingErrorText(intl, 'REASON_REQUIRED'));
      return;
    }
    const result = await reviewArticle(revision.id, decision, decision === 'REJECT' ? reason.trim() : null);
    if (!result) return;
    if (result.revision) {
      notify({ status: 'success', title: t(decision === 'APPROVE' ? 'review.approved' : 'review.rejected', { title: revision.title }) });
      onDecided(revision.id);
    } else {
      const code = result.errors[0]?.code ?? 'REVISION_NOT_PENDING';
      setError(writingErrorText(intl, code));
      if (code === 'REVISION_NOT_PENDING') onDecided(revision.id);
    }
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    void decide('REJECT');
  };

  return (
    <section className="review-panel" aria-labelledby="review-title">
      <p className="eyebrow">
        <FormattedMessage id={`entry.kind.${revision.entry.kind}`} /> · {languageNames.of(revision.locale) ?? LOCALE_INFO[revision.locale].name} ·{' '}
        <FormattedMessage id={isNew ? 'review.newArticle' : 'review.rewrite'} />
      </p>
      {revision.entry.personalKind ? (
        <p className="review-personal">
          <FormattedMessage id={`personal.kind.${revision.entry.personalKind}`} />
          {revision.entry.date?.year ? (
            <> · {formatExactDate(locale, { year: revision.entry.date.year, month: revision.entry.date.month, day: revision.entry.date.day })}</>
          ) : null}{' '}
          ·{' '}
          <span className={`status-badge${revision.payment === 'PAID' ? ' status-published' : ' status-awaiting-payment'}`}>
            <FormattedMessage id={revision.payment === 'PAID' ? 'review.paid' : 'review.unpaid'} />
          </span>
        </p>
      ) : null}
      <h2 id="review-title">
        <Changes parts={revision.titleChanges} />
      </h2>
      <p className="muted">
        <FormattedMessage id="review.by" values={{ name: <bdi>{revision.author.displayName}</bdi> }} />
        {revision.path ? (
          <>
            {' · '}
            <a href={revision.path} target="_blank" rel="noopener">
              <FormattedMessage id="review.openPublished" />
            </a>
          </>
        ) : null}
      </p>
      <h3>
        <FormattedMessage id="review.changes" />
      </h3>
      <p className="legend muted">
        <ins>
          <FormattedMessage id="review.added" />
        </ins>{' '}
        <del>
          <FormattedMessage id="review.removed" />
        </del>
      </p>
      <div className="text-changes">
        <Changes parts={revision.bodyChanges} />
      </div>
      <div className={`side-by-side${isNew ? ' single' : ''}`}>
        {!isNew ? (
          <div>
            <h3>
              <FormattedMessage id="review.published" />
            </h3>
            <div className="article-body" dangerouslySetInnerHTML={{ __html: revision.publishedBodyHtml ?? '' }} />
          </div>
        ) : null}
        <div>
          <h3>
            <FormattedMessage id="review.thisRevision" />
          </h3>
          {revision.coverImage ? <img className="cover-preview" src={revision.coverImage.url} alt={t('write.coverPreview')} /> : null}
          <div className="article-body" dangerouslySetInnerHTML={{ __html: revision.bodyHtml }} />
          {revision.referenceUrl ? (
            <p className="reference">
              <FormattedMessage id="entry.reference" />:{' '}
              <a href={revision.referenceUrl} rel="nofollow noopener" target="_blank">
                {revision.referenceText || revision.referenceUrl}
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {own ? (
        <p className="notice">
          <FormattedMessage id="write.error.CANNOT_REVIEW_OWN" />
        </p>
      ) : (
        <div className="review-actions">
          <button type="button" className="button" onClick={() => void decide('APPROVE')} disabled={busy}>
            <FormattedMessage id="review.approve" />
          </button>
          <form onSubmit={reject} noValidate className="reject-form">
            <TextAreaField
              label={t('review.reason')}
              hint={t('review.reasonHint', { min: REJECTION_REASON_MIN_LENGTH })}
              value={reason}
              maxLength={REJECTION_REASON_MAX_LENGTH}
              rows={3}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              error={error ?? undefined}
            />
            <button type="submit" className="button button-danger" disabled={busy}>
              <FormattedMessage id="review.reject" />
            </button>
          </form>
        </div>
      )}
      <p className="muted" lang={locale}>
        {revision.submittedAt ? (
          <FormattedMessage id="review.submittedAt" values={{ date: <FormattedDay value={revision.submittedAt} dateStyle="long" timeStyle="short" /> }} />
        ) : null}
      </p>
    </section>
  );
}
