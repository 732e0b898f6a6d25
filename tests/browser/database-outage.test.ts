/**
 * The site as `npm start` runs it on a PostgreSQL of its own (DATABASE_URL), which then stops
 * and comes back: readers meanwhile get a localised 503 page (pages already in the page cache
 * are still answered), and the site serves pages again by itself once the database is back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { scratchDirectory, startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded-postgres';
import { untilRunning } from '../setup/site-process';
import { SERVER_BUNDLE, SERVER_NODE_OPTIONS } from '../../server/startup/node-options';

const dir = scratchDirectory('daypedia-outage-');
let port: number;
let postgres: EmbeddedDatabase;
let site: ChildProcess;

const startPostgres = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: port + 1, database: 'daypedia' });

beforeAll(async () => {
  port = await freePorts(13);
  postgres = await startPostgres();
  site = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: postgres.url,
      FIREBASE_AUTH_EMULATOR_PORT: String(port + 10),
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await untilRunning(site);
}, 200_000);

afterAll(async () => {
  if (site && site.exitCode === null && site.signalCode === null) {
    site.kill('SIGTERM');
    await new Promise((resolve) => site.once('exit', resolve));
  }
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A reader's browser: crawlers get the status alone (below). */
const READER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

async function get(pathname: string) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { 'User-Agent': READER_AGENT } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), cache: response.headers.get('x-page-cache'), html: await response.text() };
}

describe('the database stopping under the site', () => {
  it('answers a localised 503 page while it is away and serves pages again once it is back', async () => {
    expect((await get('/de/23-april')).status).toBe(200);
    // Kept by the page cache before the outage.
    expect((await get('/de/23-april')).cache).toBe('hit');

    await postgres.stop();
    const german = await get('/de/24-april');
    expect(german).toMatchObject({ status: 503, retryAfter: '5' });
    expect(german.html).toContain('Daypedia ist kurz nicht erreichbar');
    expect(german.html).toContain('<html lang="de');
    expect(german.html).not.toMatch(/prisma|ECONNREFUSED|node_modules/i);
    // A crawler gets the status, when to come back and a few words: no page, no script.
    const crawled = await fetch(`http://127.0.0.1:${port}/de/25-april`, {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
    });
    const short = await crawled.text();
    expect({ status: crawled.status, retryAfter: crawled.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '5' });
    expect(short).toContain('<title>503 Service Unavailable</title>');
    expect(short.length).toBeLessThan(300);
    expect(short).not.toMatch(/<script|Daypedia|prisma|ECONNREFUSED/i);
    const japanese = await get('/ja/shigatsu-24');
    expect(japanese.status).toBe(503);
    expect(japanese.html).toContain('Daypedia は一時的に利用できません');
    // What the page cache holds is still answered.
    expect(await get('/de/23-april')).toMatchObject({ status: 200, cache: 'hit' });
    // Nothing of the outage is kept for later readers.
    expect((await get('/de/24-april')).cache).not.toBe('hit');

    postgres = await startPostgres();
    await expect.poll(async () => (await get('/de/24-april')).status, { timeout: 5000, interval: 250 }).toBe(200);
    expect(site.exitCode).toBeNull();
  }, 60_000);
});
