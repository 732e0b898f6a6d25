/**
 * Solves the server's proof-of-work challenge in the browser (Web Crypto), before a public
 * write such as registration. Takes about a second; people hardly notice, bots pay for volume.
 * The solver (ALTCHA) is loaded with the first write, not with the page that holds the form.
 */
import type { Challenge } from 'altcha-lib';

export async function proveHuman(challengeUrl = '/auth/challenge'): Promise<string> {
  const response = await fetch(challengeUrl, { cache: 'no-store' });
  if (!response.ok) throw Object.assign(new Error('challenge unavailable'), { code: 'network-request-failed' });
  const challenge = (await response.json()) as Challenge;
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw Object.assign(new Error('challenge not solved'), { code: 'proof-of-work-failed' });
  return btoa(JSON.stringify({ challenge, solution }));
}
