/** Solves the site's proof-of-work challenge as a browser does, for tests that register or comment. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { RequestHandler } from 'express';

export async function solveProofOfWork(challengeUrl: string): Promise<string> {
  const challenge = (await (await fetch(challengeUrl)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The same without HTTP: asks the challenge handler of a proof of work (server/abuse) for a
 * challenge in-process, as GET /auth/challenge would, and answers the solved payload.
 */
export async function solvedProof(proofOfWork: { challenge: RequestHandler }): Promise<string> {
  const challenge = await new Promise<Challenge>((resolve, reject) => {
    const res = { set: () => res, json: (body: Challenge) => resolve(body) };
    void proofOfWork.challenge({} as never, res as never, reject);
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
