/**
 * Liveness and readiness for load balancers and orchestrators, answered straight from the HTTP
 * server before the page cache, Express and its rate limits: probes come often and must never
 * see a stored answer. /healthz says the process answers and reaches its database (a site without
 * it answers nothing but 503 pages, so a probe must not call it healthy); /readyz also that the
 * database carries every migration this build knows.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/prisma';
import { readMigrations } from '../db/migrations';

/** A database that takes longer than this is as good as down for serving pages. */
const READY_TIMEOUT_MS = 3_000;

/** Answers the probe paths; false for any other request. */
export type HealthChecks = (req: IncomingMessage, res: ServerResponse) => boolean;

export function createHealthChecks(
  db: Database,
  { migrationsDir, timeoutMs = READY_TIMEOUT_MS }: { migrationsDir?: string; timeoutMs?: number } = {},
): HealthChecks {
  let expected: string[] | undefined;

  async function databaseAnswers(): Promise<boolean> {
    try {
      await withTimeout(db.$queryRaw`SELECT 1`, timeoutMs);
      return true;
    } catch {
      return false;
    }
  }

  async function notReadyBecause(): Promise<string | null> {
    expected ??= readMigrations(migrationsDir).migrationDirectories.map((migration) => migration.path);
    let rows: { migration_name: string }[];
    try {
      rows = await withTimeout(
        db.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        timeoutMs,
      );
    } catch {
      return 'database unreachable';
    }
    const applied = new Set(rows.map((row) => row.migration_name));
    const missing = expected.filter((name) => !applied.has(name));
    return missing.length ? `migrations not applied: ${missing.join(', ')}` : null;
  }

  return (req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/healthz' && path !== '/readyz') return false;
    const reply = (status: number, text: string) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text);
    };
    if (path === '/healthz') {
      void databaseAnswers().then((answers) => (answers ? reply(200, 'ok') : reply(503, 'database unreachable')));
    } else {
      notReadyBecause().then(
        (reason) => (reason ? reply(503, reason) : reply(200, 'ready')),
        () => reply(503, 'readiness check failed'),
      );
    }
    return true;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
