import { FormattedMessage, useIntl } from 'react-intl';
import { DateCell, TableHead } from '../components/DataTable';
import { graphql } from '../graphql';
import type { ApiTokensTable_TokenFragment } from '../graphql/graphql';

export const ApiTokensTableToken = graphql(`
  fragment ApiTokensTable_token on ApiToken {
    id
    name
    createdAt
    lastUsedAt
  }
`);

/** The member's tokens with when each was made and last used, and a button to revoke each. */
export function ApiTokensTable({
  tokens,
  revoking,
  onRevoke,
}: {
  tokens: ApiTokensTable_TokenFragment[];
  /** The token being revoked, whose button waits. */
  revoking: string | null;
  onRevoke: (token: ApiTokensTable_TokenFragment) => void;
}) {
  const intl = useIntl();
  if (tokens.length === 0)
    return (
      <p className="empty">
        <FormattedMessage id="apiTokens.empty" />
      </p>
    );
  return (
    <div className="table-scroll">
      <table className="data-table api-tokens">
        <TableHead columns={['Name', 'Created', 'LastUsed', 'Actions'].map((column) => `apiTokens.column${column}`)} />
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <td>
                <bdi>{token.name}</bdi>
              </td>
              <DateCell value={token.createdAt} time />
              {token.lastUsedAt ? (
                <DateCell value={token.lastUsedAt} time />
              ) : (
                <td>
                  <FormattedMessage id="apiTokens.never" />
                </td>
              )}
              <td>
                <button
                  type="button"
                  className="button-quiet button-small"
                  disabled={revoking === token.id}
                  aria-busy={revoking === token.id}
                  aria-label={intl.formatMessage({ id: 'apiTokens.revokeLabel' }, { name: token.name })}
                  onClick={() => onRevoke(token)}
                >
                  <FormattedMessage id={revoking === token.id ? 'apiTokens.revoking' : 'apiTokens.revoke'} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
