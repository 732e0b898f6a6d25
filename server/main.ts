/**
 * The server's entry point. React, React Router and Express choose their production or
 * development code from NODE_ENV when they are first loaded, so the mode (production unless
 * NODE_ENV says otherwise) is settled here before anything that imports them.
 */
import { readConfig } from './config';
import { StartupError } from './startup/startup-error';

process.env.NODE_ENV = readConfig().NODE_ENV;
try {
  await import('./site');
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  // Something the operator can act on, said in one line.
  const { logger } = await import('./observability/logger');
  logger.error(`Daypedia could not start: ${error.message}`);
  process.exit(1);
}
