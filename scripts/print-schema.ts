/** Prints the GraphQL schema as SDL to schema/schema.graphql, the source of the client's codegen. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../server/schema/index';

mkdirSync('schema', { recursive: true });
writeFileSync('schema/schema.graphql', `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log('Wrote schema/schema.graphql');
