/**
 * The member a page is for, as the server verified them, and the paths between the member pages.
 */
import { redirect, useRouteLoaderData, type RouterContextProvider } from 'react-router';
import type { Locale } from '#shared/locales';
import { homePath, memberPath } from '#shared/paths';
import { sameOriginPath } from './return-url';
import type { SessionData, SessionEnd, SessionViewer } from '#shared/page-context';
import { renderContext, sessionContext } from './request-context';

const VISITOR: SessionData = { viewer: null, sessionEnded: null, firebase: { apiKey: '', authDomain: '', projectId: '', emulatorUrl: null } };

/** The session as the root loader handed it over with the page. */
export function useSession(): SessionData {
  return useRouteLoaderData<{ session?: SessionData }>('root')?.session ?? VISITOR;
}

let changed = false;
/** The page shows a member, whose session may end while they read (expired, revoked, disabled). */
let memberShown = false;

/** After signing in or out: the root reloads the session at the next navigation. */
export function markSessionChanged(): void {
  changed = true;
}

/**
 * Asked (several times per navigation) whether the root must reload the session: after signing in
 * or out, and at every navigation of a member, so that a session that ended meanwhile takes the
 * name out of the header and says so at once rather than at the next full load.
 */
export function sessionChangePending(): boolean {
  return changed || memberShown;
}

/** The root has the new session. */
export function sessionReloaded(session: SessionData): void {
  changed = false;
  memberShown = session.viewer !== null;
}

/** Where to go after signing in: a path of this site only (never another host), else home. */
export function safeReturnUrl(value: string | null | undefined, locale: Locale, origin: string): string {
  return sameOriginPath(value, origin) ?? homePath(locale);
}

/** The query parameter that tells the sign-in page why a member arrives signed out. */
export const SESSION_END_PARAM = 'ended';

export function loginPath(locale: Locale, returnUrl?: string, ended?: SessionEnd | null): string {
  const query = new URLSearchParams({ ...(returnUrl ? { returnUrl } : {}), ...(ended ? { [SESSION_END_PARAM]: ended } : {}) }).toString();
  return `${memberPath(locale, '/login')}${query ? `?${query}` : ''}`;
}

/** Server loaders of sign-in pages: where to go afterwards; a member who is signed in goes there at once. */
export function returnUrlOrRedirect(context: Readonly<RouterContextProvider>, request: Request): { returnUrl: string } {
  const { locale, origin } = context.get(renderContext);
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'), locale, origin);
  if (context.get(sessionContext).viewer) throw redirect(returnUrl);
  return { returnUrl };
}

/** Server loaders of protected pages: the member, or a redirect to sign-in that comes back here. */
export function requireMember(context: Readonly<RouterContextProvider>, request: Request): SessionViewer {
  const { viewer, sessionEnded } = context.get(sessionContext);
  if (viewer) return viewer;
  const { pathname, locale } = context.get(renderContext);
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  throw redirect(loginPath(locale, `${pathname}${search ? `?${search}` : ''}`, sessionEnded));
}
