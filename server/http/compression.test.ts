/**
 * A long page streamed through gzip, written the way React Router writes a page (wait for
 * 'drain' when the socket is full, then remove the listener): it arrives whole, and Node never
 * warns that listeners pile up on the zlib stream.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, expect, it } from 'vitest';
import { compressAnswers } from './compression';

const CHUNKS = 200;
const CHUNK_BYTES = 16 * 1024;

const app = express();
app.use(compressAnswers());
app.get('/long-page', async (_req, res) => {
  res.type('text/html');
  for (let i = 0; i < CHUNKS; i++) {
    // Random bytes do not compress, so the stream fills up and the writer has to wait.
    if (!res.write(randomBytes(CHUNK_BYTES).toString('hex'))) {
      await new Promise<void>((resolve) => {
        const onDrain = () => {
          res.off('drain', onDrain);
          resolve();
        };
        res.once('drain', onDrain);
      });
    }
  }
  res.end();
});
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('streams a long page through gzip without piling listeners onto the stream', async () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      http.get(`http://127.0.0.1:${port}/long-page`, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject);
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(Buffer.concat(await answer.toArray()));
    expect(body.length).toBe(CHUNKS * CHUNK_BYTES * 2);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  } finally {
    process.off('warning', onWarning);
  }
});
