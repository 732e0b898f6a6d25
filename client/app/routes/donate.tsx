import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/donate';
import { useLocale } from '../i18n/use-locale';
import { alternatesFor } from '../lib/alternates';
import { DonationCreditsQuery } from '../donations/documents';
import { usePaymentReturn } from '../donations/payment-return';
import { formatPrice } from '../donations/price';
import { useStartDonation } from '../donations/use-start-donation';
import { metaContext } from '../lib/meta-context';
import { memberPath } from '#shared/paths';
import { DONATION_AMOUNT, DONATION_CURRENCY, PERSONAL_KINDS, type PersonalKind } from '#shared/personal-entry-rules';
import { loginPath, useSession } from '../lib/session';
import { seoMeta } from '../lib/seo';
import { sessionContext } from '../lib/request-context';
import { loadQuery } from '../lib/route-data';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: 'all' };

/** A member's unspent credits come with the page; a visitor has none. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.get(sessionContext);
  const credits = viewer ? (await loadQuery(context, DonationCreditsQuery, {})).donationCredits : 0;
  return { alternates: alternatesFor((l) => memberPath(l, '/donate')), credits };
}

/** Four kinds of personal entry, 5 USD each: pay first and write, or write first and pay. */
export default function DonateRoute({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const [busy, setBusy] = useState<PersonalKind | null>(null);
  const { goToCheckout } = useStartDonation();
  const { credits } = loaderData;
  const price = formatPrice(intl, DONATION_AMOUNT, DONATION_CURRENCY);
  const writePath = (kind: PersonalKind) => `${memberPath(locale, '/write-personal-entry')}?kind=${kind}`;

  usePaymentReturn('donate.thanksCredit');

  const donate = async (kind: PersonalKind) => {
    if (!viewer) {
      await navigate(loginPath(locale, memberPath(locale, '/donate')));
      return;
    }
    setBusy(kind);
    if (!(await goToCheckout({ personalKind: kind }))) setBusy(null);
  };

  return (
    <main id="main" className="page donate-page">
      <h1>
        <FormattedMessage id="donate.heading" />
      </h1>
      <p className="lead">
        <FormattedMessage id="donate.intro" values={{ price }} />
      </p>
      {credits > 0 ? (
        <p className="notice" role="status">
          <FormattedMessage id="donate.credits" values={{ count: credits }} />{' '}
          <Link to={memberPath(locale, '/write-personal-entry')}>
            <FormattedMessage id="donate.useCredit" />
          </Link>
        </p>
      ) : null}
      <ul className="donation-cards">
        {PERSONAL_KINDS.map((kind) => (
          <li key={kind} className="donation-card">
            <h2>
              <FormattedMessage id={`personal.kind.${kind}`} />
            </h2>
            <p>
              <FormattedMessage id={`donate.card.${kind}`} />
            </p>
            <p className="donation-price">
              <FormattedMessage id="donate.perEntry" values={{ price }} />
            </p>
            <button type="button" className="button" disabled={busy !== null} aria-busy={busy === kind} onClick={() => donate(kind)}>
              <FormattedMessage id={busy === kind ? 'donate.opening' : 'donate.payFirst'} values={{ price }} />
            </button>
            <Link to={writePath(kind)} className="donation-later">
              <FormattedMessage id="donate.writeFirst" />
            </Link>
          </li>
        ))}
      </ul>
      <section className="donation-details" aria-labelledby="donation-what">
        <h2 id="donation-what">
          <FormattedMessage id="donate.whatHeading" />
        </h2>
        <ul>
          {['listed', 'review', 'order', 'unpaid', 'refund'].map((point) => (
            <li key={point}>
              <FormattedMessage id={`donate.what.${point}`} values={{ price }} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const t = (id: string) => ctx.intl.formatMessage({ id });
  return seoMeta({
    title: `${t('donate.title')} · Daypedia`,
    description: t('donate.description'),
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
  });
};
