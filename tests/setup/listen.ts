/** Serves a test's Express app or HTTP server on a free local port. */
import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/** On `port` when given (a server that must know its own address before it listens), else on any free one. */
export async function listening(handler: RequestListener | Server, port = 0): Promise<Listening> {
  const server = typeof handler === 'function' ? createServer(handler) : handler;
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
