import { useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/my-articles';
import { DateCell, TableHead } from '../components/DataTable';
import { getFragmentData, graphql } from '../graphql';
import type { MyArticles_RevisionFragment } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '#shared/locales';
import { queryData } from '../lib/apollo';
import { LIVE_RECONNECTED } from '../lib/live-reconnected';
import { usePaymentReturn } from '../donations/payment-return';
import { formatPrice } from '../donations/price';
import { useStartDonation } from '../donations/use-start-donation';
import { memberPageMeta } from '../lib/member-page';
import { DONATION_AMOUNT, DONATION_CURRENCY } from '#shared/personal-entry-rules';
import { memberPath } from '#shared/paths';
import { serverApollo } from '../lib/server-apollo';
import { requireMember } from '../lib/session';
import { RewriteButton } from '../articles/RewriteButton';
import { PersonalCalendarSection } from '../personal/PersonalCalendarSection';
import { renderContext } from '../lib/request-context';

const MyArticlesRevision = graphql(`
  fragment MyArticles_revision on Revision {
    id
    title
    status
    locale
    path
    submittedAt
    publishedAt
    updatedAt
    rejectionReason
    payment
    entry {
      id
      databaseId
      locale
      kind
    }
  }
`);

const MyArticlesRouteQuery = graphql(`
  query MyArticlesRoute {
    myPersonalCalendar {
      ...PersonalCalendarSection_calendar
    }
    myArticles(first: 100) {
      edges {
        node {
          ...MyArticles_revision
        }
      }
    }
  }
`);

const ArticleStatusChangedSubscription = graphql(`
  subscription ArticleStatusChanged {
    articleStatusChanged {
      ...MyArticles_revision
    }
  }
`);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  const { myArticles, myPersonalCalendar } = await queryData(serverApollo(context), MyArticlesRouteQuery, {});
  return {
    personalCalendar: myPersonalCalendar ?? null,
    origin: context.get(renderContext).origin,
    articles: getFragmentData(
      MyArticlesRevision,
      myArticles.edges.map((edge) => edge.node),
    ),
  };
}

/** Published once the article is; until then the revision's own stage (a paid-for entry waiting only for payment is "approved"). */
function statusOf(row: MyArticles_RevisionFragment): string {
  if (row.publishedAt) return 'PUBLISHED';
  return row.status === 'APPROVED' ? 'APPROVED_UNPAID' : row.status;
}

/** For a published article: where its newest revision stands (personal entries are not rewritten). */
function editStatusOf(row: MyArticles_RevisionFragment): string | null {
  return row.publishedAt && row.entry.kind !== 'PERSONAL' ? row.status : null;
}

function Actions({ row, locale }: { row: MyArticles_RevisionFragment; locale: Locale }) {
  if (row.entry.kind === 'PERSONAL') return <PersonalActions row={row} locale={locale} />;
  const editor = memberPath(locale, '/write-article');
  switch (row.status) {
    case 'DRAFT':
      return (
        <Link to={`${editor}?revision=${row.id}`}>
          <FormattedMessage id="myArticles.edit" />
        </Link>
      );
    case 'REJECTED':
      return (
        <Link className="button button-small" to={`${editor}?revision=${row.id}`}>
          <FormattedMessage id="myArticles.fixAndResubmit" />
        </Link>
      );
    case 'APPROVED':
      return (
        <RewriteButton entryId={String(row.entry.databaseId)} locale={row.locale} className="button-link">
          <FormattedMessage id="myArticles.edit" />
        </RewriteButton>
      );
    default:
      return (
        <span className="muted">
          <FormattedMessage id="myArticles.waiting" />
        </span>
      );
  }
}

