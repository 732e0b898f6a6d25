import { graphql } from '../graphql';
import { useSiteMutation } from '../lib/use-site-mutation';

const SetMemberDisabledMutation = graphql(`
  mutation SetMemberDisabled($uid: ID!, $disabled: Boolean!) {
    setMemberDisabled(uid: $uid, disabled: $disabled) {
      user {
        uid
        disabled
      }
      errors {
        code
      }
    }
  }
`);

/** Disables a member's account (signed out everywhere at once) or enables it again; answers the member or the refusal, or null when the server could not be reached (a toast said so). */
export function useSetMemberDisabled() {
  const { send, sending } = useSiteMutation(SetMemberDisabledMutation, { toastKey: 'member-disabled' });
  const setMemberDisabled = async (uid: string, disabled: boolean) => {
    const data = await send({ uid, disabled });
    return data ? data.setMemberDisabled : null;
  };
  return { setMemberDisabled, changing: sending };
}
