/** The operations of donations: the member's unspent credits, and starting a checkout. */
import { graphql } from '../graphql';

/** How many paid donations the member has not spent on an entry yet. */
export const DonationCreditsQuery = graphql(`
  query DonationCredits {
    donationCredits
  }
`);

export const StartDonationMutation = graphql(`
  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {
    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {
      checkoutUrl
      errors {
        code
      }
    }
  }
`);
