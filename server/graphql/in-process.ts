/**
 * How the pages the server renders query the schema: graphql-js's `execute` in this process, with
 * no HTTP, no Apollo and no validation (the app's documents are checked against the schema when
 * they are written). Each operation gets a GraphQL context of its own, as an operation over HTTP
 * does, so nothing one remembers is seen by the next (a loader after a form's change reads the
 * change).
 */
import { execute } from 'graphql';
import type { SchemaExecutor } from '#shared/page-context';
import { schema } from '../schema/index';
import type { Context } from './context';
import { unavailableErrors } from './unavailable';

export function inProcessExecutor(contextOf: () => Context): SchemaExecutor {
  return async (document, variables) => unavailableErrors(await execute({ schema, document, variableValues: variables, contextValue: contextOf() }));
}
