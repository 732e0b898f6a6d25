/**
 * A hostile client among the soak's readers: it loops over the attacks an attacker made on the
 * site, all at once, each in a loop of its own from a client address of its own (a member's
 * attacks signed in as that member), with a pause between two rounds of one attack:
 *
 *  1. a member reads the word-by-word changes of a rewrite holding ~29,000 characters of new
 *     words, 20 times in one query (20 aliases of articleDraft { bodyChanges });
 *  2. a member saves a draft of ~200 KB of nested lists, 5 times in one request (5 aliases of
 *     saveArticleDraft sharing one variable);
 *  3. anonymous introspection, 240 aliases of the full __schema query; a 100 KB query of 2,000
 *     fields of one name;
 *  4. anonymous searches: `entries(search: "the") { totalCount }` 10 at once from one address,
 *     a search of three combining accents, a search for "Hawaiʻi";
 *  5. a member sending batches of 50 aliases of updateProfile;
 *  6. the day page with a random `?kind=`, 20 in flight;
 *  7. the sharing image of a random year's January 1;
 *  8. an anonymous comment with a NUL character over the WebSocket (graphql-ws).
 *
 * A refusal (a 4xx, a GraphQL error with a code, a payload error) is what it expects. What it
 * flags: a 5xx other than a 503 while PostgreSQL is away, no answer at all, an internal error
 * (INTERNAL_SERVER_ERROR, a socket closed for an internal error), and any answer that shows a
 * stack trace or the database's own words. Its answers are kept apart from the readers', by attack.
 */
import type { Challenge } from 'altcha-lib';
import { getIntrospectionQuery, Kind as AstKind, parse, print, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { dayPath } from '#shared/paths';
import { SaveArticleDraftDocument, StartRewriteDocument, UpdateProfileDocument, AddCommentDocument } from '../../tests/graphql/graphql.ts';
import { START_EVENT } from '../../tests/setup/article-operations.ts';
import { percentile, sleep } from '../timing.ts';
import type { SiteClient } from './client.ts';
import type { Recorder } from './recorder.ts';
import { solvedProof } from './proofs.ts';
import { running, type Traffic } from './traffic.ts';

export const ATTACKS = [
  'article changes ×20 aliases',
  'nested-list draft ×5 aliases',
  'introspection ×240 aliases',
  '2,000 same-name fields',
  'search "the" ×10 at once',
  'search of 3 combining accents',
  'search "Hawaiʻi"',
  'updateProfile ×50 aliases',
  'day page ?kind=random',
  'sharing image of a random year',
  'NUL comment over WebSocket',
] as const;
export type Attack = (typeof ATTACKS)[number];
/** The attacks by their number in the list above (1 to 8), for running some of them alone (--attacks). */
export const ATTACK_GROUPS: Attack[][] = [
  ['article changes ×20 aliases'],
  ['nested-list draft ×5 aliases'],
  ['introspection ×240 aliases', '2,000 same-name fields'],
  ['search "the" ×10 at once', 'search of 3 combining accents', 'search "Hawaiʻi"'],
  ['updateProfile ×50 aliases'],
  ['day page ?kind=random'],
  ['sharing image of a random year'],
  ['NUL comment over WebSocket'],
];

/** An answer with no byte for this long counts as none: the server (or nginx) held it. */
const ANSWER_TIMEOUT_MS = 30_000;
const DAY_PAGE_IN_FLIGHT = 20;
const DAY_PAGE_REQUESTS = 60;
const SHARING_IMAGES = 10;
const PROFILE_BATCHES = 3;
/** Between two rounds of one attack: a burst, then a breath, as a script that does not want to be noticed at once. */
const PAUSE_MS = 1_000;
/** Each attack leaves from an address of its own: `${prefix}.1` to `${prefix}.11`. */
export const ADDRESSES_PER_CLIENT = 11;

export interface AttackStats {
  answers: number;
  /** By status class: 2xx, 4xx, 5xx, "503 during the outage", "no answer", "socket …". */
  statuses: Map<string, number>;
  /** GraphQL error codes and payload refusal codes, as answered. */
  codes: Map<string, number>;
  /** ms of every answer that came. */
  latencies: number[];
  flagged: number;
}

/** The hostile client's own record, apart from the readers'. */
export class HostileLog {
  readonly stats = new Map<Attack, AttackStats>(
    ATTACKS.map((attack) => [attack, { answers: 0, statuses: new Map(), codes: new Map(), latencies: [], flagged: 0 }]),
  );
  /** The first flagged answers, for the report. */
  readonly flags: string[] = [];
  flagCount = 0;
  constructor(private readonly clock: Recorder) {}

  note(attack: Attack, answer: { status: string; ms: number | null; codes?: string[]; problem?: string }): void {
    const stats = this.stats.get(attack)!;
    stats.answers++;
    stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1);
    for (const code of answer.codes ?? []) stats.codes.set(code, (stats.codes.get(code) ?? 0) + 1);
    if (answer.ms !== null) stats.latencies.push(answer.ms);
    if (answer.problem) {
      stats.flagged++;
      this.flagCount++;
      if (this.flags.length < 20) this.flags.push(`${(this.clock.now() / 1000).toFixed(1)} s ${attack}: ${answer.problem}`);
    }
  }

  p(attack: Attack, q: number): number {
    return percentile(
      [...this.stats.get(attack)!.latencies].sort((a, b) => a - b),
      q,
    );
  }
}

