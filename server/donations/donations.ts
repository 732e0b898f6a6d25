/**
 * Starting a donation: 5 USD (fixed here) for one personal entry, paid before the entry is
 * written (a credit) or for an entry waiting for payment. A member who already holds a credit is
 * not asked to pay again: the credit is spent on the waiting entry instead.
 */
import type { Locale } from '#shared/locales';
import { DONATION_AMOUNT, DONATION_CURRENCY, type PersonalKind } from '#shared/personal-entry-rules';
import { memberPath } from '#shared/paths';
import type { MemberContext } from '../graphql/context';
import { announceContentChange } from '../db/content-changes';
import type { FieldErrorShape } from '../graphql/field-errors';
import { lockEntry, settlePersonalListing } from '../personal/listing';
import { spendCredit } from '../personal/entries';
import { logger } from '../observability/logger';

export interface StartDonationInput {
  personalKind?: PersonalKind | null;
  entryId?: number | null;
  locale: Locale;
}

export interface StartDonationResult {
  /** Where the member goes next: the provider's checkout page, or My Articles when a credit paid. */
  checkoutUrl: string | null;
  errors: FieldErrorShape[];
}

const refused = (field: string | null, code: FieldErrorShape['code']): StartDonationResult => ({ checkoutUrl: null, errors: [{ field, code }] });

export async function startDonation(ctx: MemberContext, { personalKind, entryId, locale }: StartDonationInput): Promise<StartDonationResult> {
  const user = ctx.user;
  const myArticles = memberPath(locale, '/user/my-articles');
  // Paying ahead returns to the form the credit is for; paying for an entry returns to My Articles.
  const paths =
    entryId == null
      ? {
          successPath: `${memberPath(locale, '/write-personal-entry')}?kind=${personalKind}&payment=done`,
          cancelPath: `${memberPath(locale, '/donate')}?payment=cancelled`,
        }
      : { successPath: `${myArticles}?payment=done`, cancelPath: `${myArticles}?payment=cancelled` };
  const donation = { userId: user.uid, amount: DONATION_AMOUNT, currency: DONATION_CURRENCY, provider: ctx.payments.name };
  if (!(await ctx.abuse.donationAllowed(user.uid))) return refused(null, 'TOO_MANY_DONATIONS');

  const prepared = await ctx.db.$transaction(async (tx) => {
    if (entryId == null) {
      if (!personalKind) return refused('personalKind', 'PERSONAL_KIND_REQUIRED');
      return tx.donation.create({ data: { ...donation, personalKind } });
    }
    const entry = await tx.entry.findUnique({ where: { id: entryId }, include: { donation: true } });
    if (!entry || entry.kind !== 'PERSONAL' || entry.createdById !== user.uid) return refused('entryId', 'ENTRY_NOT_FOUND');
    await lockEntry(tx, entry.id);
    if (entry.donation?.status === 'PAID') return refused('entryId', 'ALREADY_PAID');
    // An unfinished checkout for the entry makes way; if it is paid after all, it becomes a credit.
    if (entry.donation) await tx.donation.update({ where: { id: entry.donation.id }, data: { entryId: null } });
    if (await spendCredit(tx, user.uid, entry.id)) return { creditSpent: await settlePersonalListing(tx, entry.id) };
    return tx.donation.create({ data: { ...donation, personalKind: entry.personalKind!, entryId: entry.id } });
  });
  if ('errors' in prepared) return prepared;
  if ('creditSpent' in prepared) {
    if (prepared.creditSpent) await announceContentChange(ctx.db, 'personal-entries');
    return { checkoutUrl: paths.successPath, errors: [] };
  }
  try {
    const checkout = await ctx.payments.startCheckout({
      donationId: prepared.id,
      personalKind: prepared.personalKind,
      amount: prepared.amount,
      currency: prepared.currency,
      locale,
      email: user.email,
      ...paths,
    });
    await ctx.db.donation.update({ where: { id: prepared.id }, data: { providerSessionId: checkout.sessionId } });
    return { checkoutUrl: checkout.url, errors: [] };
  } catch (error) {
    logger.error({ err: error }, 'A checkout could not be started');
    await ctx.db.donation.update({ where: { id: prepared.id }, data: { status: 'FAILED' } });
    return refused(null, 'PAYMENT_UNAVAILABLE');
  }
}
