import type { Route } from './+types/api-guide';
import { BulkSection, EndpointSection, LicenceSection, LimitsSection, TokensSection } from '../api-guide/GuideSections';
import { graphiqlLink } from '../api-guide/graphiql-link';
import { QuestionSection, type PreparedRequest } from '../api-guide/QuestionSection';
import { ANALYST_QUESTIONS, operationNameOf, variablesAt } from '../api-guide/questions';
import { useLocale } from '../i18n/use-locale';
import { FormattedMessage } from 'react-intl';
import { alternatesFor } from '../lib/alternates';
import { metaContext } from '../lib/meta-context';
import { renderContext } from '../lib/request-context';
import { seoMeta } from '../lib/seo';
import { breadcrumbListOf, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';
import { apiGuidePath } from '#shared/paths';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['apiGuide', 'day'] };

const TITLE = 'Daypedia’s data API: a guide for analysts';
const DESCRIPTION =
  'Query Daypedia’s days, events, persons and holidays in eight languages with GraphQL: sixteen worked questions with curl, Python and JavaScript, the limits, the licence and the dumps.';

/** What a question's requests are at the time of the page: a moment such as "7 days ago" written out, and the link that opens each in GraphiQL. */
function prepared(now: Date): Record<string, PreparedRequest[]> {
  return Object.fromEntries(
    ANALYST_QUESTIONS.map((question) => [
      question.id,
      question.operations.map((operation) => {
        const values = variablesAt(operation, now);
        // A value the previous answer gives is written as a hint to replace.
        for (const name of Object.keys(operation.from ?? {})) values[name] = `the ${name} from the first answer`;
        const variables = Object.keys(values).length ? values : undefined;
        return {
          variables: variables ? JSON.stringify(variables, null, 2) : null,
          graphiqlLink: graphiqlLink({ query: operation.query, variables, operationName: operationNameOf(operation.query) }),
        };
      }),
    ]),
  );
}

/** The guide's questions are data the page renders; the moments in them are written out once, here. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(renderContext);
  return { endpoint: `${origin}/graphql`, requests: prepared(new Date()), alternates: alternatesFor(apiGuidePath) };
}

export default function ApiGuideRoute({ loaderData: { endpoint, requests } }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <main id="main" className="page api-guide">
      {locale !== 'en' && (
        <p className="notice api-guide-language">
          <FormattedMessage id="apiGuide.englishOnly" />
        </p>
      )}
      <article className="article" lang="en">
        <h1>{TITLE}</h1>
        <p className="lead">
          Daypedia’s GraphQL endpoint answers questions about calendar days in one request: counts computed in the database, every language of an entry, its
          authors and licence, and what changed since you last asked. Below are sixteen questions analysts ask, each with its query and the same in curl, Python
          and JavaScript.
        </p>
        <nav aria-labelledby="api-guide-contents">
          <h2 id="api-guide-contents">On this page</h2>
          <ol className="api-guide-contents">
            <li>
              <a href="#endpoint">The endpoint</a>
            </li>
            <li>
              <a href="#questions">Sixteen questions, answered</a>
              <ol>
                {ANALYST_QUESTIONS.map((question) => (
                  <li key={question.id}>
                    <a href={`#${question.id}`}>{question.question}</a>
                  </li>
                ))}
              </ol>
            </li>
            <li>
              <a href="#limits">Limits</a>
            </li>
            <li>
              <a href="#tokens">Personal API tokens</a>
            </li>
            <li>
              <a href="#licence">Licence and attribution</a>
            </li>
            <li>
              <a href="#bulk">Dumps and exports</a>
            </li>
          </ol>
        </nav>
        <EndpointSection endpoint={endpoint} />
        <section id="questions" aria-labelledby="questions-title">
          <h2 id="questions-title">Sixteen questions, answered</h2>
          <p>
            Each is one request (the export two). The Python examples need <code>pip install requests pandas</code>; the JavaScript ones run in a browser’s
            console, a notebook or Node.js.
          </p>
          {ANALYST_QUESTIONS.map((question, i) => (
            <QuestionSection key={question.id} question={question} number={i + 1} endpoint={endpoint} requests={requests[question.id] ?? []} />
          ))}
        </section>
        <LimitsSection />
        <TokensSection endpoint={endpoint} />
        <LicenceSection />
        <BulkSection />
      </article>
    </main>
  );
}

/** The guide is English under every prefix: each language's copy names the English one as the page. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = metaContext(matches);
  if (!ctx) return [];
  const path = apiGuidePath('en');
  return seoMeta({
    title: `${TITLE} · Daypedia`,
    description: DESCRIPTION,
    locale: 'en',
    origin: ctx.origin,
    path,
    alternates: { en: path },
    jsonLd: jsonLdGraph(breadcrumbListOf(ctx.origin, [homeCrumb(ctx.intl, ctx.locale), { name: TITLE, path: apiGuidePath(ctx.locale) }])),
  });
};
