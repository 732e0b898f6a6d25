import { graphql } from '../graphql';
import type { PersonalEntryInput } from '../graphql/graphql';
import { useLocale } from '../i18n/use-locale';
import { useSiteMutation } from '../lib/use-site-mutation';

const SubmitPersonalEntryMutation = graphql(`
  mutation SubmitPersonalEntry($locale: Locale!, $input: PersonalEntryInput!, $revisionId: ID) {
    submitPersonalEntry(locale: $locale, input: $input, revisionId: $revisionId) {
      revision {
        id
      }
      paid
      errors {
        field
        code
      }
    }
  }
`);

/**
 * Submits a personal entry (new, or `revisionId` fixed after a rejection) in the page's language;
 * answers the revision and whether it is paid for, or the refusal, or null when the server could
 * not be reached (a toast said so, and that what was typed is kept).
 */
export function useSubmitPersonalEntry() {
  const locale = useLocale();
  const { send, sending } = useSiteMutation(SubmitPersonalEntryMutation, { toastKey: 'personal-entry', failureMessageId: 'personal.kept' });
  const submitPersonalEntry = async (input: PersonalEntryInput, revisionId: string | null) => {
    const data = await send({ locale, input, revisionId });
    return data ? data.submitPersonalEntry : null;
  };
  return { submitPersonalEntry, submitting: sending };
}
