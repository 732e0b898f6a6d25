/**
 * GraphQL requests that come with a personal API token (`Authorization: Bearer dp_…`): they act
 * as the token's member, for reading only: queries, and the mutations that only read (an export
 * writes a file of what anyone may read, and changes nothing of the site's content or of the
 * member's). A token that acts for no one is refused with 401 before anything runs, so a script
 * learns at once that its token is wrong, instead of reading as a visitor from a smaller budget.
 */
import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Context } from '../graphql/context';
import type { Database } from '../db/prisma';
import type { User } from '../generated/prisma/client';
import { isApiToken, memberOfApiToken, type ApiTokenRefusal, type ApiTokenUse } from './tokens';
import { rootFields } from './document-limits';

/** Mutations that read: a token may run them. */
const READING_MUTATIONS: ReadonlySet<string> = new Set(['startExport', '__typename']);

const REFUSALS: Record<ApiTokenRefusal, string> = {
  unknown: 'This API token is unknown or was revoked. Make a new one on your API tokens page.',
  'member-disabled': 'The account this API token belongs to is disabled.',
};

/** The personal API token a request carries, if its bearer credential is one (not a Firebase ID token). */
export function apiTokenOf(req: IncomingMessage): string | null {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return bearer && isApiToken(bearer) ? bearer : null;
}

/** A credential the API cannot act on: UNAUTHENTICATED, answered 401 with the header that says why. */
function unauthenticated(message: string, error: 'invalid_request' | 'invalid_token'): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: new Map([['www-authenticate', `Bearer error="${error}"`]]) },
    },
  });
}

/** The member and token of a request's API token; a token that acts for no one is an UNAUTHENTICATED error answered 401. */
export async function apiTokenMember(db: Database, token: string): Promise<{ user: User; token: ApiTokenUse }> {
  const found = await memberOfApiToken(db, token);
  if ('user' in found) return found;
  throw unauthenticated(REFUSALS[found.refused], 'invalid_token');
}

/**
 * An Authorization header is a claim to be someone: one the API cannot read ("token …", "Basic …")
 * or a Bearer token that names no member (an expired or wrong ID token) is refused with 401, as an
 * unknown API token is, instead of reading on as a visitor from a visitor's budget.
 */
export function refuseUnusedAuthorization(req: IncomingMessage, signedIn: boolean): void {
  const authorization = req.headers.authorization;
  if (authorization === undefined || signedIn) return;
  if (!/^Bearer \S+$/.test(authorization))
    throw unauthenticated('The Authorization header must be "Bearer " and a personal API token (dp_…) or a Firebase ID token.', 'invalid_request');
  throw unauthenticated('This Bearer token is neither a personal API token nor a valid Firebase ID token of a member.', 'invalid_token');
}

/** True for an operation that only reads: a query, or a mutation of reading mutations alone. */
function onlyReads(document: DocumentNode, operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation === OperationTypeNode.QUERY) return true;
  if (operation?.operation !== OperationTypeNode.MUTATION) return false;
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return rootFields(operation, (name) => fragments.get(name)).every((field) => READING_MUTATIONS.has(field.name.value));
}

/** A request with an API token reads only (queries, exports): changes are made by the member, signed in on the site. */
export function tokensRead(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!contextValue.apiToken || onlyReads(document, operation)) return;
          throw new GraphQLError('A personal API token reads only (queries, and startExport): sign in on the site to change anything.', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        },
      };
    },
  };
}
