import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../graphql';
import type { ProfileInput } from '../graphql/graphql';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      user {
        uid
        displayName
        bio
        avatarUrl
      }
      errors {
        field
        code
      }
    }
  }
`);

/**
 * Saves the member's public profile; answers the member as now stored, or the refusal. A failed
 * request throws: the profile form saves the e-mail address first and reports both in one place.
 */
export function useUpdateProfile() {
  const [mutate] = useMutation(UpdateProfileMutation);
  return useCallback(async (input: ProfileInput) => (await mutate({ variables: { input } })).data?.updateProfile ?? null, [mutate]);
}
