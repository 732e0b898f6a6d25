/** Serves a test's Express app or HTTP server on a free local port. */
import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

export async function listening(handler: RequestListener | Server): Promise<Listening> {
  const server = typeof handler === 'function' ? createServer(handler) : handler;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
