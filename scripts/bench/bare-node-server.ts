/**
 * The floor a Node server can reach for a page it already holds: node:http sending the bytes and
 * headers the site sent for each page, nothing else. Started by scripts/benchmark.ts as a process
 * of its own (run by node itself, no loader: hence no imports but Node's):
 *
 *   node scripts/bench/bare-node-server.ts <manifest.json> <port>
 *
 * The manifest gives, for each path and encoding (gzip, br), the headers as the site sent them
 * (a flat list of names and values, without Date, Connection, Keep-Alive and Transfer-Encoding,
 * which node:http writes itself as it does for the site) and the file holding the body.
 * It prints "listening" once it accepts connections.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Sent {
  headers: string[];
  bodyFile: string;
}
type Manifest = Record<string, Record<string, Sent>>;

const [manifestFile, port] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const pages = new Map(
  Object.entries(manifest).map(([path, byEncoding]) => [
    path,
    new Map(Object.entries(byEncoding).map(([encoding, sent]) => [encoding, { headers: sent.headers, body: readFileSync(sent.bodyFile) }])),
  ]),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  const accepted = req.headers['accept-encoding'] ?? '';
  const sent = page?.get(/\bbr\b/.test(accepted) ? 'br' : 'gzip');
  if (!sent) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, sent.headers).end(sent.body);
});
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
