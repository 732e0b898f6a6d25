/**
 * What a public write (a comment) must pass before it is stored: a solved proof-of-work
 * challenge and the sender's hourly allowance.
 */
import type { Database } from '../db/prisma';
import type { ProofOfWork } from './proof-of-work';
import { perAddressAllowance } from './rate-limits';

export interface PublicWriteChecks {
  proofOfWork: ProofOfWork;
  /** True while the address may still comment this hour; every attempt counts. */
  commentAllowed(address: string | null): Promise<boolean>;
}

export function createPublicWriteChecks({ db, proofOfWork, commentsPerHour }: { db: Database; proofOfWork: ProofOfWork; commentsPerHour: number }): PublicWriteChecks {
  return { proofOfWork, commentAllowed: perAddressAllowance(db, { name: 'comment', perHour: commentsPerHour }) };
}
