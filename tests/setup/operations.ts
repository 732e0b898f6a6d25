/** What the in-process GraphQL test files share: operations that must not fail, run on a test's database. */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type { Database } from '../../server/db/prisma';
import type { User } from '../../server/generated/prisma/client';
import { execute, type As } from '../../server/testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>;

/** Who sends an operation: a visitor (null), a member, or a sender with more to say (address, checks …). */
export type Sender = User | null | As;
const senderOf = (sender: Sender): As => (sender === null || 'uid' in sender ? { user: sender } : sender);

/** Runs an operation that must not fail as a whole, and answers its data. */
export async function okData<TData, TVariables>(db: Database, document: TypedDocumentNode<TData, TVariables>, variables: TVariables, sender: Sender): Promise<TData>;
export async function okData(db: Database, source: string, variables: Record<string, unknown>, user: User | null): Promise<Data>;
export async function okData(db: Database, source: string | TypedDocumentNode, variables: Record<string, unknown>, sender: Sender): Promise<unknown> {
  const result = typeof source === 'string' ? await execute(db, source, variables, senderOf(sender)) : await execute(db, source, variables, senderOf(sender));
  expect(result.errors).toBeUndefined();
  return result.data;
}

/** okData on the database a test file opens before its tests run. */
export type Ok = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, sender?: Sender) => Promise<TData>;
export const okOn =
  (database: () => Database): Ok =>
  (document, variables, sender = null) =>
    okData(database(), document, variables, sender);

export const refusedAsUnauthorised = (result: { errors?: readonly { message: string }[] }) => expect(result.errors?.[0]?.message).toMatch(/Not authorized/);
