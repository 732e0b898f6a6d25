/**
 * What browsers and shared caches (a CDN) may keep of a GraphQL answer. Apollo's cache-control
 * plugin writes `Cache-Control` from the hints of the fields a query asked for; the hints are set
 * here, by one rule, rather than on each field:
 *
 * - a query for what anyone may read is public for PUBLIC_MAX_AGE_S: published content changes
 *   through review, and a minute late is soon enough for an API (pages drop their copies at once);
 * - a field that answers by who asks (it has an authorisation rule, or reads the viewer: `me`,
 *   `rateLimit`, a test checkout) makes the answer uncacheable;
 * - an answer for a member (the site's session or a personal API token) is `private, no-store`,
 *   whatever it holds, as is every mutation's and every error's.
 *
 * A GET answer without errors carries a weak ETag of its data, so a client or a CDN revalidates
 * it with If-None-Match and gets a 304 when nothing changed (the budget in `extensions.cost`
 * changes with every request and is left out of the tag; its headers come with the 304). The 304
 * is decided here, by the tag the client names, whatever its Cache-Control says (a browser's
 * fetch adds no-cache to a conditional request), so that the charge (charges.ts) knows it sends no
 * data: an answer the client already holds costs nothing.
 * Answers vary by `Authorization` and `Cookie`: a cache keeps what a visitor was told for
 * visitors only.
 */
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequest, GraphQLResponse } from '@apollo/server';
import { OperationTypeNode, type GraphQLField } from 'graphql';
import type { Context } from '../graphql/context';

/** How long a public answer may be kept, in seconds. */
export const PUBLIC_MAX_AGE_S = 60;

/** Fields that read who is asking without an authorisation rule to say so. */
const VIEWER_FIELDS = new Set(['Query.me', 'Query.rateLimit', 'Query.testCheckout']);

const NOT_STORED = { maxAge: 0, scope: 'PRIVATE' } as const;
const viewerDependence = new WeakMap<GraphQLField<unknown, unknown>, boolean>();

/** True for a field whose answer depends on who asks. */
function answersByViewer(typeName: string, field: GraphQLField<unknown, unknown> | undefined): boolean {
  if (!field) return false;
  let depends = viewerDependence.get(field);
  if (depends === undefined) {
    const options = field.extensions.pothosOptions as { authScopes?: unknown } | undefined;
    depends = options?.authScopes !== undefined || VIEWER_FIELDS.has(`${typeName}.${field.name}`);
    viewerDependence.set(field, depends);
  }
  return depends;
}

const tags = new WeakMap<object, string>();

/** The weak ETag of a GET answer without errors: a hash of its data. Null for any other answer. */
function answerTag(request: GraphQLRequest, response: GraphQLResponse): string | null {
  if (request.http?.method !== 'GET' || response.body.kind !== 'single' || response.body.singleResult.errors) return null;
  const result = response.body.singleResult;
  let tag = tags.get(result);
  if (tag === undefined) {
    tag = `W/"${createHash('sha1')
      .update(JSON.stringify(result.data ?? null))
      .digest('base64url')}"`;
    tags.set(result, tag);
  }
  return tag;
}

/** The opaque part of an entity tag, for the weak comparison If-None-Match asks for. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the request's If-None-Match names the answer's tag: the client holds this answer, which goes back as a 304 without a body. */
export function heldByClient(request: GraphQLRequest, response: GraphQLResponse): boolean {
  const held = request.http?.headers.get('if-none-match');
  const tag = held ? answerTag(request, response) : null;
  return tag !== null && held!.split(',').some((named) => opaque(named) === opaque(tag));
}

export function httpCaching(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue, overallCachePolicy }) {
      const member = contextValue.user !== null;
      // Decided before execution: Apollo then skips working out each field's hint.
      if (member) overallCachePolicy.restrict(NOT_STORED);
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== OperationTypeNode.QUERY) overallCachePolicy.restrict(NOT_STORED);
        },
        async executionDidStart() {
          if (member) return;
          return {
            willResolveField({ info }) {
              if (answersByViewer(info.parentType.name, info.parentType.getFields()[info.fieldName])) overallCachePolicy.restrict(NOT_STORED);
            },
          };
        },
        async willSendResponse({ request, response }) {
          response.http.headers.set('vary', 'Accept, Authorization, Cookie');
          if (member) response.http.headers.set('cache-control', 'private, no-store');
          const tag = answerTag(request, response);
          if (tag === null) return;
          response.http.headers.set('etag', tag);
          // Express sends a 304 without its body.
          if (heldByClient(request, response)) response.http.status = 304;
        },
      };
    },
  };
}
