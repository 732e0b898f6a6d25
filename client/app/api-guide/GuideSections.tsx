/** The API guide's text beside the questions: the endpoint, the limits, tokens, the licence and the bulk files. */
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { memberPath } from '#shared/paths';
import { API_BUDGET, API_TOKENS_PAGE, DUMPS_PATH, LICENCES } from './api-facts';
import { CodeBlock } from './CodeBlock';
import { graphiqlLink } from './graphiql-link';

const count = (n: number) => n.toLocaleString('en');
/** Points a second a bucket of `perHour` points gets back, as the server tells it. */
const restorePerSecond = (perHour: number) => Math.round((perHour / 3600) * 1000) / 1000;

/** GraphQL's cost figures as every answer carries them. */
const COST_EXAMPLE = `{
  "data": { … },
  "extensions": {
    "cost": {
      "requested": 52,
      "actual": 31,
      "limit": ${API_BUDGET.anonymousPointsPerHour},
      "remaining": ${API_BUDGET.anonymousPointsPerHour - 88},
      "restoreRate": ${restorePerSecond(API_BUDGET.anonymousPointsPerHour)},
      "resetAt": "2027-04-23T09:00:32Z"
    }
  }
}`;

const RATE_LIMIT_QUERY = `query MyBudget {
  rateLimit {
    cost
    limit
    remaining
    restoreRate
    resetAt
  }
}`;

export function EndpointSection({ endpoint }: { endpoint: string }) {
  const socket = endpoint.replace(/^http/, 'ws');
  return (
    <section id="endpoint" aria-labelledby="endpoint-title">
      <h2 id="endpoint-title">The endpoint</h2>
      <p>
        Everything the site shows can be read at <code>{endpoint}</code> without an account: days, events, persons and holidays in eight languages, their
        counts, comments and changes. Names are stable: fields are added, never renamed.
      </p>
      <ul>
        <li>
          <code>POST /graphql</code> with <code>Content-Type: application/json</code> and a body <code>{'{"query": "…", "variables": {…}}'}</code>.
        </li>
        <li>
          <code>GET /graphql?query=…&amp;variables=…</code> for queries. Answers to anonymous reads carry <code>Cache-Control</code> and an <code>ETag</code>: a
          cache may keep them, and an unchanged answer comes back as <code>304</code>. Persisted queries are accepted too.
        </li>
        <li>
          Subscriptions over graphql-ws at <code>{socket}</code>: <code>entryChanged(locale: en)</code> tells of every change as it happens, no account needed.
        </li>
        <li>
          From a page on any other site, such as a notebook in the browser: answers to requests without credentials carry{' '}
          <code>Access-Control-Allow-Origin: *</code>, so <code>fetch</code> reads them.
        </li>
        <li>
          <a href="/graphql">GraphiQL</a> in a browser: an editor, and the documentation of every type, field and argument. Each “Open in GraphiQL” link below
          opens its query there.
        </li>
      </ul>
      <p>
        Lists are connections: ask for <code>first</code> items (at most 100, 20 when not given) <code>after</code> a cursor, read them as{' '}
        <code>edges {'{ node }'}</code> or simply <code>nodes</code>, and read <code>totalCount</code> and <code>pageInfo {'{ hasNextPage endCursor }'}</code>.
        Every object has a global <code>id</code> that <code>node(id:)</code> and <code>nodes(ids:)</code> find again. Languages are{' '}
        <code>en tr de fr it es zh ja</code>; kinds of entries <code>EVENT PERSON HOLIDAY PERSONAL</code>.
      </p>
    </section>
  );
}

