/** A bare HTTP request for benchmark scripts: status, headers, the body as sent, and how long it took. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The headers as they came, names as written and in their order: names and values in turn. */
  rawHeaders: string[];
  body: Buffer;
  ms: number;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A kept-alive agent, or one bound to a local address (see http.Agent's localAddress). */
  agent?: http.Agent;
  /** Sent as a POST; without it the request is a GET. */
  body?: string | Buffer;
}

/** One GET or POST; the body is returned as sent (still gzipped when the server compressed it). */
export function request(url: string, { headers = {}, agent, body }: RequestOptions = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks), ms: performance.now() - start }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function decoded(response: Response): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.body);
  return encoding === 'br' ? brotliDecompressSync(response.body) : response.body;
}
