/** What the in-process GraphQL test files share: members made as registration makes them, and operations that must not fail. */
import { expect } from 'vitest';
import type { Database } from '../../server/db/prisma';
import type { User } from '../../server/generated/prisma/client';
import { execute } from '../../server/testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Data = Record<string, any>;

export const addMember = (db: Database, uid: string, role: User['role'] = 'MEMBER') =>
  db.user.create({ data: { uid, email: `${uid}@example.com`, displayName: uid.toUpperCase(), providerId: 'password', host: 'Daypedia', role } });

/** Runs an operation that must not fail as a whole, and answers its data. */
export async function okData(db: Database, source: string, variables: Record<string, unknown>, user: User | null): Promise<Data> {
  const result = await execute(db, source, variables, { user });
  expect(result.errors).toBeUndefined();
  return result.data as Data;
}

export const refusedAsUnauthorised = (result: { errors?: readonly { message: string }[] }) => expect(result.errors?.[0]?.message).toMatch(/Not authorized/);
