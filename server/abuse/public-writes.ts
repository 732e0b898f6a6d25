/**
 * What writes must pass before they are stored: a comment a solved proof-of-work challenge and
 * the sender's hourly allowance; a member's new drafts, saves of drafts (and of personal entries
 * sent again), profile changes, recorded sign-ins and donations their hourly allowances, so one account cannot fill the database or the provider
 * with thousands in seconds, nor keep the article text worker busy for everyone else.
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
  /** True while the member may still save (or submit, or send a personal entry again) a draft this hour; every attempt counts. */
  draftSaveAllowed(uid: string): Promise<boolean>;
  /** True while the member may still change their profile this hour. */
  profileChangeAllowed(uid: string): Promise<boolean>;
  /** True while a sign-in of the member is still recorded this hour (each asks Firebase for their address). */
  loginAllowed(uid: string): Promise<boolean>;
  /** True while the member may still start a donation this hour. */
  donationAllowed(uid: string): Promise<boolean>;
}

/**
 * The editor saves a draft 1.5 s after the member stops typing, and never sooner after the last
 * save: an hour of writing without a pause is 2,400 saves. This leaves room for a second tab and
 * the saves before uploads, while an account alone cannot keep the text worker busy for long.
 */
const DRAFT_SAVES_PER_HOUR = 3_000;
/** A member corrects their profile a few times in a row at most. */
const PROFILE_CHANGES_PER_HOUR = 30;
/** Each sign-in records one, and each asks Firebase for the member's address: a browser signs in a few times a day. */
const LOGINS_PER_HOUR = 60;

export interface Allowances {
  commentsPerHour: number;
  draftsPerHour?: number;
  draftSavesPerHour?: number;
  profileChangesPerHour?: number;
  loginsPerHour?: number;
  donationsPerHour?: number;
}

export function createPublicWriteChecks({
  db,
  proofOfWork,
  commentsPerHour,
  draftsPerHour = 30,
  draftSavesPerHour = DRAFT_SAVES_PER_HOUR,
  profileChangesPerHour = PROFILE_CHANGES_PER_HOUR,
  loginsPerHour = LOGINS_PER_HOUR,
  donationsPerHour = 10,
}: { db: Database; proofOfWork: ProofOfWork } & Allowances): PublicWriteChecks {
  return {
    proofOfWork,
    commentAllowed: hourlyAllowance(db, { name: 'comment', perHour: commentsPerHour }),
    draftAllowed: hourlyAllowance(db, { name: 'draft', perHour: draftsPerHour }),
    draftSaveAllowed: hourlyAllowance(db, { name: 'draft-save', perHour: draftSavesPerHour }),
    profileChangeAllowed: hourlyAllowance(db, { name: 'profile', perHour: profileChangesPerHour }),
    loginAllowed: hourlyAllowance(db, { name: 'login', perHour: loginsPerHour }),
    donationAllowed: hourlyAllowance(db, { name: 'donation', perHour: donationsPerHour }),
  };
}