/** A personal entry: Pay while it waits for payment, Fix and Resubmit when rejected; it has no page to rewrite. */
function PersonalActions({ row, locale }: { row: MyArticles_RevisionFragment; locale: Locale }) {
  const intl = useIntl();
  const { goToCheckout } = useStartDonation();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    if (!(await goToCheckout({ entryId: row.entry.id }))) setBusy(false);
  };
  return (
    <span className="row-actions">
      {row.payment === 'AWAITING_PAYMENT' ? (
        <button type="button" className="button button-small" disabled={busy} aria-busy={busy} onClick={pay}>
          <FormattedMessage id="myArticles.pay" values={{ price: formatPrice(intl, DONATION_AMOUNT, DONATION_CURRENCY) }} />
        </button>
      ) : null}{' '}
      {row.status === 'REJECTED' ? (
        <Link className="button button-small" to={`${memberPath(locale, '/write-personal-entry')}?revision=${row.id}`}>
          <FormattedMessage id="myArticles.fixAndResubmit" />
        </Link>
      ) : row.status === 'PENDING' ? (
        <span className="muted">
          <FormattedMessage id="myArticles.waiting" />
        </span>
      ) : null}
    </span>
  );
}

const COLUMNS = ['Title', 'Submitted', 'Published', 'Edited', 'EditStatus', 'Status', 'Actions'] as const;
type Column = (typeof COLUMNS)[number];

export default function MyArticlesRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  usePaymentReturn('donate.thanksEntry');
  const [articles, setArticles] = useState(loaderData.articles);
  // A payment changes what the loader answers (the page reloads its data on returning from checkout).
  useEffect(() => setArticles(loaderData.articles), [loaderData.articles]);
  // Decisions made while the live connection was down are not replayed: the list is read again.
  const revalidator = useRevalidator();
  useEffect(() => {
    const reload = () => void revalidator.revalidate();
    window.addEventListener(LIVE_RECONNECTED, reload);
    return () => window.removeEventListener(LIVE_RECONNECTED, reload);
  }, [revalidator]);
  // Reviewers' decisions arrive while the page is open, without a reload.
  useSubscription(ArticleStatusChangedSubscription, {
    onData: ({ data }) => {
      const changed = getFragmentData(MyArticlesRevision, data.data?.articleStatusChanged);
      if (!changed) return;
      setArticles((rows) => (rows.some((r) => r.id === changed.id) ? rows.map((r) => (r.id === changed.id ? changed : r)) : [changed, ...rows]));
    },
  });

  // Each cell names its column, for phones, where the rows are cards and the header is not shown.
  const label = Object.fromEntries(COLUMNS.map((column) => [column, intl.formatMessage({ id: `myArticles.column${column}` })])) as Record<Column, string>;
  return (
    <main id="main" className="page member-page">
      <div className="page-title-row">
        <h1>
          <FormattedMessage id="myArticles.heading" />
        </h1>
        <Link className="button" to={memberPath(locale, '/write-new-article')}>
          <FormattedMessage id="myArticles.write" />
        </Link>
      </div>
      {articles.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="myArticles.empty" />
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table my-articles">
            <TableHead columns={COLUMNS.map((column) => `myArticles.column${column}`)} />
            <tbody>
              {articles.map((row) => {
                const editStatus = editStatusOf(row);
                return (
                  <tr key={row.id} data-revision={row.id}>
                    <td data-label={label.Title}>{row.path ? <Link to={row.path}>{row.title}</Link> : row.title || '—'}</td>
                    <DateCell value={row.submittedAt} label={label.Submitted} />
                    <DateCell value={row.publishedAt} label={label.Published} />
                    <DateCell value={row.updatedAt} label={label.Edited} />
                    <td data-label={label.EditStatus}>{editStatus ? <FormattedMessage id={`myArticles.editStatus.${editStatus}`} /> : '—'}</td>
                    <td className="article-status" data-label={label.Status}>
                      <span className={`status-badge status-${statusOf(row).toLowerCase()}`}>
                        <FormattedMessage id={`myArticles.status.${statusOf(row)}`} />
                      </span>
                      {row.payment === 'AWAITING_PAYMENT' || row.payment === 'REFUNDED' ? (
                        <span className="status-badge status-awaiting-payment">
                          <FormattedMessage id={`myArticles.payment.${row.payment}`} />
                        </span>
                      ) : null}
                      {row.status === 'REJECTED' && row.rejectionReason ? (
                        <p className="rejection-reason">
                          <FormattedMessage id="myArticles.reason" values={{ reason: row.rejectionReason }} />
                        </p>
                      ) : null}
                    </td>
                    <td data-label={label.Actions}>
                      <Actions row={row} locale={locale} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PersonalCalendarSection calendar={loaderData.personalCalendar} origin={loaderData.origin} />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/user/my-articles', 'myArticles.title');
