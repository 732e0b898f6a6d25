/**
 * Wikimedia's services as the importer's tests and benchmark meet them: a local node:http server
 * that answers in each service's real format, from an answer book.
 *
 * - SPARQL: SPARQL 1.1 Query Results JSON (W3C), `application/sparql-results+json`, bindings with
 *   type/value/datatype as the Wikidata Query Service writes them.
 * - wbgetentities: Wikibase's JSON (entities keyed by id, `missing` for unknown ids), filtered by
 *   `props` and `languages` as the API does.
 * - the "on this day" feed: `{ events: [{ text, pages: [page summary], year }] }`, as the
 *   mobileapps service's spec (spec/feed/on-this-day.yaml) and its page summaries describe.
 * - Commons: `action=query&prop=imageinfo`, formatversion 2, with extmetadata (API:Imageinfo).
 * - thumbnails: a small JPEG made with sharp.
 *
 * The recorded answers are in fixtures/ (real items: Albert Einstein, Ulm, Princeton, the
 * September 11 attacks; and hostile ones with invented Q-numbers from Q900000001). A test may
 * change the book, or `intercept` a request to answer it otherwise (429, maxlag, garbage).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { SourceUrls } from './options';

export interface AnswerBook {
  sparql(property: string, monthDay: string, limit: number): object;
  entity(id: string): Record<string, unknown> | undefined;
  feed(locale: string, monthDay: string): object | undefined;
  /** Commons' imageinfo of a file ("File:Name.jpg"), `{{base}}` standing for the server's address. */
  file(title: string): Record<string, unknown> | undefined;
}

type SourceKind = 'sparql' | 'entities' | 'feed' | 'imageinfo' | 'picture' | 'other';

interface SourceRequest {
  kind: SourceKind;
  url: URL;
  userAgent: string;
}

export interface SourceServer {
  base: string;
  urls: SourceUrls;
  book: AnswerBook;
  requests: SourceRequest[];
  /** Answers a request instead of the book when it returns true. */
  intercept: ((request: SourceRequest, res: http.ServerResponse) => boolean) | null;
  close(): Promise<void>;
}

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

export interface RecordedAnswers {
  sparql: Record<string, { head: unknown; results: { bindings: unknown[] } }>;
  entities: Record<string, Record<string, unknown>>;
  feed: Record<string, object>;
  files: Record<string, Record<string, unknown>>;
}

/** The recorded answers, as a fresh copy a test may change. */
export function recordedAnswers(): RecordedAnswers {
  return {
    sparql: fixture('sparql.json') as RecordedAnswers['sparql'],
    entities: { ...(fixture('wikidata-entities.json') as object), ...(fixture('wikidata-entities-hostile.json') as object) },
    feed: fixture('feed-onthisday.json') as RecordedAnswers['feed'],
    files: fixture('commons-imageinfo.json') as RecordedAnswers['files'],
  };
}

export function bookOf(answers: RecordedAnswers): AnswerBook {
  return {
    sparql: (property, monthDay, limit) => {
      const recorded = answers.sparql[`${property}:${monthDay}`];
      return recorded
        ? { ...recorded, results: { bindings: recorded.results.bindings.slice(0, limit) } }
        : { head: { vars: ['item', 'sitelinks'] }, results: { bindings: [] } };
    },
    entity: (id) => answers.entities[id],
    feed: (locale, monthDay) => answers.feed[`${locale}:${monthDay}`],
    file: (title) => answers.files[title],
  };
}

function entityAnswer(entity: Record<string, unknown>, props: string[], languages: string[] | null): Record<string, unknown> {
  const filtered: Record<string, unknown> = { type: entity.type, id: entity.id };
  for (const prop of props) {
    const value = entity[prop] as Record<string, unknown> | undefined;
    if (!value) continue;
    filtered[prop] =
      (prop === 'labels' || prop === 'descriptions') && languages ? Object.fromEntries(Object.entries(value).filter(([l]) => languages.includes(l))) : value;
  }
  return filtered;
}

const json = (res: http.ServerResponse, body: unknown, type = 'application/json; charset=utf-8') => {
  res.writeHead(200, { 'Content-Type': type });
  res.end(JSON.stringify(body));
};

export async function startSourceServer(book: AnswerBook = bookOf(recordedAnswers())): Promise<SourceServer> {
  const picture = await sharp({ create: { width: 64, height: 80, channels: 3, background: { r: 120, g: 110, b: 100 } } })
    .jpeg()
    .toBuffer();
  const state: SourceServer = {
    base: '',
    urls: { wikidata: '', sparql: '', feed: '', commons: '' },
    book,
    requests: [],
    intercept: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.base);
    const q = url.searchParams;
    const kind: SourceKind =
      url.pathname === '/sparql'
        ? 'sparql'
        : url.pathname === '/w/api.php'
          ? 'entities'
          : url.pathname.startsWith('/feed/')
            ? 'feed'
            : url.pathname === '/commons/w/api.php'
              ? 'imageinfo'
              : url.pathname.startsWith('/upload/')
                ? 'picture'
                : 'other';
    const request = { kind, url, userAgent: req.headers['user-agent'] ?? '' };
    state.requests.push(request);
    if (state.intercept?.(request, res)) return;
    switch (kind) {
      case 'sparql': {
        const query = q.get('query') ?? '';
        const property = /p:(P\d+)/.exec(query)?.[1] ?? '';
        const month = /MONTH\(\?time\) = (\d+)/.exec(query)?.[1] ?? '0';
        const day = /DAY\(\?time\) = (\d+)/.exec(query)?.[1] ?? '0';
        const limit = Number(/LIMIT (\d+)/.exec(query)?.[1] ?? 100);
        return json(
          res,
          state.book.sparql(property, `${month.padStart(2, '0')}-${day.padStart(2, '0')}`, limit),
          'application/sparql-results+json; charset=utf-8',
        );
      }
      case 'entities': {
        const ids = (q.get('ids') ?? '').split('|');
        const props = (q.get('props') ?? 'labels|descriptions|claims|sitelinks').split('|');
        const languages = q.get('languages')?.split('|') ?? null;
        const entities = Object.fromEntries(
          ids.map((id) => {
            const entity = state.book.entity(id);
            return [id, entity ? entityAnswer(entity, props, languages) : { id, missing: '' }];
          }),
        );
        return json(res, { entities, success: 1 });
      }
      case 'feed': {
        const [, , locale, , , mm, dd] = url.pathname.split('/');
        const answer = state.book.feed(locale ?? '', `${mm}-${dd}`);
        if (!answer) {
          res.writeHead(404, { 'Content-Type': 'application/problem+json' });
          return res.end(JSON.stringify({ type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found', title: 'Not found.', status: 404 }));
        }
        return json(res, answer);
      }
      case 'imageinfo': {
        const titles = (q.get('titles') ?? '').split('|');
        const pages = titles.map((title) => {
          const info = state.book.file(title);
          if (!info) return { ns: 6, title, missing: true, known: false, imagerepository: '' };
          const filled = JSON.parse(JSON.stringify(info).replaceAll('{{base}}', state.base)) as Record<string, unknown>;
          return { ns: 6, title, missing: false, known: true, imagerepository: 'local', imageinfo: [filled] };
        });
        return json(res, { batchcomplete: true, query: { pages } });
      }
      case 'picture':
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': picture.length });
        return res.end(picture);
      case 'other':
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.urls = { wikidata: state.base, sparql: `${state.base}/sparql`, feed: `${state.base}/feed`, commons: `${state.base}/commons/w/api.php` };
  return state;
}
