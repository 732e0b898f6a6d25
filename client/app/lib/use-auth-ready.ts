import { useEffect, useState } from 'react';
import { authReady, forgetSignIn } from './account';
import { useSession } from './session';

/**
 * Member forms wait until Firebase has said whether someone is signed in in this browser, so they
 * never act on a wrong state. A Firebase sign-in the server no longer honours is forgotten.
 */
export function useAuthReady(): boolean {
  const session = useSession();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    authReady(session.firebase)
      .then(async (user) => {
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
