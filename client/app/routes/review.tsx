import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { FormattedDay } from '../components/FormattedDay';
import type { Route } from './+types/review';
import type { ReviewQueueQuery } from '../graphql/graphql';
import { queryData } from '../lib/apollo';
import { memberPageMeta } from '../lib/member-page';
import { notFound } from '../lib/not-found';
import { serverApollo } from '../lib/server-apollo';
import { requireMember } from '../lib/session';
import { ReviewQueue, ReviewRevision } from '../review/documents';
import { ReviewPanel } from '../review/ReviewPanel';
import { canReview } from '#shared/roles';

type Waiting = ReviewQueueQuery['reviewQueue']['edges'][number]['node'];

/**
 * Reviewers and admins only; for everyone else the page does not exist. The queue comes as light
 * rows; the first submission comes in full with the page, every other one when it is chosen.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  if (!canReview(viewer)) notFound(request);
  const apollo = serverApollo(context);
  const { reviewQueue } = await queryData(apollo, ReviewQueue, {});
  const queue = reviewQueue.edges.map((edge) => edge.node);
  // Kept in the page's Apollo cache: the panel of the first submission renders without asking again.
  if (queue[0]) await queryData(apollo, ReviewRevision, { id: queue[0].id });
  return { queue, self: viewer.uid };
}

export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  const [queue, setQueue] = useState<Waiting[]>(loaderData.queue);
  const [selectedId, setSelectedId] = useState<string | null>(loaderData.queue[0]?.id ?? null);

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
                  <button
                    type="button"
                    className="queue-item"
                    aria-current={revision.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(revision.id)}
                  >
                    <strong>{revision.title || '—'}</strong>
                    <span className="muted">
                      <bdi>{revision.author.displayName}</bdi> ·{' '}
                      {revision.submittedAt ? <FormattedDay value={revision.submittedAt} dateStyle="medium" timeStyle="short" /> : null}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          {selectedId ? <SelectedRevision key={selectedId} id={selectedId} ownId={loaderData.self} onDecided={decided} /> : null}
        </div>
      )}
    </main>
  );
}

/** The chosen submission, asked for when it is chosen (the first one came with the page). */
function SelectedRevision({ id, ownId, onDecided }: { id: string; ownId: string; onDecided: (id: string) => void }) {
  const { data, loading, error } = useQuery(ReviewRevision, { variables: { id } });
  const revision = data?.articleDraft;
  if (revision) return <ReviewPanel revision={revision} ownId={ownId} onDecided={onDecided} />;
  return (
    <section className="review-panel" aria-live="polite" aria-busy={loading}>
      <p className={loading ? 'muted' : 'notice'}>
        <FormattedMessage id={loading ? 'loading' : error ? 'common.serverError' : 'review.unavailable'} />
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/review', 'review.title');
