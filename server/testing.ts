/** Helpers for tests that run GraphQL operations in-process against a real database. */
import os from 'node:os';
import path from 'node:path';
import { graphql } from 'graphql';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from './db/prisma';
import type { User } from './generated/prisma/client';
import { createContext } from './graphql';
import { createHolidayCalendar } from './holidays/calendar';
import { localImageStorage, type ImageStorage } from './images/storage';
import { schema } from './schema/index';

const holidays = createHolidayCalendar();
export const testImages = localImageStorage(path.join(os.tmpdir(), 'daypedia-test-images'));

/** Runs an operation as a visitor, or as the given member (with Firebase where it changes accounts). */
export async function execute(db: Database, source: string, variableValues?: Record<string, unknown>, as: { user?: User | null; auth?: Auth; images?: ImageStorage } = {}) {
  return graphql({ schema, source, variableValues, contextValue: createContext({ db, holidays, auth: as.auth, images: as.images ?? testImages }, as.user ?? null) });
}
