/**
 * Members' rows in PostgreSQL, kept in step with their Firebase accounts.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Database } from '../db/prisma';
import type { User } from '../generated/prisma/client';

/**
 * The member behind a verified token. E-mail accounts get their row at registration (through
 * Daypedia's own registration, which demands the anti-bot check), so an e-mail account without
 * one is refused (null); the first social sign-in creates the row with the provider's name and
 * picture.
 */
export async function memberForToken(db: Database, token: DecodedIdToken, { host }: { host: string }): Promise<User | null> {
  const provider = token.firebase.sign_in_provider;
  if (provider === 'password' || !token.email) return db.user.findUnique({ where: { uid: token.uid } });
  return db.user.upsert({
    where: { uid: token.uid },
    update: {},
    create: {
      uid: token.uid,
      email: token.email,
      displayName: (token.name as string | undefined)?.trim() || token.email.split('@')[0] || 'Member',
      photoURL: token.picture ?? null,
      providerId: provider,
      host,
    },
  });
}

/** A login: lastLogin now, and the e-mail address Firebase holds (it changes after verification). */
export async function recordLogin(db: Database, uid: string, email?: string): Promise<User> {
  return db.user.update({ where: { uid }, data: { lastLogin: new Date(), ...(email ? { email } : {}) } });
}