export function LimitsSection() {
  return (
    <section id="limits" aria-labelledby="limits-title">
      <h2 id="limits-title">Limits</h2>
      <p>
        Every request costs points by the work it asks for: a page of 100 entries costs more than one entry. Points come from a bucket that refills
        continuously: without a token an address’s holds <strong>{count(API_BUDGET.anonymousPointsPerHour)} points</strong> and gets back{' '}
        <strong>{restorePerSecond(API_BUDGET.anonymousPointsPerHour)} a second</strong>; with a personal API token a member’s holds{' '}
        <strong>{count(API_BUDGET.tokenPointsPerHour)} points</strong> and gets back <strong>{restorePerSecond(API_BUDGET.tokenPointsPerHour)} a second</strong>
        . A query is charged what it used (<code>actual</code>), never more than it may cost as written (<code>requested</code>), and may start while the bucket
        holds less than that: it may owe up to a tenth of the bucket. An unchanged answer sent again as a <code>304</code> to <code>If-None-Match</code> costs
        nothing. Every answer tells what it cost and what is left in <code>extensions.cost</code> and in <code>X-RateLimit-*</code> headers:
      </p>
      <CodeBlock id="cost-example" caption="An answer’s extensions" code={COST_EXAMPLE} />
      <p>
        The <code>rateLimit</code> query tells the same at any time (
        <a href={graphiqlLink({ query: RATE_LIMIT_QUERY, operationName: 'MyBudget' })}>open in GraphiQL</a>):
      </p>
      <CodeBlock id="rate-limit-query" caption="Your budget" code={RATE_LIMIT_QUERY} />
      <p>
        When the bucket cannot let a query in, the answer is <code>429 Too Many Requests</code> with a <code>Retry-After</code> header, the seconds until enough
        points are back, and an error whose <code>extensions.code</code> is <code>RATE_LIMITED</code>: wait that long, then ask again. One query may cost at
        most 5,000 points and nest at most 10 levels (<code>QUERY_TOO_COMPLEX</code>, with its <code>cost</code> and the <code>limit</code>); an argument out of
        bounds, such as a page of more than 100, is refused with <code>BAD_USER_INPUT</code> and a message saying why. A query the database cannot answer within
        10 seconds is stopped and answered with <code>QUERY_TIMEOUT</code>: narrow its filter, ask for fewer rows, or start an export.
      </p>
    </section>
  );
}

export function TokensSection({ endpoint }: { endpoint: string }) {
  const locale = useLocale();
  return (
    <section id="tokens" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal API tokens</h2>
      <p>
        Members make their tokens on the <Link to={memberPath(locale, API_TOKENS_PAGE)}>API tokens page of the member area</Link>: a token is shown once, when
        it is made (the site keeps only its hash), and can be revoked there at any time. Send it in the <code>Authorization</code> header:
      </p>
      <CodeBlock
        id="token-example"
        caption="A request with a token"
        code={`curl -s '${endpoint}' \\\n  -H 'Authorization: Bearer YOUR_TOKEN' \\\n  -H 'Content-Type: application/json' \\\n  --data '{"query":"{ rateLimit { limit remaining } }"}'\n`}
      />
    </section>
  );
}

export function LicenceSection() {
  const { articles, holidayCatalogue } = LICENCES;
  return (
    <section id="licence" aria-labelledby="licence-title">
      <h2 id="licence-title">Licence and attribution</h2>
      <p>
        Articles are published under <a href={articles.url}>{articles.name}</a> (<code>{articles.spdxId}</code>): reuse them, also commercially, naming their
        authors and sharing what you make from them alike. Each entry says what applies to it: <code>license {'{ spdxId url }'}</code>,{' '}
        <code>contributors</code> (the members whose approved revisions shaped it) and <code>attribution</code>, the text to cite with it.
      </p>
      <p>
        The dates, countries and statuses of holidays come from the <a href={holidayCatalogue.source}>date-holidays</a> package, whose data is published under{' '}
        <a href={holidayCatalogue.url}>{holidayCatalogue.name}</a> (<code>{holidayCatalogue.spdxId}</code>); a holiday entry’s <code>license</code> names it.
      </p>
    </section>
  );
}

export function BulkSection() {
  return (
    <section id="bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Dumps and exports</h2>
      <p>
        For everything at once, <a href={DUMPS_PATH}>{DUMPS_PATH}</a> lists a dump of each language and one of all of them, as gzip-compressed JSON Lines and
        CSV, each with a data dictionary of its columns and the licence. They are written again when content changed, at most once an hour.
      </p>
      <p>
        For a part of it, <code>startExport(filter:, format:)</code> starts an export of the entries a filter selects and <code>exportJob(id:)</code> tells its{' '}
        <code>status</code>, its <code>rowCount</code> and, once written, the <code>url</code> of its file: see <a href="#full-export">the export above</a>.
      </p>
    </section>
  );
}
