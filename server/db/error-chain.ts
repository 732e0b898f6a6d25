/**
 * Errors wrap errors: GraphQL's originalError, Prisma's cause and its driver adapter's error,
 * aggregated errors. What the database said is somewhere in that chain; this walks it.
 */

/** What an error in the chain may carry that tells what went wrong. */
export interface ChainLink {
  code?: unknown;
  message?: unknown;
  /** The driver adapter's cause, as Prisma keeps it: its kind and PostgreSQL's SQLSTATE. */
  driver?: { originalCode?: unknown; kind?: unknown; originalMessage?: unknown };
}

/** The error and the errors it wraps, a few levels deep, each once. */
export function* errorChain(error: unknown): Generator<ChainLink> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length && seen.size < 16) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, originalError, cause, errors, meta } = current as Record<string, unknown>;
    const driver = (meta as { driverAdapterError?: { cause?: ChainLink['driver'] } } | undefined)?.driverAdapterError?.cause;
    yield { code, message, driver };
    pending.push(originalError, cause, ...(Array.isArray(errors) ? (errors as unknown[]) : []));
  }
}
