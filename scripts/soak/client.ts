/**
 * A client of the site behind nginx, as one visitor on one address: its connections leave from
 * that local address (any of 127.0.0.0/8 on Linux), so nginx sees it as the client's own and
 * forwards it in X-Forwarded-For. Every answer is recorded and classified.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { getOperationAST, print } from 'graphql';
import http from 'node:http';
import { decoded, request, type Response } from '../http-request.ts';
import type { Kind, Outcome, Recorder } from './recorder.ts';

export interface GraphqlAnswer<TData> {
  outcome: Outcome;
  data: TData | null;
}

interface GraphqlBody {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export class SiteClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly base: string,
    readonly address: string,
    private readonly recorder: Recorder,
    /** A member's session cookie. */
    private readonly cookie: string | null = null,
    /** Extra headers on every request (a forged X-Forwarded-For). */
    private readonly headers: () => Record<string, string> = () => ({}),
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: address });
  }

  private send(path: string, init: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Response> {
    return request(this.base + path, {
      agent: this.agent,
      body: init.body,
      headers: { ...this.headers(), ...(this.cookie ? { cookie: this.cookie } : {}), ...init.headers },
    });
  }

  /**
   * A page as a browser asks for it; `redirects` allows a 3xx (the root chooses a language).
   * `lateMs`: how long after its due time the request was sent, counted in its time (a reader
   * that reads on a schedule waits for the answer before it sends the next read).
   */
  async page(path: string, { redirects = false, lateMs = 0 } = {}): Promise<{ outcome: Outcome; cache: string | null }> {
    let response: Response;
    try {
      response = await this.send(path, { headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'accept-language': 'en' } });
    } catch (error) {
      return { outcome: this.recorder.record('page', 'unexpected', 0, `${path}: ${String(error)}`), cache: null };
    }
    const cache = (response.headers['x-page-cache'] as string | undefined) ?? null;
    const { status } = response;
    const ms = response.ms + lateMs;
    const read = `${path} (${status}, page cache ${cache ?? 'not asked'}${lateMs ? `, sent ${Math.round(lateMs)} ms late` : ''})`;
    if (status === 200 || (redirects && status >= 300 && status < 400)) return { outcome: this.recorder.record('page', 'ok', ms, undefined, read), cache };
    if (status === 503) return { outcome: this.recorder.record('page', 'unavailable', ms, `${path} answered 503`), cache };
    return { outcome: this.recorder.record('page', 'unexpected', ms, `${path} answered ${status}`), cache };
  }

  /**
   * A GraphQL operation over HTTP. `check` looks at the data of an answer without errors and says
   * whether it is ok, an expected refusal (an Outcome), or else why it is unexpected; `lateMs` as
   * for a page.
   */
  async graphql<TData, TVariables>(
    kind: Kind,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    check: (data: TData) => string = () => 'ok',
    { lateMs = 0 } = {},
  ): Promise<GraphqlAnswer<TData>> {
    let response: Response;
    try {
      const body = JSON.stringify({ query: print(document), variables });
      response = await this.send('/graphql', { headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body });
    } catch (error) {
      return { outcome: this.recorder.record(kind, 'unexpected', 0, String(error)), data: null };
    }
    const ms = response.ms + lateMs;
    let body: GraphqlBody;
    try {
      body = JSON.parse(decoded(response).toString()) as GraphqlBody;
    } catch {
      const outcome = response.status === 503 ? 'unavailable' : 'unexpected';
      return { outcome: this.recorder.record(kind, outcome, ms, `${response.status} without a GraphQL body`), data: null };
    }
    const codes = (body.errors ?? []).map((error) => error.extensions?.code ?? error.message);
    if (codes.length && codes.every((code) => code === 'UNAVAILABLE'))
      return { outcome: this.recorder.record(kind, 'unavailable', ms, `HTTP ${response.status}`), data: null };
    if (codes.length || response.status !== 200)
      return { outcome: this.recorder.record(kind, 'unexpected', ms, `HTTP ${response.status} ${codes.join(', ')}`), data: null };
    const data = body.data as TData;
    const verdict = check(data);
    const read =
      kind === 'query'
        ? `query ${getOperationAST(document)?.name?.value ?? 'without a name'}${lateMs ? ` (sent ${Math.round(lateMs)} ms late)` : ''}`
        : undefined;
    if (verdict === 'ok' || verdict === 'refused' || verdict === 'unavailable' || verdict === 'unexpected')
      return { outcome: this.recorder.record(kind, verdict, ms, undefined, read), data };
    return { outcome: this.recorder.record(kind, 'unexpected', ms, verdict), data };
  }

  /** A proof-of-work challenge, as the comment form fetches it. */
  async challenge(): Promise<unknown> {
    try {
      const response = await this.send('/auth/challenge', { headers: { accept: 'application/json' } });
      if (response.status !== 200) {
        this.recorder.record('challenge', 'unexpected', response.ms, `answered ${response.status}`);
        return null;
      }
      this.recorder.record('challenge', 'ok', response.ms);
      return JSON.parse(decoded(response).toString());
    } catch (error) {
      this.recorder.record('challenge', 'unexpected', 0, String(error));
      return null;
    }
  }

  /** Uploads an article's cover, as the editor does; answers the image's id. */
  async uploadCover(revisionId: string, png: Buffer): Promise<string> {
    const response = await this.send(`/uploads/article-image?revision=${revisionId}&purpose=cover`, { headers: { 'content-type': 'image/png' }, body: png });
    const body = JSON.parse(decoded(response).toString()) as { id?: string; code?: string };
    if (response.status !== 201 || !body.id) throw new Error(`The cover upload answered ${response.status} ${body.code ?? ''}`);
    return body.id;
  }

  close(): void {
    this.agent.destroy();
  }
}
