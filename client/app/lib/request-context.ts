import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react-router';

/** The per-request Apollo client of a server render; it executes against the schema in-process. */
export const requestContext = createContext<ApolloClient>();

/** The member a page is rendered for, as the server verified them. */
export interface SessionViewer {
  uid: string;
  displayName: string;
  role: 'MEMBER' | 'REVIEWER' | 'ADMIN';
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

/** Who the page is for, and how the browser signs in; set by the server for every page request. */
export const sessionContext = createContext<SessionData>();

/** What a server render needs beyond data: the answer's script nonce and where its errors go. */
export interface PageRender {
  /** Every inline script of the page carries it; the Content-Security-Policy allows no other. */
  nonce: string;
  /** Logs a failed render with the request's id, on the server. */
  reportError(error: unknown): void;
}

export const renderContext = createContext<PageRender>();
