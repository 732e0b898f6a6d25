import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/user';
import { errorMeta, LayoutError } from '../components/LayoutError';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useLocale } from '../i18n/use-locale';
import { localeOfPath, memberPath } from '#shared/paths';
import { requireMember, useSession } from '../lib/session';
import { canAdminister, canReview } from '#shared/roles';
import { loadParts, needWholeCatalogue } from '../i18n/page-messages';
import { SiteApollo } from '../lib/site-apollo';
import type { MessagesHandle } from '#shared/message-parts';

/** Forms and the member area show parts the browser loads later: the whole catalogue. */
export const handle: MessagesHandle = { messages: 'all' };

/** Only members enter; visitors are sent to sign in and come back here afterwards. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  return null;
}

/** Reached inside the site, the page is shown once the catalogue has come too (the address changes then). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadParts(localeOfPath(new URL(request.url).pathname), 'all')]);
  return data;
}

function Frame({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const intl = useIntl();
  const { viewer } = useSession();
  return (
    <div className="layout layout-user">
      <SiteHeader />
      <div className="member-area">
        <nav className="member-nav" aria-label={intl.formatMessage({ id: 'account.areaNav' })}>
          <NavLink to={memberPath(locale, '/user/edit-profile')}>
            <FormattedMessage id="account.editProfile" />
          </NavLink>
          <NavLink to={memberPath(locale, '/user/my-articles')}>
            <FormattedMessage id="account.myArticles" />
          </NavLink>
          <NavLink to={memberPath(locale, '/user/api-tokens')}>
            <FormattedMessage id="account.apiTokens" />
          </NavLink>
          {viewer ? (
            <NavLink to={memberPath(locale, `/author-articles/${viewer.uid}`)}>
              <FormattedMessage id="account.myProfile" />
            </NavLink>
          ) : null}
          {canReview(viewer) ? (
            <NavLink to={memberPath(locale, '/review')}>
              <FormattedMessage id="account.review" />
            </NavLink>
          ) : null}
          {canAdminister(viewer) ? (
            <NavLink to={memberPath(locale, '/admin')}>
              <FormattedMessage id="account.admin" />
            </NavLink>
          ) : null}
        </nav>
        {children}
      </div>
      <SiteFooter />
    </div>
  );
}

/** The member area: their profile, their articles and, for admins, the administration. */
export default function UserLayout() {
  // Parts of these pages are loaded later in the browser: it needs every message at once.
  needWholeCatalogue();
  return (
    <SiteApollo>
      <Frame>
        <Outlet />
      </Frame>
    </SiteApollo>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LayoutError error={error} frame={(page) => <Frame>{page}</Frame>} />;
}

export const meta = ({ error }: Route.MetaArgs) => errorMeta(error);
