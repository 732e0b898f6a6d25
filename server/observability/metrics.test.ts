/**
 * /metrics as a Prometheus scraper reads it from the real server: counts that follow the requests
 * made, the page cache, open subscriptions and the process; only with the token when one is set,
 * and only from this machine when none is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/setup/app';
import { sendOperation } from '../../tests/setup/graphql-over-http';
import { subscribe, type Instance } from '../../tests/setup/instances';
import { listening } from '../../tests/setup/listen';
import { signedInMember } from '../../tests/setup/members';
import { graphql } from '../../tests/graphql';
import { createMetrics } from './metrics';
import { createMetricsEndpoint, scrapeVerdict } from './metrics-endpoint';
import { routeClassOf } from './routes';

const TOKEN = 'a-scraper-token-of-some-length';
const METRICS_PROBE = graphql(`
  query MetricsProbe {
    __typename
  }
`);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp('metrics', { METRICS_TOKEN: TOKEN });
});
afterAll(() => app?.close());

async function scrape(): Promise<string> {
  const response = await fetch(`${app.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** One sample's value in the text format; 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Scrapes until a sample has the value (the server counts as each answer ends). */
async function eventually(series: string, value: number): Promise<string> {
  let text = '';
  for (let waited = 0; waited < 5_000; waited += 50) {
    text = await scrape();
    if (sample(text, series) === value) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${series} stayed at ${sample(text, series)}, not ${value}`);
}

const PAGES_2XX = 'daypedia_http_request_duration_seconds_count{route="page",status_class="2xx"}';
const GRAPHQL_2XX = 'daypedia_http_request_duration_seconds_count{route="graphql",status_class="2xx"}';
const GRAPHQL_4XX = 'daypedia_http_request_duration_seconds_count{route="graphql",status_class="4xx"}';

describe('/metrics', () => {
  it('counts requests by route and status class, operations by name and the page cache', async () => {
    const before = await scrape();
    expect((await fetch(`${app.base}/june-1`)).headers.get('x-page-cache')).toBe('miss');
    expect((await fetch(`${app.base}/june-1?utm_source=${'x'.repeat(40)}`)).headers.get('x-page-cache')).toBe('hit');
    const { response: operation } = await sendOperation(app.base, {}, METRICS_PROBE);
    expect(operation.status).toBe(200);
    await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{broken' });
    // The readiness probe queries the database through the pool.
    expect((await fetch(`${app.base}/readyz`)).status).toBe(200);

    const after = await eventually(GRAPHQL_4XX, sample(before, GRAPHQL_4XX) + 1);
    expect(sample(after, PAGES_2XX)).toBe(sample(before, PAGES_2XX) + 2);
    expect(sample(after, GRAPHQL_2XX)).toBe(sample(before, GRAPHQL_2XX) + 1);
    expect(sample(after, 'daypedia_graphql_operation_duration_seconds_count{operation="MetricsProbe"}')).toBe(1);
    expect(sample(after, 'daypedia_page_cache_hits_total')).toBe(sample(before, 'daypedia_page_cache_hits_total') + 1);
    expect(sample(after, 'daypedia_page_cache_misses_total')).toBe(sample(before, 'daypedia_page_cache_misses_total') + 1);
    expect(sample(after, 'daypedia_page_cache_pages')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'daypedia_page_cache_bytes')).toBeGreaterThan(0);
    // No raw path becomes a label.
    expect(after).not.toContain('june-1');
    expect(after).not.toContain('utm_source');
    // The database pool, and the process's own metrics.
    expect(sample(after, 'daypedia_db_pool_max_connections')).toBe(10);
    expect(sample(after, 'daypedia_db_pool_connections{state="idle"}') + sample(after, 'daypedia_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^daypedia_event_loop_held_max_seconds \d/m);
    expect(after).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('needs the token when one is set, and is never stored', async () => {
    const without = await fetch(`${app.base}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await without.text()).not.toContain('daypedia_');
    expect((await fetch(`${app.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${app.base}/metrics`, { headers: { Authorization: TOKEN } })).status).toBe(401);
    const granted = await fetch(`${app.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(granted.status).toBe(200);
    expect(granted.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(granted.headers.get('cache-control')).toBe('no-store');
    expect(granted.headers.get('x-page-cache')).toBeNull();
  });

  it('counts open subscriptions and their sockets while they run', async () => {
    const { cookie } = await signedInMember(app.testbed, app.base, { email: 'subscriber@example.com' });
    const heard = subscribe({ ws: `${app.base.replace(/^http/, 'ws')}/graphql` } as Instance, cookie);
    await eventually('daypedia_graphql_subscriptions_open', 1);
    expect(sample(await scrape(), 'daypedia_graphql_websockets_open')).toBe(1);
    await heard.client.dispose();
    await eventually('daypedia_graphql_subscriptions_open', 0);
    await eventually('daypedia_graphql_websockets_open', 0);
    expect(heard.errors).toEqual([]);
  });
});

describe('who may read /metrics', () => {
  const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers });

  it('without a token: this machine only, and not through a proxy', () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) expect(scrapeVerdict(from(address), undefined)).toBe(200);
    for (const address of ['10.0.0.2', '192.168.1.20', '::ffff:10.0.0.2', '2001:db8::1', '']) expect(scrapeVerdict(from(address), undefined)).toBe(403);
    expect(scrapeVerdict(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), undefined)).toBe(403);
    expect(scrapeVerdict(from('127.0.0.1', { forwarded: 'for=203.0.113.9' }), undefined)).toBe(403);
  });

  it('with a token: whoever sends it, from anywhere', () => {
    expect(scrapeVerdict(from('203.0.113.9', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(200);
    expect(scrapeVerdict(from('203.0.113.9', { authorization: `bearer ${TOKEN}` }), TOKEN)).toBe(200);
    expect(scrapeVerdict(from('127.0.0.1'), TOKEN)).toBe(401);
    expect(scrapeVerdict(from('127.0.0.1', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }), TOKEN)).toBe(401);
  });

  it('answers a local scraper over HTTP without a token, and refuses a proxied one', async () => {
    const metrics = createMetrics();
    const scrapeEndpoint = createMetricsEndpoint(metrics.registry, {});
    const server = await listening((req, res) => {
      if (!scrapeEndpoint(req, res)) res.end('the app');
    });
    try {
      const local = await fetch(`${server.base}/metrics`);
      expect(local.status).toBe(200);
      expect(await local.text()).toContain('daypedia_http_request_duration_seconds');
      expect((await fetch(`${server.base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(403);
      expect((await fetch(`${server.base}/metrics`, { method: 'POST' })).status).toBe(405);
      expect(await (await fetch(`${server.base}/metricsx`)).text()).toBe('the app');
    } finally {
      await server.close();
    }
  });
});

