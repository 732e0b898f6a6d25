/**
 * A self-hosted proof-of-work challenge (ALTCHA) for public writes such as registration and
 * comments: the browser spends about a second of computing before it may post, which costs a
 * person nothing and a bot a lot. Each solved challenge is accepted once.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { RequestHandler } from 'express';
import type { Database } from '../db/prisma';
import { counted, sharedCounter } from './rate-limits';

const PROOF_OF_WORK_ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export interface ProofOfWork {
  /** GET handler answering a fresh challenge. */
  challenge: RequestHandler;
  /** True when the payload solves a challenge issued here that was not used before. */
  verify(payload: unknown): Promise<boolean>;
}

export interface ProofOfWorkOptions {
  /** Where used solutions are remembered, so one is accepted once by every instance. */
  db: Database;
  /** Signs challenges; instances behind one load balancer must share it. */
  secret?: string;
  /** PBKDF2 iterations per attempt and the range of attempts a solution needs. */
  cost?: number;
  attempts?: [number, number];
}

export function createProofOfWork({ db, secret = randomBytes(32).toString('hex'), cost = 200, attempts = [200, 1200] }: ProofOfWorkOptions): ProofOfWork {
  // A challenge is signed with its expiry, so its solution need only be remembered that long.
  const uses = sharedCounter(db, { name: 'proof', points: 1, windowS: CHALLENGE_LIFETIME_MS / 1000 });
  return {
    challenge: (_req, res, next) => {
      createChallenge({
        algorithm: PROOF_OF_WORK_ALGORITHM,
        cost,
        counter: randomInt(attempts[0], attempts[1]),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      })
        .then((challenge: Challenge) => res.set('Cache-Control', 'no-store').json(challenge))
        .catch(next);
    },
    async verify(payload) {
      const solved = decode(payload);
      if (!solved) return false;
      const result = await verifySolution({
        challenge: solved.challenge,
        solution: solved.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      }).catch(() => null);
      if (!result?.verified) return false;
      return counted(uses, solved.challenge.signature ?? '');
    },
  };
}

/** The payload arrives as base64 JSON, as the browser sends it with a form. */
function decode(payload: unknown): Payload | null {
  if (typeof payload !== 'string' || payload.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    return value?.challenge && value.solution ? value : null;
  } catch {
    return null;
  }
}
