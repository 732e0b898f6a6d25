/**
 * The floors the cached day page is measured against: the very bytes and headers the site sent
 * for each page, answered by a bare node:http server in a process of its own
 * (scripts/bench/bare-node-server.ts) and by nginx from precompressed files (gzip_static, and
 * brotli_static when Debian's module is installed).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { setTimeout } from 'node:timers/promises';
import { atCleanUp } from '../cleanups.ts';
import { freePorts } from '../free-ports.ts';
import { decoded, request, type Response } from '../http-request.ts';
import { checkNginxConfig, NGINX_BROTLI_STATIC_MODULE, nginxBuiltWith, nginxConfig, nginxInstalled, nginxString, startNginx } from '../nginx.ts';
import { SERVER_NODE_OPTIONS } from '../../server/startup/node-options.ts';

export type Encoding = 'gzip' | 'br';

/** Run by node itself in a process of its own. */
const BARE_NODE_SERVER = fileURLToPath(import.meta.resolve('./bare-node-server.ts'));

/** A page as the site sent it, by path and encoding. */
export type CapturedPages = Map<string, Record<Encoding, Response>>;

export interface PageServer {
  label: string;
  url: string;
  /** The encodings it answers with: nginx without the brotli module answers brotli requests with gzip. */
  encodings: Encoding[];
  stop(): Promise<void>;
}

/** Headers every HTTP server writes for itself: not copied from the site's response. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/** Headers nginx writes from the file it sends and its own settings (default_type, gzip_static). */
const NGINX_WRITES = new Set([...CONNECTION_HEADERS, 'content-length', 'content-encoding', 'content-type']);

/** The headers of a response as names and values, without those in `leaveOut`. */
function headerPairs(response: Response, leaveOut: Set<string>): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    if (!leaveOut.has(response.rawHeaders[i].toLowerCase())) pairs.push([response.rawHeaders[i], response.rawHeaders[i + 1]]);
  return pairs;
}

/** Every path asked for again from a page server answers the same body as the site did; the names of the headers that differ. */
export async function checkSameBytes(server: PageServer, pages: CapturedPages, headersFor: (encoding: Encoding) => Record<string, string>): Promise<string[]> {
  const differences = new Set<string>();
  for (const [p, sent] of pages)
    for (const encoding of server.encodings) {
      const response = await request(server.url + p, { headers: headersFor(encoding) });
      if (response.status !== 200 || !response.body.equals(sent[encoding].body))
        throw new Error(`${server.label}: ${p} (${encoding}) answered ${response.status} with other bytes than the site sent`);
      const byName = (r: Response) => new Map(headerPairs(r, CONNECTION_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));
      const [a, b] = [byName(response), byName(sent[encoding])];
      for (const name of new Set([...a.keys(), ...b.keys()])) if (a.get(name) !== b.get(name)) differences.add(name);
    }
  return [...differences].sort();
}

/** The bare node:http server, in a process of its own, answering the captured pages. */
export async function startBareNode(pages: CapturedPages, workDir: string): Promise<PageServer> {
  const dir = path.join(workDir, 'bare-node');
  mkdirSync(dir, { recursive: true });
  const manifest: Record<string, Record<string, { headers: string[]; bodyFile: string }>> = {};
  for (const [p, sent] of pages) {
    manifest[p] = {};
    for (const encoding of ['gzip', 'br'] as const) {
      const bodyFile = path.join(dir, `${p.slice(1).replace(/\W/g, '_')}.${encoding}`);
      writeFileSync(bodyFile, sent[encoding].body);
      manifest[p][encoding] = { headers: headerPairs(sent[encoding], CONNECTION_HEADERS).flat(), bodyFile };
    }
  }
  const manifestFile = path.join(dir, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const port = await freePorts(1);
  // The same Node and Node options as the site runs with.
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, BARE_NODE_SERVER, manifestFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), setTimeout(10_000, false)]))) child.kill('SIGKILL');
  };
  atCleanUp(stop);
  const listening = await Promise.race([
    new Promise<boolean>((resolve) => createInterface({ input: child.stdout }).on('line', (line) => line === 'listening' && resolve(true))),
    exited.then(() => false),
  ]);
  if (!listening) throw new Error(`The bare node:http server exited with ${child.exitCode}`);
  return { label: `bare node:http ${process.version}`, url: `http://127.0.0.1:${port}`, encodings: ['gzip', 'br'], stop };
}