/** What must never reach a client: a stack frame, the database's or its client library's words. */
const LEAKS: [RegExp, string][] = [
  [/\bat (?:async )?(?:\S+ \()?(?:file:\/\/|node:)?\/?[\w.@-]+(?:\/[\w.@-]+)*\.[cm]?[jt]sx?:\d+:\d+/, 'a stack trace'],
  [/invalid byte sequence/i, 'raw database text (invalid byte sequence)'],
  [/prisma/i, 'the word "prisma"'],
  [/postgres/i, 'the word "PostgreSQL"'],
];

/** `text` holds a page's or an article's own words: only a stack trace or the database's error text gives itself away there. */
function leakIn(text: string, { content = false } = {}): string | null {
  for (const [pattern, what] of content ? LEAKS.slice(0, 2) : LEAKS) {
    const match = pattern.exec(text);
    if (match) return `shows ${what}: …${text.slice(Math.max(0, match.index - 40), match.index + 80).replace(/\s+/g, ' ')}…`;
  }
  return null;
}

interface Answer {
  status: number;
  body: Buffer;
  ms: number;
}

/** One visitor's address: its connections leave from it, as SiteClient's do, and an answer that does not come is given up. */
class HostileAddress {
  private readonly agent: http.Agent;

  constructor(
    private readonly base: string,
    readonly address: string,
    private readonly cookie: string | null = null,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: DAY_PAGE_IN_FLIGHT, localAddress: address });
  }

  send(path: string, { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer | { error: string }> {
    return new Promise((resolve) => {
      const start = performance.now();
      const req = http.request(
        this.base + path,
        { method: body === undefined ? 'GET' : 'POST', agent: this.agent, headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          // Sent without Accept-Encoding: the answer comes as it is.
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - start }));
          res.on('error', (error) => resolve({ error: String(error) }));
        },
      );
      req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer for ${ANSWER_TIMEOUT_MS / 1000} s`)));
      req.on('error', (error) => resolve({ error: String(error) }));
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The status class of an HTTP answer, and why it is flagged if it is. */
function statusOf(status: number, clock: Recorder): { status: string; problem?: string } {
  if (status === 503 && clock.inOutage()) return { status: '503 during the outage' };
  if (status >= 500) return { status: `${Math.floor(status / 100)}xx`, problem: `answered ${status}` };
  return { status: `${Math.floor(status / 100)}xx` };
}

interface GraphqlReply {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/** Error codes of a GraphQL answer: the errors' and those of every payload at the top (one per alias). */
function codesOf(reply: GraphqlReply): string[] {
  const codes = (reply.errors ?? []).map((error) => error.extensions?.code ?? 'NO CODE');
  for (const value of Object.values(reply.data ?? {})) {
    const payloadErrors = (value as { errors?: unknown } | null)?.errors;
    if (Array.isArray(payloadErrors)) for (const error of payloadErrors as { code?: string }[]) codes.push(error.code ?? 'NO CODE');
  }
  return codes;
}

/** Judges a GraphQL answer: its status, its codes, and whether it is flagged. `data` is looked into for leaks only when it holds no member's text. */
function judgeGraphql(answer: Answer, clock: Recorder, { dataIsContent }: { dataIsContent: boolean }) {
  const { status, problem } = statusOf(answer.status, clock);
  const text = answer.body.toString();
  let reply: GraphqlReply;
  try {
    reply = JSON.parse(text) as GraphqlReply;
  } catch {
    return { status, ms: answer.ms, problem: problem ?? leakIn(text) ?? (answer.status < 400 ? `${answer.status} without a GraphQL body` : undefined) };
  }
  const codes = codesOf(reply);
  const outside = dataIsContent ? JSON.stringify({ ...reply, data: null }) : text;
  const leak = leakIn(outside) ?? (dataIsContent ? leakIn(JSON.stringify(reply.data ?? null), { content: true }) : null);
  const internal = codes.includes('INTERNAL_SERVER_ERROR') ? 'an internal error (INTERNAL_SERVER_ERROR)' : null;
  const noCode = reply.errors?.some((error) => !error.extensions?.code)
    ? `an error without a code: ${reply.errors.find((e) => !e.extensions?.code)?.message}`
    : null;
  return { status, ms: answer.ms, codes: [...new Set(codes)], problem: problem ?? leak ?? internal ?? noCode ?? undefined };
}

/** A document whose operation's fields are each repeated `times`, aliased a1, a2 …: one request that asks the same work many times. */
function aliased(document: DocumentNode, times: number): string {
  return print({
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind !== AstKind.OPERATION_DEFINITION
        ? definition
        : {
            ...definition,
            selectionSet: {
              ...definition.selectionSet,
              selections: Array.from({ length: times }, (_, i) =>
                definition.selectionSet.selections.map((selection) =>
                  selection.kind === AstKind.FIELD ? { ...selection, alias: { kind: AstKind.NAME as const, value: `a${i + 1}` } } : selection,
                ),
              ).flat(),
            },
          },
    ),
  });
}

const BODY_CHANGES = aliased(parse('query HostileBodyChanges($id: ID!) { articleDraft(id: $id) { bodyChanges { text added removed } } }'), 20);
const NESTED_SAVE = aliased(SaveArticleDraftDocument, 5);
const INTROSPECTION = aliased(parse(getIntrospectionQuery()), 240);
const SAME_NAME_FIELDS = `query HostileSameName { ${'entries(filter: {locale: en}, first: 1) {totalCount} '.repeat(2_000)}}`;
const PROFILE_BATCH = aliased(UpdateProfileDocument, 50);
const search = (text: string) => `query HostileSearch { entries(filter: { locale: en, search: ${JSON.stringify(text)} }, first: 1) { totalCount } }`;
const NESTED_LISTS = `<p>Deep</p>${'<ul><li>'.repeat(25_000)}deep${'</li></ul>'.repeat(10)}`;

/** ~`length` characters of words no article has, in paragraphs: each is a change to diff. */
function newWords(length: number): { html: string; textLength: number } {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const words: string[] = [];
  let textLength = 0;
  while (textLength < length) {
    const word = Array.from({ length: 4 + Math.floor(Math.random() * 6) }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
    words.push(word);
    textLength += word.length + 1;
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < words.length; i += 60) paragraphs.push(`<p>${words.slice(i, i + 60).join(' ')}</p>`);
  return { html: paragraphs.join(''), textLength };
}

/** What the hostile member set up before the traffic: a rewrite holding a large text, and a draft of its own. */
export interface HostileMember {
  cookie: string;
  rewriteId: string;
  draftId: string;
}

/**
 * Signs the hostile member's setup through `client` (not measured): starts a rewrite of one of
 * `entries` and saves ~29,000 characters of new words into it, then starts a draft.
 */
export async function prepareHostileMember(client: SiteClient, cookie: string, entries: { id: string }[]): Promise<HostileMember> {
  let rewrite: { id: string; title: string } | null = null;
  for (const entry of entries) {
    const { data } = await client.graphql('draft', StartRewriteDocument, { entryId: entry.id, locale: 'en' });
    rewrite = data?.startRewrite.revision ?? null;
    if (rewrite) break;
  }
  if (!rewrite) throw new Error('The hostile member could not start a rewrite of any English entry');
  const words = newWords(29_000);
  const saved = await client.graphql('draft', SaveArticleDraftDocument, { id: rewrite.id, input: { title: rewrite.title, bodyHtml: words.html } });
  const errors = saved.data?.saveArticleDraft.errors;
  if (!saved.data?.saveArticleDraft.revision || errors?.length)
    throw new Error(`The hostile member's rewrite of ${words.textLength} characters was not saved: ${JSON.stringify(errors ?? saved.outcome)}`);
  const { data } = await client.graphql('draft', START_EVENT, { date: { year: 1912, month: 4, day: 15 } });
  const draftId = data?.startNewArticle.revision?.id;
  if (!draftId) throw new Error(`The hostile member could not start a draft: ${JSON.stringify(data?.startNewArticle.errors)}`);
  return { cookie, rewriteId: rewrite.id, draftId };
}

/** A WebSocket that leaves from one local address, for graphql-ws's `webSocketImpl`. */
function socketFrom(localAddress: string): unknown {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { localAddress });
    }
  };
}

