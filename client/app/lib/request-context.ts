import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react-router';

/** The per-request Apollo client of a server render; it executes against the schema in-process. */
export const requestContext = createContext<ApolloClient>();
