/**
 * Signed-in members on the server. After signing in with Firebase the browser trades its ID
 * token for a Firebase session cookie, so server rendering, redirects and GraphQL know the
 * member; API clients send `Authorization: Bearer <ID token>` instead. Both are verified with
 * revocation checked.
 */
import type { IncomingMessage } from 'node:http';
import type { Auth } from 'firebase-admin/auth';
import express, { type Router } from 'express';
import { z } from 'zod';
import { announceSessionEnd } from './session-ends';
import { readCookie } from '#shared/cookies';
import type { Database } from '../db/prisma';
import type { SessionEnd } from '#shared/page-context';
import type { User } from '../generated/prisma/client';
import { memberForToken } from './members';
import { logger } from '../observability/logger';

export const SESSION_COOKIE = '__session';
const REMEMBERED_MS = 14 * 24 * 60 * 60 * 1000;
const SINGLE_VISIT_MS = 24 * 60 * 60 * 1000;
/** Firebase creates session cookies only from a recent sign-in. */
const RECENT_SIGN_IN_S = 5 * 60;

/** How the session cookie is set and cleared: unreadable by scripts, sent on same-site navigation. */
export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
}

export interface SessionDeps {
  auth: Auth;
  db: Database;
  appName: string;
  secureCookies: boolean;
}

const signIn = z.object({
  idToken: z.string().min(1).max(8192),
  remember: z.boolean().default(false),
});

export function createSessionRoutes({ auth, db, appName, secureCookies }: SessionDeps): Router {
  const router = express.Router();

  router.post('/session', express.json({ limit: '16kb' }), async (req, res) => {
    const parsed = signIn.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ code: 'invalid-request' });
      return;
    }
    const { idToken, remember } = parsed.data;
    const token = await auth.verifyIdToken(idToken, true).catch(() => null);
    if (!token) {
      res.status(401).json({ code: 'invalid-token' });
      return;
    }
    if (Date.now() / 1000 - token.auth_time > RECENT_SIGN_IN_S) {
      res.status(401).json({ code: 'requires-recent-login' });
      return;
    }
    const member = await memberForToken(db, token, { host: appName });
    if (!member) {
      res.status(403).json({ code: 'user-not-found' });
      return;
    }
    if (member.disabled) {
      res.status(403).json({ code: 'user-disabled' });
      return;
    }
    const expiresIn = remember ? REMEMBERED_MS : SINGLE_VISIT_MS;
    const cookie = await auth.createSessionCookie(idToken, { expiresIn });
    res.cookie(SESSION_COOKIE, cookie, { ...sessionCookieOptions(secureCookies), ...(remember ? { maxAge: expiresIn } : {}) });
    res.json({ uid: member.uid });
  });

  // Clearing the cookie is not enough: a copy of it would stay valid for its 14 days. Logging out
  // revokes the member's sessions, so every copy ends (other devices sign in again).
  router.post('/logout', async (req, res) => {
    const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = cookie ? await auth.verifySessionCookie(cookie).catch(() => null) : null;
    if (session) await auth.revokeRefreshTokens(session.uid).catch((error: unknown) => logger.error({ err: error }, 'Revoking the sessions at logout failed'));
    // Pages of the member still open elsewhere lose their live connections too, on every instance.
    if (session) await announceSessionEnd(db, session.uid).catch((error: unknown) => logger.error({ err: error }, 'Announcing the end of a session failed'));
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies));
    res.json({ ok: true });
  });

  return router;
}

export interface Viewer {
  user: User | null;
  /** A session cookie came but no longer holds: expired or revoked, or the member was disabled. */
  sessionEnded: SessionEnd | null;
}

/** Who sent the request: a session cookie, or a Bearer ID token from an API client. */
export async function viewerOf(req: IncomingMessage, { auth, db }: Pick<SessionDeps, 'auth' | 'db'>): Promise<Viewer> {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (!bearer && !cookie) return { user: null, sessionEnded: null };
  let disabled = false;
  const token = await (bearer ? auth.verifyIdToken(bearer, true) : auth.verifySessionCookie(cookie!, true)).catch((error: { code?: string }) => {
    disabled = error.code === 'auth/user-disabled';
    return null;
  });
  const user = token ? await db.user.findUnique({ where: { uid: token.uid } }) : null;
  if (user && !user.disabled) return { user, sessionEnded: null };
  if (!cookie) return { user: null, sessionEnded: null };
  return { user: null, sessionEnded: disabled || user?.disabled ? 'disabled' : 'ended' };
}
