import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/admin';
import { DateCell, TableHead } from '../components/DataTable';
import { AdminDonationsQuery, DonationsTable } from '../admin/DonationsTable';
import { graphql } from '../graphql';
import type { AdminRouteQuery } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import { browserApollo, queryData } from '../lib/apollo';
import { useSetMemberDisabled } from '../admin/use-set-member-disabled';
import { memberPageMeta } from '../lib/member-page';
import { notFound } from '../lib/not-found';
import { memberPath } from '#shared/paths';
import { serverApollo } from '../lib/server-apollo';
import { requireMember } from '../lib/session';
import { notify } from '../lib/toast';
import { canAdminister } from '#shared/roles';
import { refusalMessage } from '../lib/refusals';

const MembersQuery = graphql(`
  query AdminRoute($after: String) {
    members(first: 50, after: $after) {
      edges {
        node {
          uid
          displayName
          email
          role
          createdAt
          lastLogin
          disabled
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type Member = AdminRouteQuery['members']['edges'][number]['node'];

/** Admins only; for everyone else the page does not exist. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  if (!canAdminister(viewer)) notFound(request);
  const client = serverApollo(context);
  const [{ members }] = await Promise.all([queryData(client, MembersQuery, { after: null }), queryData(client, AdminDonationsQuery, { after: null })]);
  return { members: members.edges.map((edge) => edge.node), next: members.pageInfo.hasNextPage ? members.pageInfo.endCursor : null, self: viewer.uid };
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [members, setMembers] = useState<Member[]>(loaderData.members);
  const [next, setNext] = useState(loaderData.next);
  const [busy, setBusy] = useState<string | null>(null);
  const { setMemberDisabled } = useSetMemberDisabled();

  const toggle = async (member: Member) => {
    setBusy(member.uid);
    const result = await setMemberDisabled(member.uid, !member.disabled);
    setBusy(null);
    if (!result) return;
    const changed = result.user;
    if (changed) {
      setMembers((list) => list.map((m) => (m.uid === member.uid ? { ...m, disabled: changed.disabled } : m)));
      const id = changed.disabled ? 'admin.memberDisabled' : 'admin.memberEnabled';
      notify({ status: 'success', title: intl.formatMessage({ id }, { name: member.displayName }) });
    } else {
      notify({ status: 'error', title: intl.formatMessage(refusalMessage(result.errors[0]?.code ?? 'USER_NOT_FOUND', 'admin')) });
    }
  };

  const more = async () => {
    const { members: page } = await queryData(browserApollo(), MembersQuery, { after: next });
    setMembers((list) => [...list, ...page.edges.map((edge) => edge.node)]);
    setNext(page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null);
  };

  return (
    <main id="main" className="page member-page">
      <h1>
        <FormattedMessage id="admin.title" />
      </h1>
      <h2>
        <FormattedMessage id="admin.members" />
      </h2>
      <div className="table-scroll">
        <table className="data-table">
          <TableHead columns={['admin.member', 'admin.email', 'admin.role', 'admin.joined', 'admin.lastLogin', 'admin.status', 'admin.actions']} />
          <tbody>
            {members.map((member) => (
              <tr key={member.uid}>
                <td>
                  <Link to={memberPath(locale, `/author-articles/${member.uid}`)}>{member.displayName}</Link>
                </td>
                <td>{member.email}</td>
                <td>
                  <FormattedMessage id={`role.${member.role}`} />
                </td>
                <DateCell value={member.createdAt} time />
                <DateCell value={member.lastLogin} time />
                <td>
                  <FormattedMessage id={member.disabled ? 'admin.disabled' : 'admin.active'} />
                </td>
                <td>
                  {member.uid === loaderData.self ? null : (
                    <button
                      type="button"
                      className="button-quiet"
                      disabled={busy === member.uid}
                      aria-label={intl.formatMessage({ id: member.disabled ? 'admin.enableLabel' : 'admin.disableLabel' }, { name: member.displayName })}
                      onClick={() => toggle(member)}
                    >
                      <FormattedMessage id={member.disabled ? 'admin.enable' : 'admin.disable'} />
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next ? (
        <button type="button" className="button-quiet" onClick={more}>
          <FormattedMessage id="admin.more" />
        </button>
      ) : null}
      <h2 id="donations">
        <FormattedMessage id="admin.donations" />
      </h2>
      <DonationsTable />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/admin', 'admin.title');
