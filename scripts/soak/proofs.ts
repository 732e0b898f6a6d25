/**
 * Proofs of work for the soak's comments, solved before the traffic starts. A browser solves its
 * comment form's challenge on the reader's own machine; the soak's clients run on the site's, and
 * solving there (some 90 ms of processor time each, a few a second) would take a processor from
 * the site that no real commenter takes. Challenges are fetched as the comment form fetches them
 * and solved as it solves them; a proof older than its challenge's lifetime allows is not used,
 * and when the supply runs out the clients solve their own again.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SiteClient } from './client.ts';

/** Less than the site's challenge lifetime (10 minutes). */
const PROOF_USABLE_MS = 9 * 60 * 1000;
/** Challenges solved at once while the supply is made. */
const SOLVING_AT_ONCE = 4;

/** A challenge of GET /auth/challenge solved as the comment form does in the browser: the `proof` of a comment. */
export async function solvedProof(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution ? Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') : null;
}

/** A challenge fetched by `client` and solved: what the comment form does before it posts. */
export async function proofOfWork(client: SiteClient): Promise<string | null> {
  const challenge = (await client.challenge()) as Challenge | null;
  return challenge ? solvedProof(challenge) : null;
}

export class ProofSupply {
  private readonly proofs: { proof: string; solvedAt: number }[] = [];

  /** `count` proofs, each from a challenge `client` fetched. */
  static async solve(client: SiteClient, count: number): Promise<ProofSupply> {
    const supply = new ProofSupply();
    let left = count;
    await Promise.all(
      Array.from({ length: SOLVING_AT_ONCE }, async () => {
        while (left-- > 0) {
          const proof = await proofOfWork(client);
          if (proof) supply.proofs.push({ proof, solvedAt: Date.now() });
        }
      }),
    );
    return supply;
  }

  get size(): number {
    return this.proofs.length;
  }

  /** A proof still usable, or null when none is left. */
  take(): string | null {
    for (let next = this.proofs.shift(); next; next = this.proofs.shift()) if (Date.now() - next.solvedAt < PROOF_USABLE_MS) return next.proof;
    return null;
  }
}
