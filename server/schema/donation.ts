import { TOTAL_COUNT_EXTENSIONS, totalCountOf } from './connection-count';
import { builder } from '../graphql/builder';
import { rowNumber } from '../graphql/row-id';
import { startDonation, type StartDonationResult } from '../donations/donations';
import { FieldError } from './errors';
import { LocaleEnum } from './locale';
import { canAdminister } from '#shared/roles';
import { nodeRowId } from '../graphql/global-id';
import { withRefusals } from '../graphql/field-errors';

export const PersonalKindEnum = builder.enumType('PersonalKind', {
  description: 'What a personal entry is.',
  values: {
    BIRTHDAY: { description: 'A birthday.' },
    ANNIVERSARY: { description: 'An anniversary.' },
    MEMORIAL: { description: 'In memory of someone.' },
    EVENT: { description: 'An event in somebody’s life.' },
  } as const,
});

const DonationStatusEnum = builder.enumType('DonationStatus', {
  description: 'Where a donation stands.',
  values: {
    PENDING: { description: 'Checkout started, not paid (yet).' },
    PAID: { description: 'Paid.' },
    FAILED: { description: 'The payment failed.' },
    EXPIRED: { description: 'The checkout was cancelled or ran out of time.' },
    REFUNDED: { description: 'Paid, then refunded: the entry is no longer listed.' },
  } as const,
});

builder.prismaObject('Donation', {
  description: '5 USD that lists one personal entry. Paid before the entry is written, it is a credit until the entry is submitted.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The donation.' }),
    personalKind: t.expose('personalKind', { type: PersonalKindEnum, description: 'The kind of entry it was given for.' }),
    amount: t.exposeInt('amount', { description: "In the currency's smallest unit (cents)." }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code.' }),
    status: t.expose('status', { type: DonationStatusEnum, description: 'Where it stands.' }),
    provider: t.exposeString('provider', { description: 'stripe, or test (the built-in provider in which no money moves).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When checkout started.' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true, description: 'When it was paid.' }),
    donor: t.relation('user', { description: 'Who gave it.' }),
    entryTitle: t.string({
      nullable: true,
      description: 'The personal entry it pays for; null while it is an unused credit.',
      select: { entry: { select: { articles: { select: { title: true }, take: 1 } } } },
      resolve: (donation) => donation.entry?.articles[0]?.title ?? null,
    }),
    entryListed: t.boolean({
      description: 'True when the entry it pays for is listed on its day.',
      select: { entry: { select: { listed: true } } },
      resolve: (donation) => donation.entry?.listed ?? false,
    }),
  }),
});

const StartDonationResultType = builder.objectRef<StartDonationResult>('StartDonationResult').implement({
  description: 'Where to send the member to pay, or why no checkout was started.',
  fields: (t) => ({
    checkoutUrl: t.exposeString('checkoutUrl', {
      nullable: true,
      description: "The payment page (Stripe's, or the test provider's); a page of this site when a credit the member holds paid instead.",
    }),
    errors: t.field({ type: [FieldError], description: 'Empty when a checkout was started.', resolve: (r) => r.errors }),
  }),
});

interface TestCheckout {
  personalKind: string;
  amount: number;
  currency: string;
  status: string;
}

const TestCheckoutType = builder.objectRef<TestCheckout>('TestCheckout').implement({
  description: 'A checkout of the built-in test provider, for its own payment page.',
  fields: (t) => ({
    personalKind: t.field({
      type: PersonalKindEnum,
      description: 'What the donation is for.',
      resolve: (c) => c.personalKind as typeof PersonalKindEnum.$inferType,
    }),
    amount: t.exposeInt('amount', { description: "In the currency's smallest unit." }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code.' }),
    status: t.field({ type: DonationStatusEnum, description: 'Open checkouts are PENDING.', resolve: (c) => c.status as typeof DonationStatusEnum.$inferType }),
  }),
});

builder.queryFields((t) => ({
  donations: t.withAuth({ member: true }).prismaConnection(
    {
      type: 'Donation',
      cursor: 'id',
      description: "Donations, newest first: a member's own; admins see everyone's.",
      totalCount: (_root, _args, ctx) => ctx.db.donation.count({ where: canAdminister(ctx.user) ? {} : { userId: ctx.user.uid } }),
      resolve: (query, _root, _args, ctx) =>
        ctx.db.donation.findMany({
          ...query,
          where: canAdminister(ctx.user) ? {} : { userId: ctx.user.uid },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many donations the list holds in all (counted only when asked for).',
          extensions: TOTAL_COUNT_EXTENSIONS,
          resolve: totalCountOf,
        }),
      }),
    },
  ),
  donationCredits: t.withAuth({ member: true }).int({
    description: 'How many paid donations the signed-in member has not used yet; the next personal entry they submit uses one.',
    resolve: (_root, _args, ctx) => ctx.db.donation.count({ where: { userId: ctx.user.uid, status: 'PAID', entryId: null } }),
  }),
  testCheckout: t.field({
    type: TestCheckoutType,
    nullable: true,
    description: 'A checkout of the built-in test provider by its session id; null for unknown sessions, or when Stripe takes payments.',
    args: { session: t.arg.string({ required: true, description: 'The session id from the checkout URL.', validate: { maxLength: 100 } }) },
    resolve: (_root, { session }, ctx) =>
      ctx.payments.name === 'test'
        ? ctx.db.donation.findFirst({
            where: { providerSessionId: session, provider: 'test' },
            select: { personalKind: true, amount: true, currency: true, status: true },
          })
        : null,
  }),
}));

builder.mutationFields((t) => ({
  startDonation: t.withAuth({ member: true }).field({
    type: StartDonationResultType,
    description: withRefusals(
      'Starts paying 5 USD for a personal entry: ahead, as a credit (give `personalKind`), or for an entry waiting for payment (give `entryId`). The amount is fixed on the server.',
      ['PERSONAL_KIND_REQUIRED', 'ENTRY_NOT_FOUND', 'ALREADY_PAID', 'TOO_MANY_DONATIONS', 'PAYMENT_UNAVAILABLE'],
    ),
    args: {
      personalKind: t.arg({ type: PersonalKindEnum, description: 'The kind of entry a credit is for.' }),
      entryId: t.arg.id({
        description: 'The personal entry waiting for payment: the `id` of any of its readings, its `entityId` or its `databaseId`.',
        validate: nodeRowId('Entry'),
      }),
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the pages the member returns to.' }),
    },
    resolve: (_root, { personalKind, entryId, locale }, ctx) =>
      startDonation(ctx, { personalKind, entryId: entryId == null ? null : rowNumber(entryId), locale: locale }),
  }),
}));
