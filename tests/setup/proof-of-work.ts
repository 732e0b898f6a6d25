/** Solves the site's proof-of-work challenge as a browser does, for tests that register. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function solveProofOfWork(challengeUrl: string): Promise<string> {
  const challenge = (await (await fetch(challengeUrl)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
