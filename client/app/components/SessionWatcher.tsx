import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SESSION_END_PARAM, useSession } from '../lib/session';
import { notify } from '../lib/toast';

/**
 * When the server found the member's session ended (expired, revoked, account disabled), it
 * rendered the page for a visitor and cleared the cookie; this says so and signs the browser out
 * of Firebase as well.
 */
export function SessionWatcher() {
  const intl = useIntl();
  const session = useSession();
  const [search] = useSearchParams();
  // A protected page sends an ended session to sign in and names the reason.
  const arrived = search.get(SESSION_END_PARAM);
  const sessionEnded = session.sessionEnded ?? (arrived === 'disabled' || arrived === 'ended' ? arrived : null);
  // Worded while rendering: the server then hands the message to the browser with the page, and
  // after a client navigation the page waits for the part of the catalogue that holds it.
  const title = sessionEnded ? intl.formatMessage({ id: sessionEnded === 'disabled' ? 'auth.message.accountDisabled' : 'auth.message.sessionEnded' }) : null;
  useEffect(() => {
    if (!title) return;
    // The member was signed out without asking: told over an overlay, the notice waits to be read.
    notify({ status: 'warning', title, mode: 'once', key: 'session-ended', position: 'center', overlay: true });
    void import('../lib/account').then(({ forgetSignIn }) => forgetSignIn(session.firebase)).catch(() => {});
  }, [session, title]);
  return null;
}
