import { graphql } from '../graphql';
import { useSiteMutation } from '../lib/use-site-mutation';

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      apiToken {
        ...ApiTokensTable_token
      }
      token
      errors {
        field
        code
      }
    }
  }
`);

/** Makes a personal API token; answers it with the token itself (shown this once) or the refusal, or null when the server could not be reached (a toast said so). */
export function useCreateApiToken() {
  const { send, sending } = useSiteMutation(CreateApiTokenMutation, { toastKey: 'api-token' });
  const createApiToken = async (name: string) => (await send({ name }))?.createApiToken ?? null;
  return { createApiToken, creating: sending };
}