export interface NginxPrerequisites {
  /** Why nginx cannot serve the pages, or null when it can. */
  missing: string | null;
  /** Whether Debian's brotli_static module is installed (else brotli is measured on the Node servers only). */
  brotli: boolean;
}

/** Whether nginx can serve the pages: installed, with gzip_static, accepting a configuration like the one used (brotli_static too if installed). */
export function nginxPrerequisites(workDir: string): NginxPrerequisites {
  if (!nginxInstalled()) return { missing: 'nginx is not installed (apt-get install -y nginx)', brotli: false };
  if (!nginxBuiltWith('http_gzip_static')) return { missing: 'nginx was built without gzip_static', brotli: false };
  const brotli = existsSync(NGINX_BROTLI_STATIC_MODULE);
  const prefix = path.join(workDir, 'nginx-check');
  const rejected = checkNginxConfig(prefix, pagesConfig(prefix, 1, prefix, brotli, new Map([['/check', [['X-Check', 'a "quoted" value']]]])));
  return { missing: rejected === null ? null : `nginx rejected the configuration: ${rejected}`, brotli };
}

/** nginx.conf for the pages in `html`: their precompressed copies, each with its headers (by path), one worker per core. */
function pagesConfig(prefix: string, port: number, html: string, brotli: boolean, headers: Map<string, [string, string][]>): string {
  const locations = [...headers].map(
    ([p, pairs]) => `    location = ${p} {
      gzip_static on;${brotli ? '\n      brotli_static on;' : ''}
${pairs.map(([name, value]) => `      add_header ${name} ${nginxString(value)} always;`).join('\n')}
    }`,
  );
  const config = nginxConfig(
    prefix,
    `  types {}
  default_type 'text/html; charset=utf-8';
  sendfile on;
  tcp_nopush on;
  etag off;
  server_tokens off;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${html};
${locations.join('\n')}
  }`,
  );
  return brotli ? `load_module ${NGINX_BROTLI_STATIC_MODULE};\n${config}` : config;
}

/** nginx answering the captured pages from files, with the site's headers (those it does not write itself). */
export async function startNginxPages(pages: CapturedPages, workDir: string, brotli: boolean): Promise<PageServer> {
  const prefix = path.join(workDir, 'nginx');
  const html = path.join(prefix, 'html');
  mkdirSync(html, { recursive: true, mode: 0o755 });
  for (const [p, { gzip, br }] of pages) {
    writeFileSync(path.join(html, p.slice(1)), decoded(gzip));
    writeFileSync(path.join(html, `${p.slice(1)}.gz`), gzip.body);
    writeFileSync(path.join(html, `${p.slice(1)}.br`), br.body);
  }
  // Each page's headers as sent with gzip (nginx cannot tell its two copies' apart); a value nginx
  // would read a variable in is left out, and shows among the headers that differ.
  const headers = new Map([...pages].map(([p, { gzip }]) => [p, headerPairs(gzip, NGINX_WRITES).filter(([, value]) => !value.includes('$'))]));
  const port = await freePorts(1);
  const url = `http://127.0.0.1:${port}`;
  const { version, stop } = await startNginx({ prefix, config: pagesConfig(prefix, port, html, brotli, headers), readyUrl: url + [...pages.keys()][0] });
  atCleanUp(stop);
  return { label: version, url, encodings: brotli ? ['gzip', 'br'] : ['gzip'], stop };
}
