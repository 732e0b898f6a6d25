import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../components/forms/Field';
import { getFragmentData } from '../graphql';
import type { ApiTokensTable_TokenFragment } from '../graphql/graphql';
import { refusalMessage } from '../lib/refusals';
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKENS_PER_MEMBER } from '#shared/api-token-rules';
import { ApiTokensTableToken } from './ApiTokensTable';
import { useCreateApiToken } from './use-create-api-token';

/** Names and makes a new token; a member who holds as many as allowed is told to revoke one first. */
export function NewApiTokenForm({ full, onCreated }: { full: boolean; onCreated: (token: ApiTokensTable_TokenFragment, secret: string) => void }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { createApiToken, creating } = useCreateApiToken();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(intl.formatMessage(refusalMessage('NAME_REQUIRED', 'apiTokens')));
    const result = await createApiToken(name.trim());
    if (!result) return;
    const token = getFragmentData(ApiTokensTableToken, result.apiToken);
    if (!token || !result.token) return setError(intl.formatMessage(refusalMessage(result.errors[0]?.code ?? 'NAME_REQUIRED', 'apiTokens')));
    setError(undefined);
    setName('');
    onCreated(token, result.token);
  };

  return (
    <form className="form-card api-token-form" onSubmit={submit} noValidate aria-busy={creating}>
      <h2>
        <FormattedMessage id="apiTokens.new" />
      </h2>
      {full ? (
        <p className="notice">
          <FormattedMessage id="apiTokens.limitReached" values={{ max: API_TOKENS_PER_MEMBER }} />
        </p>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'apiTokens.name' })}
        name="name"
        autoComplete="off"
        maxLength={API_TOKEN_NAME_MAX_LENGTH}
        hint={intl.formatMessage({ id: 'apiTokens.nameHint' }, { max: API_TOKEN_NAME_MAX_LENGTH })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        disabled={full}
        required
      />
      <button type="submit" className="button" disabled={full || creating}>
        <FormattedMessage id={creating ? 'apiTokens.creating' : 'apiTokens.create'} />
      </button>
    </form>
  );
}
