/** Starting a donation from any page: the server fixes the amount and answers where to pay. */
import type { IntlShape } from 'react-intl';
import { graphql } from '../graphql';
import type { Locale } from '../i18n/locales';
import type { PersonalKind } from './personal-entry-rules';
import { browserApollo } from './apollo';
import { notify } from './toast';

const StartDonationMutation = graphql(`
  mutation StartDonation($personalKind: PersonalKind, $entryId: ID, $locale: Locale!) {
    startDonation(personalKind: $personalKind, entryId: $entryId, locale: $locale) {
      checkoutUrl
      errors {
        code
      }
    }
  }
`);

/** Opens the checkout (Stripe's page, or the test provider's); false when none was started, after saying why. */
export async function goToCheckout(intl: IntlShape, locale: Locale, target: { personalKind: PersonalKind } | { entryId: string }): Promise<boolean> {
  try {
    const { data } = await browserApollo().mutate({ mutation: StartDonationMutation, variables: { locale, ...target } });
    const url = data?.startDonation.checkoutUrl;
    if (url) {
      window.location.assign(url);
      return true;
    }
    const code = data?.startDonation.errors[0]?.code ?? 'PAYMENT_UNAVAILABLE';
    notify({ status: 'error', title: intl.formatMessage({ id: 'donate.refused' }), message: intl.formatMessage({ id: `donate.error.${code}` }), mode: 'replace', key: 'donation' });
  } catch {
    notify({ status: 'error', title: intl.formatMessage({ id: 'common.serverError' }), mode: 'replace', key: 'donation' });
  }
  return false;
}

/** The price as the reader's language writes it: 5 USD → "$5.00", "5,00 $"… */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount / 100, { style: 'currency', currency });
}
