/**
 * The server's entry point. React, React Router and Express choose their production or
 * development code from NODE_ENV when they are first loaded, so the mode (production unless
 * NODE_ENV says otherwise) is settled here before anything that imports them.
 */
import { readConfig } from './config';

process.env.NODE_ENV = readConfig().NODE_ENV;
await import('./site');
