import { useEffect, useState } from 'react';
import { useSession } from './session';

/**
 * The Firebase SDK (lib/account.ts), loaded once a page that signs in has come alive rather than
 * before: the form shows at once, and is ready to send when the SDK is.
 */
export const firebaseAccount = () => import('./account');

/**
 * Member forms wait until Firebase has said whether someone is signed in in this browser, so they
 * never act on a wrong state. A Firebase sign-in the server no longer honours is forgotten.
 */
export function useAuthReady(): boolean {
  const session = useSession();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    firebaseAccount()
      .then(async ({ authReady, forgetSignIn }) => {
        const user = await authReady(session.firebase);
        if (user && !session.viewer) await forgetSignIn(session.firebase);
      })
      .catch(() => {})
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [session]);
  return ready;
}
