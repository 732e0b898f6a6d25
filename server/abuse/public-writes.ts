/**
 * What writes must pass before they are stored: a comment a solved proof-of-work challenge and
 * the sender's hourly allowance; a member's new drafts and donations their hourly allowances, so
 * one account cannot fill the database or the provider with thousands in seconds.
 */
import type { Database } from '../db/prisma';
import type { ProofOfWork } from './proof-of-work';
import { hourlyAllowance } from './rate-limits';

export interface PublicWriteChecks {
  proofOfWork: ProofOfWork;
  /** True while the address may still comment this hour; every attempt counts. */
  commentAllowed(address: string | null): Promise<boolean>;
  /** True while the member may still start a draft this hour (a new article, a rewrite, a personal entry). */
  draftAllowed(uid: string): Promise<boolean>;
  /** True while the member may still start a donation this hour. */
  donationAllowed(uid: string): Promise<boolean>;
}

export interface Allowances {
  commentsPerHour: number;
  draftsPerHour?: number;
  donationsPerHour?: number;
}

export function createPublicWriteChecks({
  db,
  proofOfWork,
  commentsPerHour,
  draftsPerHour = 30,
  donationsPerHour = 10,
}: { db: Database; proofOfWork: ProofOfWork } & Allowances): PublicWriteChecks {
  return {
    proofOfWork,
    commentAllowed: hourlyAllowance(db, { name: 'comment', perHour: commentsPerHour }),
    draftAllowed: hourlyAllowance(db, { name: 'draft', perHour: draftsPerHour }),
    donationAllowed: hourlyAllowance(db, { name: 'donation', perHour: donationsPerHour }),
  };
}