describe('metric labels', () => {
  it('keep at most 100 operation names, and one for operations without a usable name', async () => {
    const metrics = createMetrics();
    for (let n = 0; n < 150; n++) metrics.observeOperation(`Operation${n}`, 0.01);
    metrics.observeOperation(null, 0.01);
    metrics.observeOperation('not a name', 0.01);
    metrics.observeOperation('Operation3', 0.01);
    const values = (await metrics.registry.getSingleMetric('daypedia_graphql_operation_duration_seconds')!.get()).values;
    const names = new Set(values.map((value) => value.labels.operation));
    expect(names.size).toBe(102);
    expect(names).toContain('Operation99');
    expect(names).not.toContain('Operation100');
    expect(names).toContain('other');
    expect(names).toContain('anonymous');
  });

  it('class routes instead of naming paths', () => {
    expect(routeClassOf('GET', '/march-14')).toBe('page');
    expect(routeClassOf('GET', '/de/14-maerz')).toBe('page');
    expect(routeClassOf('POST', '/graphql')).toBe('graphql');
    expect(routeClassOf('POST', '/uploads/profile-picture')).toBe('upload');
    expect(routeClassOf('GET', '/_image')).toBe('image');
    expect(routeClassOf('GET', '/images/members/a.webp')).toBe('image');
    expect(routeClassOf('GET', '/assets/root-abc.js')).toBe('asset');
    expect(routeClassOf('GET', '/favicon.svg')).toBe('asset');
    expect(routeClassOf('POST', '/auth/session')).toBe('auth');
    expect(routeClassOf('POST', '/payments/stripe-webhook')).toBe('payments');
    expect(routeClassOf('GET', '/readyz')).toBe('health');
    expect(routeClassOf('GET', '/metrics')).toBe('metrics');
    expect(routeClassOf('DELETE', '/march-14')).toBe('other');
    expect(routeClassOf('GET', '/graphqlish')).toBe('page');
  });
});
