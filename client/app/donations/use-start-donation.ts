import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/use-locale';
import { refusalMessage } from '../lib/refusals';
import { notify } from '../lib/toast';
import { useSiteMutation } from '../lib/use-site-mutation';
import type { PersonalKind } from '#shared/personal-entry-rules';
import { StartDonationMutation } from './documents';

/**
 * Starts a donation (the server fixes the amount and answers where to pay) and opens the checkout:
 * Stripe's page, or the test provider's. `goToCheckout` answers false when none was started, after
 * saying why in a toast.
 */
export function useStartDonation() {
  const intl = useIntl();
  const locale = useLocale();
  const { send, sending } = useSiteMutation(StartDonationMutation, { toastKey: 'donation' });
  const goToCheckout = async (target: { personalKind: PersonalKind } | { entryId: string }): Promise<boolean> => {
    const data = await send({ locale, ...target });
    if (!data) return false;
    const url = data.startDonation.checkoutUrl;
    if (url) {
      window.location.assign(url);
      return true;
    }
    const code = data.startDonation.errors[0]?.code ?? 'PAYMENT_UNAVAILABLE';
    notify({
      status: 'error',
      title: intl.formatMessage({ id: 'donate.refused' }),
      message: intl.formatMessage(refusalMessage(code, 'donate')),
      mode: 'replace',
      key: 'donation',
    });
    return false;
  };
  return { goToCheckout, starting: sending };
}
