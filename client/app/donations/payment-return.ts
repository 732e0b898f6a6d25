import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { notify } from '../lib/toast';

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
