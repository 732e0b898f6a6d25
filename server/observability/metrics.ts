/**
 * Prometheus metrics of one server: its requests by kind and outcome, GraphQL operations by
 * name, the page cache, the database pool, open subscriptions and the process itself (event-loop
 * lag and holds, memory, CPU). Every label has a bounded set of values, so the number of series
 * stays small whatever clients send.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { watchEventLoopHolds } from './event-loop-holds';
import type { RouteClass } from './routes';

/** From a page answered from memory (under a millisecond) to a slow render. */
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names kept as labels; later new names count as "other". */
const MAX_OPERATION_NAMES = 100;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

export interface MetricSources {
  pageCache?: { readonly size: number; readonly bytes: number };
  /** node-postgres' pool behind the database client. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number; readonly options: { max?: number } };
  /** The pages rendering and waiting to render (server/http/render-gate.ts). */
  renders?: { readonly rendering: number; readonly waiting: number };
}

export interface Metrics {
  registry: Registry;
  /** An answered request; `pageCache` is the page cache's verdict when it had one. */
  observeRequest(route: RouteClass, status: number, seconds: number, pageCache?: 'hit' | 'miss'): void;
  observeOperation(name: string | null | undefined, seconds: number): void;
  subscriptionOpened(): void;
  subscriptionClosed(): void;
  webSocketOpened(): void;
  webSocketClosed(): void;
}

export function createMetrics({ pageCache, pool, renders }: MetricSources = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'daypedia_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by kind of route and status class.',
    labelNames: ['route', 'status_class'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  /** The request histogram's series, found once each: a few route classes by five status classes. */
  const requestSeries = new Map<string, ReturnType<typeof requests.labels>>();
  const operations = new Histogram({
    name: 'daypedia_graphql_operation_duration_seconds',
    help: 'Time GraphQL operations over HTTP take, by operation name ("anonymous" without one, "other" past the first 100 names).',
    labelNames: ['operation'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const hits = new Counter({ name: 'daypedia_page_cache_hits_total', help: 'Pages answered from the page cache (including 304s).', registers });
  const misses = new Counter({ name: 'daypedia_page_cache_misses_total', help: 'Cacheable pages that had to be rendered.', registers });
  new Gauge({
    name: 'daypedia_page_cache_bytes',
    help: 'Bytes the kept pages take (plain and gzip, with bookkeeping).',
    registers,
    collect() {
      this.set(pageCache?.bytes ?? 0);
    },
  });
  new Gauge({
    name: 'daypedia_page_cache_pages',
    help: 'Pages kept in the page cache.',
    registers,
    collect() {
      this.set(pageCache?.size ?? 0);
    },
  });
  new Gauge({
    name: 'daypedia_page_renders',
    help: 'Pages being rendered, and pages waiting for their turn to render (RENDERS_AT_ONCE, RENDER_QUEUE).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'rendering' }, renders?.rendering ?? 0);
      this.set({ state: 'waiting' }, renders?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'daypedia_db_pool_connections',
    help: 'Database connections of this instance, by state.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool ? pool.totalCount - pool.idleCount : 0);
      this.set({ state: 'idle' }, pool?.idleCount ?? 0);
    },
  });
  new Gauge({
    name: 'daypedia_db_pool_max_connections',
    help: 'Connections the pool may open (DATABASE_POOL_SIZE).',
    registers,
    collect() {
      this.set(pool?.options.max ?? 0);
    },
  });
  new Gauge({
    name: 'daypedia_db_pool_waiting_queries',
    help: 'Queries waiting for a free connection.',
    registers,
    collect() {
      this.set(pool?.waitingCount ?? 0);
    },
  });
  const holds = watchEventLoopHolds();
  new Gauge({
    name: 'daypedia_event_loop_held_max_seconds',
    help: "The longest time the process's own work held its event loop since the previous scrape: how late a 10 ms timer ran, at most the processor time the main thread spent meanwhile (waiting for a processor is not counted, unlike nodejs_eventloop_lag_max_seconds).",
    registers,
    collect() {
      this.set(holds.takeLongest() / 1000);
    },
  });
  const subscriptions = new Gauge({ name: 'daypedia_graphql_subscriptions_open', help: 'GraphQL subscriptions running over graphql-ws.', registers });
  const webSockets = new Gauge({ name: 'daypedia_graphql_websockets_open', help: 'Open graphql-ws connections.', registers });

  const operationNames = new Set<string>();
  function operationLabel(name: string | null | undefined): string {
    if (!name || !OPERATION_NAME.test(name)) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  }

  return {
    registry,
    observeRequest(route, status, seconds, pageCacheVerdict) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      const series = `${route} ${statusClass}`;
      let child = requestSeries.get(series);
      if (!child) requestSeries.set(series, (child = requests.labels({ route, status_class: statusClass })));
      child.observe(seconds);
      if (pageCacheVerdict === 'hit') hits.inc();
      else if (pageCacheVerdict === 'miss') misses.inc();
    },
    observeOperation(name, seconds) {
      operations.observe({ operation: operationLabel(name) }, seconds);
    },
    subscriptionOpened: () => subscriptions.inc(),
    subscriptionClosed: () => subscriptions.dec(),
    webSocketOpened: () => webSockets.inc(),
    webSocketClosed: () => webSockets.dec(),
  };
}
