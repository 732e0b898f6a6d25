/**
 * Starting a donation: 5 USD (fixed here) for one personal entry, paid before the entry is
 * written (a credit) or for an entry waiting for payment. A member who already holds a credit is
 * not asked to pay again: the credit is spent on the waiting entry instead.
 */
import type { Locale } from '../../client/app/i18n/locales';
import { DONATION_AMOUNT, DONATION_CURRENCY, type PersonalKind } from '../../client/app/lib/personal-entry-rules';
import { memberPath } from '../../client/app/lib/paths';
import type { Context } from '../context';
import { announceContentChange } from '../db/content-changes';
import type { FieldErrorShape } from '../schema/errors';
import { lockEntry, settlePersonalListing } from '../personal/listing';
import { spendCredit } from '../personal/entries';

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

export async function startDonation(ctx: Context, { personalKind, entryId, locale }: StartDonationInput): Promise<StartDonationResult> {
  const user = ctx.user!;
  const myArticles = memberPath(locale, '/user/my-articles');
  let kind = personalKind ?? null;
  let paths: { successPath: string; cancelPath: string };

  const prepared = await ctx.db.$transaction(async (tx) => {
    if (entryId == null) {
      if (!kind) return refused('personalKind', 'PERSONAL_KIND_REQUIRED');
      paths = { successPath: `${memberPath(locale, '/write-personal-entry')}?kind=${kind}&payment=done`, cancelPath: `${memberPath(locale, '/donate')}?payment=cancelled` };
      return tx.donation.create({ data: { userId: user.uid, personalKind: kind, amount: DONATION_AMOUNT, currency: DONATION_CURRENCY, provider: ctx.payments.name } });
    }
    const entry = await tx.entry.findUnique({ where: { id: entryId }, include: { donation: true } });
    if (!entry || entry.kind !== 'PERSONAL' || entry.createdById !== user.uid) return refused('entryId', 'ENTRY_NOT_FOUND');
    await lockEntry(tx, entry.id);
    if (entry.donation?.status === 'PAID') return refused('entryId', 'ALREADY_PAID');
    kind = entry.personalKind!;
    // An unfinished checkout for the entry makes way; if it is paid after all, it becomes a credit.
    if (entry.donation) await tx.donation.update({ where: { id: entry.donation.id }, data: { entryId: null } });
    if (await spendCredit(tx, user.uid, entry.id)) return { creditSpent: await settlePersonalListing(tx, entry.id) };
    paths = { successPath: `${myArticles}?payment=done`, cancelPath: `${myArticles}?payment=cancelled` };
    return tx.donation.create({ data: { userId: user.uid, personalKind: kind, amount: DONATION_AMOUNT, currency: DONATION_CURRENCY, provider: ctx.payments.name, entryId: entry.id } });
  });
  if ('errors' in prepared) return prepared;
  if ('creditSpent' in prepared) {
    if (prepared.creditSpent) await announceContentChange(ctx.db, 'personal-entries');
    return { checkoutUrl: `${myArticles}?payment=done`, errors: [] };
  }
  try {
    const checkout = await ctx.payments.startCheckout({
      donationId: prepared.id,
      personalKind: kind!,
      amount: prepared.amount,
      currency: prepared.currency,
      locale,
      email: user.email,
      ...paths!,
    });
    await ctx.db.donation.update({ where: { id: prepared.id }, data: { providerSessionId: checkout.sessionId } });
    return { checkoutUrl: checkout.url, errors: [] };
  } catch (error) {
    console.error('A checkout could not be started:', error);
    await ctx.db.donation.update({ where: { id: prepared.id }, data: { status: 'FAILED' } });
    return refused(null, 'PAYMENT_UNAVAILABLE');
  }
}
