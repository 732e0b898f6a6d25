/**
 * Text in GraphQL input may not hold control characters other than line breaks and tabs: no
 * name, slug or comment needs them, and PostgreSQL cannot store a NUL at all, so such input is
 * refused as bad input before any resolver runs, instead of failing in the database.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';

const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function hasForbidden(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (Array.isArray(value)) return value.some(hasForbidden);
  if (value && typeof value === 'object') return Object.values(value).some(hasForbidden);
  return false;
}

function documentHasForbidden(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (FORBIDDEN.test(node.value)) found = true;
    },
  });
  return found;
}

export function refuseControlCharacters(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          if (hasForbidden(request.variables) || documentHasForbidden(document)) {
            throw new GraphQLError('Text may not contain control characters.', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
