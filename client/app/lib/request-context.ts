import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react-router';
import type { PageRender, SessionData } from '#shared/page-context';

/** The per-request Apollo client of a server render; it executes against the schema in-process. */
export const requestContext = createContext<ApolloClient>();

/** Who the page is for, and how the browser signs in; set by the server for every page request. */
export const sessionContext = createContext<SessionData>();

/** What a server render needs beyond data: the answer's script nonce and where its errors go. */
export const renderContext = createContext<PageRender>();
