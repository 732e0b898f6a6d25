/**
 * `npm run dev`: the app comes from Vite's development server instead of build/. Pages render
 * from the sources as they are now, the browser updates in place as they change (hot module
 * replacement), and nothing is built first. The server's own files restart the process
 * (`tsx watch`); the app's files do not need to.
 */
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';

export interface DevBuild {
  /** The app as Vite compiles it now; asked for again by every request. */
  build: () => Promise<ServerBuild>;
  /** Vite's own answers: the app's modules, its styles, the public folder, the live-update client. */
  middlewares: RequestHandler;
  close(): Promise<void>;
}

export async function startDevBuild(): Promise<DevBuild> {
  // Vite and the React Router plugin are development dependencies: loaded only here.
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  return {
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    middlewares: vite.middlewares as unknown as RequestHandler,
    close: () => vite.close(),
  };
}
