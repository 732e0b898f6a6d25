/**
 * What the server hands the app for every page it renders: how its loaders query the schema, who
 * the page is for, how the browser signs in, and the answer's script nonce. The server fills these
 * in; the app reads them through the router contexts of client/app/lib/request-context.ts.
 */
import type { DocumentNode, ExecutionResult } from 'graphql';
import type { Locale } from './locales';
import type { Role } from './roles';

/**
 * Runs a GraphQL document against the site's schema in the server's own process, for the member
 * the page is rendered for, each operation with a GraphQL context of its own. An error of an
 * absent database comes with the code UNAVAILABLE.
 */
export type SchemaExecutor = (document: DocumentNode, variables: Readonly<Record<string, unknown>>) => Promise<ExecutionResult>;

/** The member a page is rendered for, as the server verified them. */
export interface SessionViewer {
  uid: string;
  displayName: string;
  role: Role;
}

/** Firebase web configuration, pointed at the Auth emulator when no project is configured. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorUrl: string | null;
}

export type SessionEnd = 'ended' | 'disabled';

export interface SessionData {
  viewer: SessionViewer | null;
  /** A session cookie came but had ended: expired or revoked, or the member was disabled. */
  sessionEnded: SessionEnd | null;
  firebase: FirebaseWebConfig;
}

/** What a server render needs beyond data: the page's address and language, the answer's script nonce and where its errors go. */
export interface PageRender {
  /** The page's path, settled once per request: a data request's (`/ja.data`) is its page's (`/ja`). */
  pathname: string;
  /** The page's language, from its path's prefix. */
  locale: Locale;
  /** Every inline script of the page carries it; the Content-Security-Policy allows no other. */
  nonce: string;
  /** The site's public origin, from its settings (PUBLIC_URL): never from the request's Host. */
  origin: string;
  /** Logs a failed render with the request's id, on the server. */
  reportError(error: unknown): void;
}
