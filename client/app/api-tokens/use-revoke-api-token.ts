import { graphql } from '../graphql';
import { useSiteMutation } from '../lib/use-site-mutation';

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      apiToken {
        id
      }
      errors {
        code
      }
    }
  }
`);

/** Revokes one of the member's API tokens; answers the token revoked or the refusal, or null when the server could not be reached (a toast said so). */
export function useRevokeApiToken() {
  const { send, sending } = useSiteMutation(RevokeApiTokenMutation, { toastKey: 'api-token' });
  const revokeApiToken = async (id: string) => (await send({ id }))?.revokeApiToken ?? null;
  return { revokeApiToken, revoking: sending };
}
