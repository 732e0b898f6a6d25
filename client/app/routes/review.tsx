import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedDay } from '../components/FormattedDay';
import type { Route } from './+types/review';
import { TextAreaField } from '../components/forms/Field';
import { graphql } from '../graphql';
import type { ReviewQueueQuery } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import { LOCALE_INFO } from '../../shared/locales';
import { writingErrorText } from '../lib/article-messages';
import { REJECTION_REASON_MAX_LENGTH, REJECTION_REASON_MIN_LENGTH } from '../../shared/article-rules';
import { formatExactDate } from '../../shared/days';
import { browserApollo, queryData } from '../lib/apollo';
import { memberPageMeta } from '../lib/member-page';
import { notFound } from '../lib/not-found';
import { serverApollo } from '../lib/route-data';
import { requireMember } from '../lib/session';
import { notify } from '../lib/toast';
import { canReview } from '../../shared/roles';

const ReviewQueueQueryDocument = graphql(`
  query ReviewQueue {
    reviewQueue(first: 100) {
      edges {
        node {
          id
          title
          bodyHtml
          publishedBodyHtml
          submittedAt
          locale
          path
          referenceText
          referenceUrl
          author {
            uid
            displayName
          }
          coverImage {
            url
          }
          payment
          entry {
            id
            locale
            kind
            personalKind
            date {
              year
              month
              day
            }
          }
          titleChanges {
            text
            added
            removed
          }
          bodyChanges {
            text
            added
            removed
          }
        }
      }
    }
  }
`);

const ReviewArticleMutation = graphql(`
  mutation ReviewArticle($revisionId: ID!, $decision: ReviewDecision!, $reason: String) {
    reviewArticle(revisionId: $revisionId, decision: $decision, reason: $reason) {
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

type Pending = ReviewQueueQuery['reviewQueue']['edges'][number]['node'];

/** Reviewers and admins only; for everyone else the page does not exist. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  if (!canReview(viewer)) notFound(request);
  const { reviewQueue } = await queryData(serverApollo(context), ReviewQueueQueryDocument, {});
  return { queue: reviewQueue.edges.map((edge) => edge.node), self: viewer.uid };
}

export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  const [queue, setQueue] = useState<Pending[]>(loaderData.queue);
  const [selectedId, setSelectedId] = useState<string | null>(loaderData.queue[0]?.id ?? null);
  const selected = queue.find((r) => r.id === selectedId) ?? null;

  const decided = (id: string) => {
    const rest = queue.filter((r) => r.id !== id);
    setQueue(rest);
    setSelectedId(rest[0]?.id ?? null);
  };

  return (
    <main id="main" className="page member-page review-page">
      <h1>
        <FormattedMessage id="review.heading" />
      </h1>
      {queue.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="review.empty" />
        </p>
      ) : (
        <div className="review-layout">
          <nav aria-labelledby="queue-heading" className="review-queue">
            <h2 id="queue-heading">
              <FormattedMessage id="review.queue" values={{ count: queue.length }} />
            </h2>
            <ol>
              {queue.map((revision) => (
                <li key={revision.id}>
                  <button type="button" className="queue-item" aria-current={revision.id === selectedId ? 'true' : undefined} onClick={() => setSelectedId(revision.id)}>
                    <strong>{revision.title || '—'}</strong>
                    <span className="muted">
                      <bdi>{revision.author.displayName}</bdi> · {revision.submittedAt ? <FormattedDay value={revision.submittedAt} dateStyle="medium" timeStyle="short" /> : null}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          {selected ? <ReviewPanel key={selected.id} revision={selected} ownId={loaderData.self} onDecided={decided} /> : null}
        </div>
      )}
    </main>
  );
}

function Changes({ parts }: { parts: Pending['bodyChanges'] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.added ? <ins key={i}>{part.text}</ins> : part.removed ? <del key={i}>{part.text}</del> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

function ReviewPanel({ revision, ownId, onDecided }: { revision: Pending; ownId: string; onDecided: (id: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isNew = revision.publishedBodyHtml === null;
  const own = revision.author.uid === ownId;

  const decide = async (decision: 'APPROVE' | 'REJECT') => {
    if (decision === 'REJECT' && reason.trim().length < REJECTION_REASON_MIN_LENGTH) {
      setError(writingErrorText(intl, 'REASON_REQUIRED'));
      return;
    }
    setBusy(true);
    try {
      const { data } = await browserApollo().mutate({ mutation: ReviewArticleMutation, variables: { revisionId: revision.id, decision, reason: decision === 'REJECT' ? reason.trim() : null } });
      const result = data?.reviewArticle;
      if (result?.revision) {
        notify({ status: 'success', title: t(decision === 'APPROVE' ? 'review.approved' : 'review.rejected', { title: revision.title }) });
        onDecided(revision.id);
      } else {
        const code = result?.errors[0]?.code ?? 'REVISION_NOT_PENDING';
        setError(writingErrorText(intl, code));
        if (code === 'REVISION_NOT_PENDING') onDecided(revision.id);
      }
    } catch {
      notify({ status: 'error', title: t('common.serverError'), mode: 'replace', key: 'review' });
    } finally {
      setBusy(false);
    }
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    void decide('REJECT');
  };

  return (
    <section className="review-panel" aria-labelledby="review-title">
      <p className="eyebrow">
        <FormattedMessage id={`entry.kind.${revision.entry.kind}`} /> · {LOCALE_INFO[revision.locale].name} · <FormattedMessage id={isNew ? 'review.newArticle' : 'review.rewrite'} />
      </p>
      {revision.entry.personalKind ? (
        <p className="review-personal">
          <FormattedMessage id={`personal.kind.${revision.entry.personalKind}`} />
          {revision.entry.date?.year ? <> · {formatExactDate(locale, { year: revision.entry.date.year, month: revision.entry.date.month, day: revision.entry.date.day })}</> : null} ·{' '}
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
        {revision.submittedAt ? <FormattedMessage id="review.submittedAt" values={{ date: <FormattedDay value={revision.submittedAt} dateStyle="long" timeStyle="short" /> }} /> : null}
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/review', 'review.title');
