/**
 * Every answer of the soak, by kind of request: how long it took and what it was. While
 * PostgreSQL is down (and for a few seconds after it is back, the time the instances are allowed
 * to recover) a 503 with the code UNAVAILABLE is the expected answer and counted apart; any other
 * 5xx, a GraphQL error, a refused connection or a wrong answer is unexpected.
 */
import { performance } from 'node:perf_hooks';

export const KINDS = ['page', 'query', 'challenge', 'comment', 'draft', 'submission', 'review queue', 'approval'] as const;
export type Kind = (typeof KINDS)[number];

/** ok: what was asked was done; refused: an answer the soak provokes on purpose (a rate limit); unavailable: a 503 UNAVAILABLE. */
export type Outcome = 'ok' | 'refused' | 'unavailable' | 'unexpected';

/** Once PostgreSQL is back, instances may answer 503 this long while their connections come back. */
export const RECOVERY_MS = 5_000;

/** How many of the readers' slowest answers the report lists. */
const SLOWEST_KEPT = 12;

export interface KindStats {
  ok: number;
  refused: number;
  unavailable: number;
  unexpected: number;
  /** Milliseconds of every ok or refused answer. */
  latencies: number[];
  /** When each of them came, ms since the start, in the same order. */
  answeredAt: number[];
}

export class Recorder {
  private start = performance.now();
  readonly stats = new Map<Kind, KindStats>(KINDS.map((kind) => [kind, { ok: 0, refused: 0, unavailable: 0, unexpected: 0, latencies: [], answeredAt: [] }]));
  /** The first unexpected answers, for the report. */
  readonly unexpected: string[] = [];
  unexpectedCount = 0;
  /** When PostgreSQL was asked to stop, and when it answered again (ms since start). */
  outage: { stoppingAt: number; upAt: number | null } | null = null;
  /** The last 503 UNAVAILABLE (ms since start). */
  lastUnavailableAt: number | null = null;
  /** The slowest answers to ordinary readers (pages and queries) that count, slowest first: what they were. */
  readonly slowestReads: { ms: number; at: number; what: string }[] = [];
  /** The latencies of requests sent before this (ms since start, the warm-up) are not kept; their outcomes are counted. */
  countFrom = 0;

  /** Times count from now on. */
  begin(): void {
    this.start = performance.now();
  }

  now(): number {
    return performance.now() - this.start;
  }

  /** Whether a 503 UNAVAILABLE answered now is one the restart explains. */
  inOutage(at = this.now()): boolean {
    return this.metOutage(at, at);
  }

  /** Whether the time from `from` to `to` (ms since start) met the outage: from PostgreSQL's stop until RECOVERY_MS after it was back. */
  metOutage(from: number, to: number): boolean {
    if (!this.outage || to < this.outage.stoppingAt) return false;
    return this.outage.upAt === null || from <= this.outage.upAt + RECOVERY_MS;
  }

  /** The ordinary readers' answers (pages and queries): how long each took and when it came. */
  *readerAnswers(): Generator<{ ms: number; at: number }> {
    for (const kind of ['page', 'query'] as const) {
      const { latencies, answeredAt } = this.stats.get(kind)!;
      for (let i = 0; i < latencies.length; i++) yield { ms: latencies[i], at: answeredAt[i] };
    }
  }

  /** `read`: for a reader's answer, what was read (for the list of the slowest). */
  record(kind: Kind, outcome: Outcome, ms: number, detail?: string, read?: string): Outcome {
    const at = this.now();
    if (outcome === 'unavailable') {
      this.lastUnavailableAt = at;
      if (!this.inOutage(at)) {
        outcome = 'unexpected';
        detail = `503 UNAVAILABLE while PostgreSQL was up${detail ? `: ${detail}` : ''}`;
      }
    }
    const stats = this.stats.get(kind)!;
    stats[outcome]++;
    if ((outcome === 'ok' || outcome === 'refused') && at - ms >= this.countFrom) {
      stats.latencies.push(ms);
      stats.answeredAt.push(at);
      if (read && !this.metOutage(at - ms, at)) this.noteSlow({ ms, at, what: read });
    }
    if (outcome === 'unexpected') {
      this.unexpectedCount++;
      if (this.unexpected.length < 20) this.unexpected.push(`${(at / 1000).toFixed(1)} s ${kind}: ${detail ?? 'no detail'}`);
    }
    return outcome;
  }

  private noteSlow(answer: { ms: number; at: number; what: string }): void {
    const slowest = this.slowestReads;
    if (slowest.length === SLOWEST_KEPT && answer.ms <= slowest[SLOWEST_KEPT - 1].ms) return;
    slowest.push(answer);
    slowest.sort((a, b) => b.ms - a.ms);
    slowest.length = Math.min(slowest.length, SLOWEST_KEPT);
  }

  get total(): number {
    let total = 0;
    for (const s of this.stats.values()) total += s.ok + s.refused + s.unavailable + s.unexpected;
    return total;
  }
}
