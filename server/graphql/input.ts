/**
 * Text in GraphQL input may not hold control characters other than line breaks and tabs: no
 * name, slug or comment needs them, and PostgreSQL cannot store a NUL at all, so such input is
 * refused as bad input before any resolver runs, instead of failing in the database. Over HTTP
 * this is an Apollo Server plugin; the WebSocket makes the same check (api/socket-operations.ts).
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

/** The refusal of a document or variables holding control characters; null when they hold none. */
export function controlCharacterRefusal(document: DocumentNode, variables: unknown): GraphQLError | null {
  if (!hasForbidden(variables) && !documentHasForbidden(document)) return null;
  return new GraphQLError('Text may not contain control characters.', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

export function refuseControlCharacters(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const refusal = controlCharacterRefusal(document, request.variables);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
