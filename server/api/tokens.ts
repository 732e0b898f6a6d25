/**
 * Members' personal API tokens. A token is 32 random bytes (256 bits), written as `dp_` and
 * base64url; the database keeps only its SHA-256 hash, so a copy of the database lets no one use
 * a token. A slow password hash (bcrypt, scrypt) would add nothing: it exists to make guessing a
 * low-entropy password from its hash expensive, and 256 random bits cannot be guessed at any
 * speed. It would cost every API request some 100 ms of processor time, and a salted hash cannot
 * be looked up by index, while SHA-256 finds the token in one indexed read.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKENS_PER_MEMBER } from '#shared/api-token-rules';
import { NAME_CONTROL_CHARACTERS } from '#shared/account-rules';
import type { Database } from '../db/prisma';
import type { ApiToken, User } from '../generated/prisma/client';
import { fieldErrors, type FieldErrorShape } from '../graphql/field-errors';

/** What every token starts with: tells it apart from a Firebase ID token (a JWT) in the same header. */
const API_TOKEN_PREFIX = 'dp_';
/** `lastUsedAt` is written at most this often per token, so a busy token does not write on every request. */
const LAST_USED_PRECISION_MS = 60_000;

/** The token's hash as stored: SHA-256, hex. */
function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True for a bearer credential that claims to be one of these tokens (not a Firebase ID token). */
export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

/** The token a request with a personal API token acts through: its member reads as themself. */
export interface ApiTokenUse {
  id: string;
  name: string;
}

/** Why a request's token acts for no one. */
export type ApiTokenRefusal = 'unknown' | 'member-disabled';

/**
 * The member a token acts for, or why it does not: unknown (never made, or revoked) or its
 * member disabled. Notes the use, to the minute.
 */
export async function memberOfApiToken(db: Database, token: string): Promise<{ user: User; token: ApiTokenUse } | { refused: ApiTokenRefusal }> {
  const found = await db.apiToken.findUnique({ where: { hash: hashApiToken(token) }, include: { user: true } });
  if (!found) return { refused: 'unknown' };
  if (found.user.disabled) return { refused: 'member-disabled' };
  const now = Date.now();
  if (!found.lastUsedAt || now - found.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
    await db.apiToken.updateMany({
      where: { id: found.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - LAST_USED_PRECISION_MS) } }] },
      data: { lastUsedAt: new Date(now) },
    });
  return { user: found.user, token: { id: found.id, name: found.name } };
}

/** A member's tokens, newest first. */
export function apiTokensOf(db: Database, uid: string): Promise<ApiToken[]> {
  return db.apiToken.findMany({ where: { userId: uid }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
}

const nameRule = z
  .string()
  .trim()
  .min(1, 'NAME_REQUIRED')
  .max(API_TOKEN_NAME_MAX_LENGTH, 'NAME_TOO_LONG')
  .refine((name) => !NAME_CONTROL_CHARACTERS.test(name), 'NAME_INVALID_CHARACTERS');

export type CreateApiTokenResult = { token: ApiToken; secret: string; errors: [] } | { token: null; secret: null; errors: FieldErrorShape[] };

/**
 * Makes a token for the member; answers it with the token itself, which is never shown again.
 * A member holds at most API_TOKENS_PER_MEMBER: the count and the insert run under a lock on the
 * member's row, so two requests at once cannot both take the last place.
 */
export async function createApiToken(db: Database, uid: string, name: string): Promise<CreateApiTokenResult> {
  const parsed = nameRule.safeParse(name);
  if (!parsed.success) return { token: null, secret: null, errors: fieldErrors(parsed.error.issues.map((issue) => ({ ...issue, path: ['name'] }))) };
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "uid" = ${uid} FOR UPDATE`;
    if ((await tx.apiToken.count({ where: { userId: uid } })) >= API_TOKENS_PER_MEMBER)
      return { token: null, secret: null, errors: [{ field: null, code: 'TOO_MANY_API_TOKENS' as const }] };
    const token = await tx.apiToken.create({ data: { userId: uid, name: parsed.data, hash: hashApiToken(secret) } });
    return { token, secret, errors: [] as [] };
  });
}

/** Revokes one of the member's tokens: it is deleted, and a request with it is refused from now on. Null when the member has no such token. */
export async function revokeApiToken(db: Database, uid: string, id: string): Promise<ApiToken | null> {
  const token = await db.apiToken.findFirst({ where: { id, userId: uid } });
  if (!token) return null;
  await db.apiToken.deleteMany({ where: { id, userId: uid } });
  return token;
}
