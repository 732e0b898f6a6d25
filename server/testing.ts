/** Helpers for tests that run GraphQL operations in-process against a real database. */
import { graphql } from 'graphql';
import type { Database } from './db/prisma';
import { createContext } from './graphql';
import { createHolidayCalendar } from './holidays/calendar';
import { schema } from './schema/index';

const holidays = createHolidayCalendar();

export async function execute(db: Database, source: string, variableValues?: Record<string, unknown>) {
  return graphql({ schema, source, variableValues, contextValue: createContext({ db, holidays }) });
}
