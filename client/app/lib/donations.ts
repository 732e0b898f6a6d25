/** Donations from any page: starting one (the server fixes the amount and answers where to pay), credits, and coming back from a checkout. */
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { graphql } from '../graphql';
import type { Locale } from '../../shared/locales';
import type { PersonalKind } from '../../shared/personal-entry-rules';
import { browserApollo } from './apollo';
import { notify } from './toast';
import { refusalMessage } from './refusals';

/** How many paid donations the member has not spent on an entry yet. */
export const DonationCreditsQuery = graphql(`
  query DonationCredits {
    donationCredits
  }
`);

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
    notify({ status: 'error', title: intl.formatMessage({ id: 'donate.refused' }), message: intl.formatMessage(refusalMessage(code, 'donate')), mode: 'replace', key: 'donation' });
  } catch {
    notify({ status: 'error', title: intl.formatMessage({ id: 'common.serverError' }), mode: 'replace', key: 'donation' });
  }
  return false;
}

/**
 * Back from a checkout (`?payment=done` or `cancelled`): says how it went, once, and drops the
 * parameter. `doneMessageId` says what the payment leads to on this page.
 */
export function usePaymentReturn(doneMessageId: string): void {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('payment');
  useEffect(() => {
    if (outcome !== 'done' && outcome !== 'cancelled') return;
    const t = (id: string) => intl.formatMessage({ id });
    if (outcome === 'done') notify({ status: 'success', title: t('donate.thanks'), message: t(doneMessageId), mode: 'once', key: 'payment-done' });
    else notify({ status: 'info', title: t('donate.cancelled'), mode: 'once', key: 'payment-cancelled' });
    setParams(
      (p) => {
        p.delete('payment');
        return p;
      },
      { replace: true },
    );
  }, [outcome, setParams, intl, doneMessageId]);
}

/** The price as the reader's language writes it: 5 USD → "$5.00", "5,00 $"… */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount / 100, { style: 'currency', currency });
}
