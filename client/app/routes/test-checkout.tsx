import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/test-checkout';
import { graphql } from '../graphql';
import { formatPrice } from '../donations/price';
import { memberPageMeta } from '../lib/member-page';
import { notFound } from '../lib/not-found';
import { renderContext } from '../lib/request-context';

import { loadQuery } from '../lib/route-data';
import { safeReturnUrl } from '../lib/session';
import { notify } from '../lib/toast';

const TestCheckoutRouteQuery = graphql(`
  query TestCheckoutRoute($session: String!) {
    testCheckout(session: $session) {
      personalKind
      amount
      currency
      status
    }
  }
`);

/** The built-in test provider's checkout; it exists only while no Stripe keys are set. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const session = url.searchParams.get('session') ?? '';
  const { origin, locale } = context.get(renderContext);
  const { testCheckout } = await loadQuery(context, TestCheckoutRouteQuery, { session });
  if (!testCheckout) notFound(request);
  return {
    session,
    checkout: testCheckout,
    successPath: safeReturnUrl(url.searchParams.get('success'), locale, origin),
    cancelPath: safeReturnUrl(url.searchParams.get('cancel'), locale, origin),
  };
}

type Outcome = 'pay' | 'decline' | 'cancel';

export default function TestCheckoutRoute({ loaderData: { session, checkout, successPath, cancelPath } }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Outcome | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const price = formatPrice(intl, checkout.amount, checkout.currency);

  const answer = async (outcome: Outcome) => {
    setBusy(outcome);
    try {
      const response = await fetch(`/payments/test-checkout/${encodeURIComponent(session)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ outcome }),
      });
      if (!response.ok && response.status !== 409) throw new Error(`test checkout answered ${response.status}`);
      if (outcome === 'decline') notify({ status: 'error', title: t('checkout.declined'), message: t('checkout.nothingCharged') });
      await navigate(outcome === 'pay' ? successPath : cancelPath);
    } catch {
      notify({ status: 'error', title: t('common.serverError'), mode: 'replace', key: 'test-checkout' });
      setBusy(null);
    }
  };

  return (
    <main id="main" className="page action-page test-checkout">
      <div className="action-card">
        <p className="test-mode-banner" role="note">
          <strong>
            <FormattedMessage id="checkout.testMode" />
          </strong>{' '}
          <FormattedMessage id="checkout.testModeText" />
        </p>
        <h1>
          <FormattedMessage id="checkout.heading" />
        </h1>
        <dl className="checkout-summary">
          <div>
            <dt>
              <FormattedMessage id="checkout.item" />
            </dt>
            <dd>
              <FormattedMessage id="checkout.itemText" values={{ kind: t(`personal.kind.${checkout.personalKind}`) }} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="checkout.amount" />
            </dt>
            <dd className="checkout-amount">{price}</dd>
          </div>
        </dl>
        {checkout.status === 'PENDING' ? (
          <div className="checkout-actions">
            <button type="button" className="button button-wide" disabled={busy !== null} aria-busy={busy === 'pay'} onClick={() => answer('pay')}>
              <FormattedMessage id="checkout.pay" values={{ price }} />
            </button>
            <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => answer('decline')}>
              <FormattedMessage id="checkout.decline" />
            </button>
            <button type="button" className="button-quiet" disabled={busy !== null} onClick={() => answer('cancel')}>
              <FormattedMessage id="checkout.cancel" />
            </button>
          </div>
        ) : (
          <p className="notice" role="status">
            <FormattedMessage id="checkout.closed" values={{ status: t(`donation.status.${checkout.status}`) }} />{' '}
            <Link to={checkout.status === 'PAID' ? successPath : cancelPath}>
              <FormattedMessage id="checkout.back" />
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => memberPageMeta(matches, '/test-checkout', 'checkout.title');