interface HostileSetup {
  /** nginx's address, as every client sees the site. */
  url: string;
  /** The first address of this client's range: attack k leaves from `${prefix}.${k}`. */
  prefix: string;
  member: HostileMember;
  /** English entries to comment on. */
  commentable: { id: string }[];
  log: HostileLog;
  /** The attacks sent (all but for a run that looks at some alone). */
  attacks: ReadonlySet<Attack>;
}

/** The hostile client's loop: every attack in turn, again and again, until the soak's deadline. */
export async function hostile(traffic: Traffic, { url, prefix, member, commentable, log, attacks }: HostileSetup): Promise<void> {
  const clock = traffic.recorder;
  const anonymous = (k: number) => new HostileAddress(url, `${prefix}.${k}`);
  const signedIn = (k: number) => new HostileAddress(url, `${prefix}.${k}`, member.cookie);
  const addresses = {
    changes: signedIn(1),
    nested: signedIn(2),
    introspection: anonymous(3),
    sameName: anonymous(4),
    searchThe: anonymous(5),
    accents: anonymous(6),
    hawaii: anonymous(7),
    profile: signedIn(8),
    dayPage: anonymous(9),
    image: anonymous(10),
    socket: anonymous(11),
  };

  const graphqlAttack = async (attack: Attack, from: HostileAddress, query: string, variables: Record<string, unknown> = {}, dataIsContent = false) => {
    const answer = await from.send('/graphql', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    if ('error' in answer) return log.note(attack, { status: 'no answer', ms: null, problem: answer.error });
    log.note(attack, judgeGraphql(answer, clock, { dataIsContent }));
  };
  const pageAttack = async (attack: Attack, from: HostileAddress, path: string, accept: string) => {
    const answer = await from.send(path, { headers: { accept } });
    if ('error' in answer) return log.note(attack, { status: 'no answer', ms: null, problem: `${path}: ${answer.error}` });
    const { status, problem } = statusOf(answer.status, clock);
    const textual = answer.status >= 300 || accept === 'text/html';
    const leak = textual ? leakIn(answer.body.toString(), { content: answer.status < 300 }) : null;
    log.note(attack, { status, ms: answer.ms, problem: problem ? `${path} ${problem}` : leak ? `${path} ${leak}` : undefined });
  };
  /** `total` requests, at most `inFlight` at once. */
  const burst = async (total: number, inFlight: number, one: () => Promise<void>) => {
    let left = total;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (left-- > 0 && running(traffic)) await one();
      }),
    );
  };
  const random = () => Math.random().toString(36).slice(2, 10);

  /** A challenge fetched from the attack's address and solved; undefined when there was none to solve (noted). */
  const fetchedProof = async (attack: Attack): Promise<string | null | undefined> => {
    const challengeAnswer = await addresses.socket.send('/auth/challenge', { headers: { accept: 'application/json' } });
    if ('error' in challengeAnswer) return void log.note(attack, { status: 'no challenge', ms: null, problem: `the challenge: ${challengeAnswer.error}` });
    if (challengeAnswer.status !== 200) {
      const { status, problem } = statusOf(challengeAnswer.status, clock);
      return void log.note(attack, { status: `challenge ${status}`, ms: challengeAnswer.ms, problem: problem && `the challenge ${problem}` });
    }
    return solvedProof(JSON.parse(challengeAnswer.body.toString()) as Challenge);
  };
  const socketComment = async (attack: Attack, round: number) => {
    const proof = traffic.proofs.take() ?? (await fetchedProof(attack));
    if (proof === undefined) return;
    const nul = '\u0000';
    const input = {
      entryId: commentable[round % commentable.length].id,
      locale: 'en',
      authorName: round % 2 ? 'Reader' : `Read${nul}er`,
      text:
        round % 2 ? `A remark with a ${nul} in the middle of it, as a bot sends it.` : 'A remark written by a visitor whose name hides a control character.',
      proof: proof ?? 'none',
    };
    const client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: socketFrom(addresses.socket.address),
      retryAttempts: 0,
      lazy: true,
    });
    const start = performance.now();
    const results: GraphqlReply[] = [];
    const ended = await new Promise<{ closed?: string; timeout?: true; error?: string }>((resolve) => {
      const timer = setTimeout(() => resolve({ timeout: true }), ANSWER_TIMEOUT_MS);
      client.subscribe(
        { query: print(AddCommentDocument), variables: { input } },
        {
          next: (result) => void results.push(result as GraphqlReply),
          error: (error: unknown) => {
            clearTimeout(timer);
            const event = error as { code?: number; reason?: string };
            if (typeof event?.code === 'number') resolve({ closed: `${event.code}${event.reason ? ` ${event.reason}` : ''}` });
            else if (Array.isArray(error)) {
              results.push({ errors: error as GraphqlReply['errors'] });
              resolve({});
            } else resolve({ error: String(error) });
          },
          complete: () => (clearTimeout(timer), resolve({})),
        },
      );
    });
    const ms = performance.now() - start;
    void client.dispose();
    if (ended.timeout) return log.note(attack, { status: 'no answer', ms: null, problem: `no answer over the socket for ${ANSWER_TIMEOUT_MS / 1000} s` });
    if (ended.error) return log.note(attack, { status: 'socket error', ms, problem: ended.error });
    const codes = results.flatMap(codesOf);
    const text = JSON.stringify(results) + (ended.closed ?? '');
    // graphql-ws closes with 4500 when the server throws; 1011 is an internal error too.
    const internal = ended.closed && /^(4500|1011)\b/.test(ended.closed) ? `the socket closed for an internal error (${ended.closed})` : null;
    log.note(attack, {
      status: ended.closed ? `socket closed ${ended.closed.split(' ')[0]}` : 'answered over the socket',
      ms,
      codes: [...new Set(codes)],
      problem: leakIn(text) ?? internal ?? (codes.includes('INTERNAL_SERVER_ERROR') ? 'an internal error (INTERNAL_SERVER_ERROR)' : null) ?? undefined,
    });
  };

  const day = dayPath('en', { month: 3, day: 14 });
  const steps: [Attack, (attack: Attack, round: number) => Promise<void>][] = [
    ['article changes ×20 aliases', (attack) => graphqlAttack(attack, addresses.changes, BODY_CHANGES, { id: member.rewriteId }, true)],
    [
      'nested-list draft ×5 aliases',
      (attack) =>
        graphqlAttack(attack, addresses.nested, NESTED_SAVE, { id: member.draftId, input: { title: 'A list of lists', bodyHtml: NESTED_LISTS } }, true),
    ],
    ['introspection ×240 aliases', (attack) => graphqlAttack(attack, addresses.introspection, INTROSPECTION)],
    ['2,000 same-name fields', (attack) => graphqlAttack(attack, addresses.sameName, SAME_NAME_FIELDS)],
    ['search "the" ×10 at once', (attack) => burst(10, 10, () => graphqlAttack(attack, addresses.searchThe, search('the')))],
    ['search of 3 combining accents', (attack) => graphqlAttack(attack, addresses.accents, search('\u0301\u0308\u0327'))],
    ['search "Hawaiʻi"', (attack) => graphqlAttack(attack, addresses.hawaii, search('Hawaiʻi'))],
    [
      'updateProfile ×50 aliases',
      async (attack, round) => {
        for (let batch = 1; batch <= PROFILE_BATCHES && running(traffic); batch++)
          await graphqlAttack(attack, addresses.profile, PROFILE_BATCH, {
            input: { displayName: `Hostile ${round}.${batch}`, bio: `About me, round ${round}. ${'Nothing to say. '.repeat(55)}` },
          });
      },
    ],
    [
      'day page ?kind=random',
      (attack) => burst(DAY_PAGE_REQUESTS, DAY_PAGE_IN_FLIGHT, () => pageAttack(attack, addresses.dayPage, `${day}?kind=${random()}`, 'text/html')),
    ],
    [
      'sharing image of a random year',
      (attack) =>
        burst(SHARING_IMAGES, 5, () => pageAttack(attack, addresses.image, `/og/en/date/january-1-${1 + Math.floor(Math.random() * 9999)}.png`, 'image/png')),
    ],
    ['NUL comment over WebSocket', (attack, round) => socketComment(attack, round)],
  ];

  // Every attack loops in a lane of its own, so that each is under way from the start whatever the others take.
  const lane = async ([attack, run]: (typeof steps)[number]) => {
    for (let round = 1; running(traffic); round++) {
      await run(attack, round);
      await sleep(PAUSE_MS);
    }
  };
  try {
    await Promise.all(steps.filter(([attack]) => attacks.has(attack)).map(lane));
  } finally {
    for (const address of Object.values(addresses)) address.close();
  }
}
