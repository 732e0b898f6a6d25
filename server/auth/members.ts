/**
 * Members' rows in PostgreSQL, kept in step with their Firebase accounts.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Database } from '../db/prisma';
import type { User } from '../generated/prisma/client';

/**
 * The member behind a verified token: created at registration (with the full name entered) or
 * at the first social sign-in (with the provider's name and picture).
 */
export async function memberForToken(db: Database, token: DecodedIdToken, { displayName, host }: { displayName?: string; host: string }): Promise<User> {
  const existing = await db.user.findUnique({ where: { uid: token.uid } });
  if (existing) return existing;
  const provider = token.firebase.sign_in_provider;
  return db.user.create({
    data: {
      uid: token.uid,
      email: token.email ?? `${token.uid}@users.invalid`,
      displayName: displayName?.trim() || (token.name as string | undefined) || (token.email ?? '').split('@')[0] || 'Member',
      photoURL: provider === 'password' ? null : ((token.picture as string | undefined) ?? null),
      providerId: provider,
      host,
    },
  });
}

export async function recordLogin(db: Database, uid: string): Promise<User> {
  return db.user.update({ where: { uid }, data: { lastLogin: new Date() } });
}
