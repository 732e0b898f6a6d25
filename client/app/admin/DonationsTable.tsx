import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../graphql';
import { formatPrice } from '../donations/price';
import { DateCell, TableHead } from '../components/DataTable';

export const AdminDonationsQuery = graphql(`
  query AdminDonations($after: String) {
    donations(first: 50, after: $after) {
      edges {
        node {
          id
          personalKind
          amount
          currency
          status
          provider
          createdAt
          paidAt
          entryTitle
          entryListed
          donor {
            uid
            displayName
            email
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every donation, newest first, with its donor and the entry it pays for (admins). */
export function DonationsTable() {
  const intl = useIntl();
  const { data, fetchMore, networkStatus } = useQuery(AdminDonationsQuery, { variables: { after: null } });
  const donations = data?.donations.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.donations.pageInfo;
  const more = () =>
    fetchMore({
      variables: { after: pageInfo?.endCursor ?? null },
      updateQuery: (previous, { fetchMoreResult }) => ({
        donations: { ...fetchMoreResult.donations, edges: [...(previous.donations?.edges ?? []), ...fetchMoreResult.donations.edges] },
      }),
    });
  if (!donations.length) {
    return (
      <p className="empty">
        <FormattedMessage id="admin.noDonations" />
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="data-table donations-table">
        <TableHead columns={['admin.donationDate', 'admin.donor', 'admin.donationKind', 'admin.amount', 'admin.status', 'admin.paidAt', 'admin.entry']} />
        <tbody>
          {donations.map((donation) => (
            <tr key={donation.id} data-donation={donation.id}>
              <DateCell value={donation.createdAt} time />
              <td>
                {donation.donor.displayName}
                <br />
                <span className="muted">{donation.donor.email}</span>
              </td>
              <td>
                <FormattedMessage id={`personal.kind.${donation.personalKind}`} />
              </td>
              <td>
                {formatPrice(intl, donation.amount, donation.currency)}
                {donation.provider === 'test' ? (
                  <>
                    {' '}
                    <span className="status-badge">
                      <FormattedMessage id="admin.testPayment" />
                    </span>
                  </>
                ) : null}
              </td>
              <td>
                <span className={`status-badge donation-${donation.status.toLowerCase()}`}>
                  <FormattedMessage id={`donation.status.${donation.status}`} />
                </span>
              </td>
              <DateCell value={donation.paidAt} time />
              <td>
                {donation.entryTitle ?? (
                  <span className="muted">
                    <FormattedMessage id="admin.credit" />
                  </span>
                )}
                {donation.entryTitle ? (
                  <>
                    <br />
                    <span className="muted">
                      <FormattedMessage id={donation.entryListed ? 'admin.entryListed' : 'admin.entryNotListed'} />
                    </span>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageInfo?.hasNextPage ? (
        <button type="button" className="button-quiet" disabled={networkStatus === NetworkStatus.fetchMore} onClick={more}>
          <FormattedMessage id="admin.moreDonations" />
        </button>
      ) : null}
    </div>
  );
}
