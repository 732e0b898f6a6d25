import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Route } from './+types/api-tokens';
import { ApiTokensTable, ApiTokensTableToken } from '../api-tokens/ApiTokensTable';
import { NewApiTokenForm } from '../api-tokens/NewApiTokenForm';
import { RevokeApiTokenDialog } from '../api-tokens/RevokeApiTokenDialog';
import { TokenShownOnce } from '../api-tokens/TokenShownOnce';
import { useRevokeApiToken } from '../api-tokens/use-revoke-api-token';
import { getFragmentData, graphql } from '../graphql';
import type { ApiTokensTable_TokenFragment } from '../graphql/graphql';
import { queryData } from '../lib/apollo';
import { memberPageMeta } from '../lib/member-page';
import { refusalMessage } from '../lib/refusals';
import { renderContext } from '../lib/request-context';
import { serverApollo } from '../lib/server-apollo';
import { requireMember } from '../lib/session';
import { notify } from '../lib/toast';
import { API_TOKENS_PER_MEMBER } from '#shared/api-token-rules';

const ApiTokensRouteQuery = graphql(`
  query ApiTokensRoute {
    apiTokens {
      ...ApiTokensTable_token
    }
  }
`);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireMember(context, request);
  const { apiTokens } = await queryData(serverApollo(context), ApiTokensRouteQuery, {});
  return { tokens: getFragmentData(ApiTokensTableToken, apiTokens), endpoint: `${context.get(renderContext).origin}/graphql` };
}

export default function ApiTokensRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const [tokens, setTokens] = useState(loaderData.tokens);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [asking, setAsking] = useState<ApiTokensTable_TokenFragment | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const { revokeApiToken } = useRevokeApiToken();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const revoke = async (token: ApiTokensTable_TokenFragment) => {
    setRevoking(token.id);
    const result = await revokeApiToken(token.id);
    setRevoking(null);
    if (!result) return;
    // Revoked now, or before (in another tab): either way it is gone.
    setTokens((list) => list.filter((t) => t.id !== token.id));
    listHeading.current?.focus();
    if (result.apiToken) notify({ status: 'success', title: intl.formatMessage({ id: 'apiTokens.revoked' }, { name: token.name }) });
    else notify({ status: 'error', title: intl.formatMessage(refusalMessage(result.errors[0]?.code ?? 'API_TOKEN_NOT_FOUND', 'apiTokens')) });
  };

  return (
    <main id="main" className="page member-page api-tokens-page">
      <h1>
        <FormattedMessage id="apiTokens.heading" />
      </h1>
      <p className="page-intro">
        <FormattedMessage id="apiTokens.intro" values={{ header: <code>Authorization: Bearer …</code> }} />
      </p>
      <p>
        <FormattedMessage id="apiTokens.example" />
      </p>
      {/* Focusable, so that a keyboard can scroll it where it is wider than the screen. */}
      <pre className="code-sample" dir="ltr" tabIndex={0}>
        <code>{`curl ${loaderData.endpoint} \\\n  -H "Authorization: Bearer $DAYPEDIA_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '{"query": "{ rateLimit { limit remaining resetAt } }"}'`}</code>
      </pre>
      {created ? <TokenShownOnce name={created.name} secret={created.secret} onDone={() => setCreated(null)} /> : null}
      <NewApiTokenForm
        full={tokens.length >= API_TOKENS_PER_MEMBER}
        onCreated={(token, secret) => {
          setTokens((list) => [token, ...list]);
          setCreated({ name: token.name, secret });
        }}
      />
      <h2 ref={listHeading} tabIndex={-1}>
        <FormattedMessage id="apiTokens.yours" />
      </h2>
      <ApiTokensTable tokens={tokens} revoking={revoking} onRevoke={setAsking} />
      <RevokeApiTokenDialog
        name={asking?.name ?? null}
        onAnswer={(confirmed) => {
          const token = asking;
          setAsking(null);
          if (confirmed && token) void revoke(token);
        }}
      />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/user/api-tokens', 'apiTokens.title');
