/**
 * The soak's visitors, each a loop that runs until the deadline:
 *
 * - readers read pages and send GraphQL queries, each from an address of its own, on a schedule
 *   (or one request after the other, as fast as they are answered);
 * - commenters post comments with a solved proof-of-work challenge: one busy address posts until
 *   its hourly allowance is spent (sending a forged X-Forwarded-For every time, which must not
 *   help), a few calm addresses post well below it;
 * - members start drafts and submit them;
 * - the demo reviewer reads the review queue and approves what is in it;
 * - every member's page listens for the live status of its articles over WebSocket.
 *
 * Every write the site acknowledged is remembered, to be looked for in PostgreSQL afterwards.
 */
import { performance } from 'node:perf_hooks';
import { articleBody, REVIEW_EVENT, START_EVENT, SUBMIT_EVENT } from '../../tests/setup/article-operations.ts';
import { graphql } from '../../tests/graphql/index.ts';
import type { Heard, StatusEvent } from '../../tests/setup/instances.ts';
import { sleep } from '../timing.ts';
import type { SiteClient } from './client.ts';
import { proofOfWork, type ProofSupply } from './proofs.ts';
import type { Outcome, Recorder } from './recorder.ts';
import type { Targets } from './targets.ts';

const ADD_COMMENT = graphql(`
  mutation SoakComment($input: CommentInput!) {
    addComment(input: $input) {
      comment {
        id
      }
      errors {
        code
      }
    }
  }
`);
const REVIEW_QUEUE = graphql(`
  query SoakReviewQueue {
    reviewQueue(first: 50) {
      edges {
        node {
          id
          status
          author {
            uid
          }
        }
      }
    }
  }
`);

export interface Acknowledged {
  comments: { id: string; text: string; address: string }[];
  drafts: { id: string; authorUid: string }[];
  submissions: { id: string; title: string }[];
  /** `sentAt` and `answeredAt` in ms since the start of the soak. */
  approvals: { id: string; authorUid: string; sentAt: number; answeredAt: number }[];
}

export interface CommentTally {
  address: string;
  /** Sends a forged X-Forwarded-For with every request. */
  forges: boolean;
  /** How many clients post from this address at the same time. */
  loops: number;
  accepted: number;
  /** Refused with TOO_MANY_COMMENTS. */
  limited: number;
  /** How many of its comments had been accepted when the first refusal came. */
  acceptedBeforeLimit: number | null;
}

export interface Member {
  uid: string;
  client: SiteClient;
  coverId: string;
  /** Its open pages' live status subscriptions. */
  pages: Heard[];
}

export interface Traffic {
  recorder: Recorder;
  targets: Targets;
  /** ms since the start of the soak at which every loop stops. */
  endsAt: number;
  acknowledged: Acknowledged;
  /** When each subscription heard each (revision, status): ms since the start. */
  heardAt: Map<Heard, Map<string, number>>;
  /** Pages answered with X-Page-Cache: hit, and rendered ones. */
  pageCache: { hits: number; misses: number };
  /** Proofs of work solved before the traffic (proofs.ts). */
  proofs: ProofSupply;
  /** Errors the pages' subscriptions heard: UNAVAILABLE while PostgreSQL was away is expected, any other is not. */
  subscriptionErrors: { expected: number; unexpected: string[] };
}

export const running = (traffic: Traffic) => traffic.recorder.now() < traffic.endsAt;
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

/**
 * One reader: a read every `everyMs`, each sent when it is due or, when the previous answer came
 * later, as soon as it came; its time counts from when it was due, so that a slow answer also
 * counts against the reads it held up. With `everyMs` 0 it reads as fast as it is answered.
 */
export async function reader(traffic: Traffic, client: SiteClient, { everyMs }: { everyMs: number }): Promise<void> {
  // Readers start at different moments of their period.
  let due = traffic.recorder.now() + Math.random() * everyMs;
  while (running(traffic)) {
    if (due > traffic.recorder.now()) await sleep(due - traffic.recorder.now());
    if (!running(traffic)) break;
    const lateMs = everyMs ? Math.max(0, traffic.recorder.now() - due) : 0;
    due += everyMs;
    const read = pick(traffic.targets.reads);
    if ('page' in read) {
      const { outcome, cache } = await client.page(read.page, { redirects: read.page === '/', lateMs });
      if (outcome === 'ok' && cache) traffic.pageCache[cache === 'hit' ? 'hits' : 'misses']++;
    } else
      await client.graphql(
        'query',
        read.query,
        read.variables,
        (data) => (data && Object.values(data).every((value) => value !== null) ? 'ok' : 'answered null'),
        { lateMs },
      );
  }
}

async function comment(traffic: Traffic, client: SiteClient, tally: CommentTally, n: number): Promise<Outcome | null> {
  const proof = traffic.proofs.take() ?? (await proofOfWork(client));
  if (!proof) return null;
  const entry = pick(traffic.targets.commentable);
  const text = `Comment ${n} from ${client.address}, written during the soak at ${Math.round(traffic.recorder.now())} ms.`;
  const { outcome, data } = await client.graphql(
    'comment',
    ADD_COMMENT,
    { input: { entryId: entry.id, locale: entry.locale, authorName: `Reader ${client.address}`, text, proof } },
    (d) => {
      const codes = d.addComment.errors.map((e) => e.code);
      if (d.addComment.comment && !codes.length) return 'ok';
      if (codes.length === 1 && codes[0] === 'TOO_MANY_COMMENTS') return 'refused';
      return `refused with ${codes.join(', ')}`;
    },
  );
  const stored = data?.addComment.comment;
  if (outcome === 'ok' && stored) {
    tally.accepted++;
    traffic.acknowledged.comments.push({ id: stored.id, text, address: client.address });
  } else if (outcome === 'refused') {
    tally.limited++;
    tally.acceptedBeforeLimit ??= tally.accepted;
  }
  return outcome;
}

