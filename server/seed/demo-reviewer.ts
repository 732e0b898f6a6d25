/**
 * A reviewer account for trying the whole review flow on a fresh machine. Only ever made in the
 * Auth emulator (never in a real Firebase project), with a password the README prints.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Database } from '../db/prisma';

export const DEMO_REVIEWER = { email: 'reviewer@daypedia.test', password: 'daypedia-review', displayName: 'Demo Reviewer' };

export async function ensureDemoReviewer(auth: Auth, db: Database, host: string): Promise<void> {
  const account =
    (await auth.getUserByEmail(DEMO_REVIEWER.email).catch(() => null)) ??
    (await auth.createUser({ email: DEMO_REVIEWER.email, password: DEMO_REVIEWER.password, displayName: DEMO_REVIEWER.displayName, emailVerified: true }));
  // The emulator may have forgotten the account the database remembers: the row follows the new id.
  await db.user.upsert({
    where: { email: DEMO_REVIEWER.email },
    create: { uid: account.uid, email: DEMO_REVIEWER.email, displayName: DEMO_REVIEWER.displayName, providerId: 'password', host, role: 'REVIEWER' },
    update: { uid: account.uid },
  });
}
