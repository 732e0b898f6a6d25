/** Helpers for tests that run GraphQL operations in-process against a real database. */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { graphql, print, type ExecutionResult } from 'graphql';
import type { Auth } from 'firebase-admin/auth';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Database } from './db/prisma';
import type { User } from './generated/prisma/client';
import { createContext } from './graphql/handler';
import { createHolidayCalendar, type HolidayCalendar } from './holidays/calendar';
import { localFileStorage, type FileStorage } from './storage/file-storage';
import { schema } from './schema/index';
import { createProofOfWork } from './abuse/proof-of-work';
import { createPublicWriteChecks, type PublicWriteChecks } from './abuse/public-writes';
import { testPaymentProvider } from './donations/test-provider';
import type { PaymentProvider } from './donations/providers';
import type { ExportJobs } from './exports/export-jobs';

const holidays = createHolidayCalendar();
export const testImages = localFileStorage(path.join(os.tmpdir(), 'daypedia-test-images'));
/** Cheap challenges, so tests solve them quickly; the checks themselves are the real ones. */
const TEST_PROOF_OF_WORK = { secret: randomBytes(32).toString('hex'), cost: 1, attempts: [1, 20] as [number, number] };
const testChecks = new WeakMap<Database, PublicWriteChecks>();
/** The checks of public writes on a test database, with cheap challenges and a generous allowance. */
export function testAbuse(db: Database): PublicWriteChecks {
  let checks = testChecks.get(db);
  if (!checks) {
    checks = createPublicWriteChecks({
      db,
      proofOfWork: createProofOfWork({ db, ...TEST_PROOF_OF_WORK }),
      commentsPerHour: 1000,
      draftsPerHour: 1000,
      donationsPerHour: 1000,
    });
    testChecks.set(db, checks);
  }
  return checks;
}
export const testPayments = testPaymentProvider();

export interface As {
  user?: User | null;
  auth?: Auth;
  images?: FileStorage;
  abuse?: PublicWriteChecks;
  payments?: PaymentProvider;
  /** A calendar of the test's own, for years no other test has computed. */
  holidays?: HolidayCalendar;
  /** The sender's IP address. */
  address?: string;
  /** Where filtered exports are written; without it startExport is refused. */
  exports?: ExportJobs;
}

/** An operation's variables and its sender; the variables may be left out when none is required. */
export type VariablesAndSender<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables, as?: As] : [variables: TVariables, as?: As];

/**
 * Runs an operation as a visitor, or as the given member (with Firebase where it changes accounts).
 * A typed document answers data of its operation's type; it runs as the text it prints to.
 */
export function execute<TData, TVariables>(
  db: Database,
  document: TypedDocumentNode<TData, TVariables>,
  ...variablesAndSender: VariablesAndSender<TVariables>
): Promise<ExecutionResult<TData>>;
export function execute(db: Database, source: string, variableValues?: Record<string, unknown>, as?: As): Promise<ExecutionResult>;
export async function execute(
  db: Database,
  source: string | TypedDocumentNode,
  variableValues?: Record<string, unknown>,
  as: As = {},
): Promise<ExecutionResult> {
  const deps = {
    db,
    holidays: as.holidays ?? holidays,
    auth: as.auth,
    images: as.images ?? testImages,
    abuse: as.abuse ?? testAbuse(db),
    payments: as.payments ?? testPayments,
    exports: as.exports,
  };
  const text = typeof source === 'string' ? source : print(source);
  return graphql({ schema, source: text, variableValues, contextValue: createContext(deps, as.user ?? null, as.address ?? '127.0.0.1') });
}
