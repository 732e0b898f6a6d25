import { createContext } from 'react-router';
import type { PageRender, SchemaExecutor, SessionData } from '#shared/page-context';

/** How a server render's loaders query the schema: in the server's process, for the page's member (lib/route-data.ts). */
export const requestContext = createContext<SchemaExecutor>();

/** Who the page is for, and how the browser signs in; set by the server for every page request. */
export const sessionContext = createContext<SessionData>();

/** What a server render needs beyond data: the answer's script nonce and where its errors go. */
export const renderContext = createContext<PageRender>();