/** Posts every `everyMs`; a busy commenter posts as fast as it can until refused, then every `everyMs`. */
export async function commenter(
  traffic: Traffic,
  client: SiteClient,
  tally: CommentTally,
  { everyMs, busy }: { everyMs: number; busy: boolean },
): Promise<void> {
  // Calm commenters start at different moments.
  if (!busy) await sleep(Math.random() * everyMs);
  for (let n = 1; running(traffic); n++) {
    const started = performance.now();
    await comment(traffic, client, tally, n);
    if (busy && tally.limited === 0) continue;
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
}

/**
 * Starts an event article, then submits it complete, again and again: one every `everyMs` (the
 * next at once when one took longer, the missed ones skipped), or each `pauseMs` after the last
 * submission.
 */
export async function writer(traffic: Traffic, member: Member, schedule: { everyMs: number } | { pauseMs: number }): Promise<void> {
  // Members start at different moments of their period.
  let due = traffic.recorder.now() + ('everyMs' in schedule ? Math.random() * schedule.everyMs : 0);
  const next = async () => {
    if ('pauseMs' in schedule) return sleep(schedule.pauseMs);
    // A member held up (by the outage) does not write the articles it missed all at once after it.
    due = Math.max(due + schedule.everyMs, traffic.recorder.now());
    await sleep(due - traffic.recorder.now());
  };
  if (due > traffic.recorder.now()) await sleep(due - traffic.recorder.now());
  for (let n = 1; running(traffic); n++) {
    const started = await member.client.graphql('draft', START_EVENT, { date: { year: 1900 + (n % 100), month: 1 + (n % 12), day: 1 + (n % 28) } }, (d) =>
      d.startNewArticle.revision && !d.startNewArticle.errors.length ? 'ok' : `refused with ${JSON.stringify(d.startNewArticle.errors)}`,
    );
    const draft = started.data?.startNewArticle.revision;
    if (started.outcome !== 'ok' || !draft) {
      await next();
      continue;
    }
    const id = draft.id;
    traffic.acknowledged.drafts.push({ id, authorUid: member.uid });
    const title = `Soak event ${member.uid.slice(0, 6)} ${n}`;
    // A draft whose submission met the restart is submitted again, as its author would; if the
    // first attempt went through after all, the next is refused, which is then no surprise.
    for (let attempt = 0; attempt < 5 && running(traffic); attempt++) {
      const submitted = await member.client.graphql(
        'submission',
        SUBMIT_EVENT,
        { id, input: { title, bodyHtml: articleBody(title), coverImageId: member.coverId } },
        (d) => {
          if (d.submitArticle.revision?.status === 'PENDING' && !d.submitArticle.errors.length) return 'ok';
          return attempt > 0 ? 'refused' : `refused with ${JSON.stringify(d.submitArticle.errors)}`;
        },
      );
      if (submitted.outcome === 'ok') traffic.acknowledged.submissions.push({ id, title });
      if (submitted.outcome !== 'unavailable') break;
      await sleep(1_000);
    }
    await next();
  }
}

/** Reads the review queue and approves every submission in it. */
export async function reviewer(traffic: Traffic, client: SiteClient, { pauseMs }: { pauseMs: number }): Promise<void> {
  // An approval answered 503 may still have been made; the next attempt then finds it decided.
  const uncertain = new Set<string>();
  while (running(traffic)) {
    const queue = await client.graphql('review queue', REVIEW_QUEUE, {});
    const pending = (queue.data?.reviewQueue.edges ?? []).filter((edge) => edge.node.status === 'PENDING');
    for (const { node } of pending) {
      if (!running(traffic)) break;
      const sentAt = traffic.recorder.now();
      const approved = await client.graphql('approval', REVIEW_EVENT, { id: node.id, decision: 'APPROVE' }, (d) => {
        if (d.reviewArticle.revision?.status === 'APPROVED' && !d.reviewArticle.errors.length) return 'ok';
        if (uncertain.has(node.id)) return 'refused';
        return `refused with ${JSON.stringify(d.reviewArticle.errors)}`;
      });
      if (approved.outcome === 'ok')
        traffic.acknowledged.approvals.push({ id: node.id, authorUid: node.author.uid, sentAt, answeredAt: traffic.recorder.now() });
      if (approved.outcome === 'unavailable') uncertain.add(node.id);
    }
    await sleep(pauseMs);
  }
}

/** Notes when a page hears each status of each revision, and each error it hears. */
export function listen(traffic: Traffic, page: Heard, label: string): void {
  const heard = new Map<string, number>();
  traffic.heardAt.set(page, heard);
  page.onEvent = (event: StatusEvent) => {
    const key = `${event.id}:${event.status}`;
    if (!heard.has(key)) heard.set(key, traffic.recorder.now());
  };
  page.onError = (error) => {
    const code = (error as { extensions?: { code?: string } } | null)?.extensions?.code;
    // An event that came while PostgreSQL was away could not be read: the next one is.
    if (code === 'UNAVAILABLE' && traffic.recorder.inOutage()) traffic.subscriptionErrors.expected++;
    else traffic.subscriptionErrors.unexpected.push(`${label}: ${JSON.stringify(error)}`);
  };
}
