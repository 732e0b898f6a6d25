/**
 * What the soak checks once the traffic has stopped: every acknowledged write is in PostgreSQL
 * (asked directly, not through the site), hourly allowances were counted per client address, and
 * what each instance holds (memory, requests served, open subscriptions).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { decodeGlobalId } from '../../server/graphql/global-id.ts';
import { request } from '../http-request.ts';
import type { Acknowledged } from './traffic.ts';

export interface WriteCheck {
  what: string;
  acknowledged: number;
  found: number;
  /** Ids of acknowledged writes that are not (or not as acknowledged) in the database. */
  missing: string[];
}

async function rows<T>(client: pg.Client, sql: string, ids: string[]): Promise<T[]> {
  if (!ids.length) return [];
  return (await client.query(sql, [ids.map(Number)])).rows as T[];
}

function compare<Row>(what: string, expected: Map<string, (row: Row) => boolean>, found: (Row & { id: number })[]): WriteCheck {
  const byId = new Map(found.map((row) => [String(row.id), row]));
  const missing = [...expected]
    .filter(([id, matches]) => {
      const row = byId.get(id);
      return !row || !matches(row);
    })
    .map(([id]) => id);
  return { what, acknowledged: expected.size, found: expected.size - missing.length, missing };
}

export async function checkWrites(databaseUrl: string, acknowledged: Acknowledged, reviewerUid: string): Promise<WriteCheck[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A comment's id is its global ID; the row's number is what PostgreSQL knows.
    const comments = new Map(acknowledged.comments.map((c) => [decodeGlobalId(c.id).id, (row: { text: string }) => row.text === c.text]));
    const drafts = new Map(acknowledged.drafts.map((d) => [d.id, (row: { authorId: string }) => row.authorId === d.authorUid]));
    const submissions = new Map(
      acknowledged.submissions.map((s) => [
        s.id,
        (row: { title: string; status: string; submittedAt: Date | null }) => row.title === s.title && row.status !== 'DRAFT' && row.submittedAt !== null,
      ]),
    );
    const approvals = new Map(
      acknowledged.approvals.map((a) => [
        a.id,
        (row: { status: string; reviewerId: string; publishedAt: Date | null }) =>
          row.status === 'APPROVED' && row.reviewerId === reviewerUid && row.publishedAt !== null,
      ]),
    );
    return [
      compare('comments', comments, await rows(client, 'SELECT "id", "text" FROM "Comment" WHERE "id" = ANY($1::int[])', [...comments.keys()])),
      compare('drafts started', drafts, await rows(client, 'SELECT "id", "authorId" FROM "Revision" WHERE "id" = ANY($1::int[])', [...drafts.keys()])),
      compare(
        'submissions',
        submissions,
        await rows(client, 'SELECT "id", "title", "status", "submittedAt" FROM "Revision" WHERE "id" = ANY($1::int[])', [...submissions.keys()]),
      ),
      compare(
        'approvals (revision approved, article published)',
        approvals,
        await rows(
          client,
          'SELECT r."id", r."status", r."reviewerId", a."publishedAt" FROM "Revision" r JOIN "Article" a ON a."id" = r."articleId" WHERE r."id" = ANY($1::int[])',
          [...approvals.keys()],
        ),
      ),
    ];
  } finally {
    await client.end();
  }
}

/** The comment allowances PostgreSQL holds, by address: `comment:<address>` → attempts counted. */
export async function commentCounters(databaseUrl: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: counters } = await client.query<{ key: string; points: number }>(
      `SELECT "key", "points" FROM "RateLimit" WHERE "key" LIKE 'comment:%' ORDER BY "key"`,
    );
    return new Map(counters.map((row) => [row.key.slice('comment:'.length), row.points]));
  } finally {
    await client.end();
  }
}

/** Resident memory of a process now and at its peak, in MB, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export interface InstanceMetrics {
  /** Requests this instance answered (every route), since it started. */
  requests: number;
  subscriptions: number;
  /** The main thread's JavaScript heap in use, MB. */
  heapUsedMb: number;
}

/** The sum of a metric's series in Prometheus' text format (0 when it has none). */
export function metricSum(text: string, metric: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Reads an instance's /metrics directly (from this machine, as a local scraper). */
export async function metricsOf(instanceUrl: string): Promise<InstanceMetrics> {
  const response = await request(`${instanceUrl}/metrics`);
  if (response.status !== 200) throw new Error(`${instanceUrl}/metrics answered ${response.status}`);
  const text = response.body.toString();
  const sum = (metric: string) => metricSum(text, metric);
  return {
    requests: sum('daypedia_http_request_duration_seconds_count'),
    subscriptions: sum('daypedia_graphql_subscriptions_open'),
    heapUsedMb: sum('nodejs_heap_size_used_bytes') / 2 ** 20,
  };
}
