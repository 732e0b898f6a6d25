import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { builder } from '../graphql/builder';
import { encodeGlobalId } from '../graphql/global-id';
import { madeByOf } from '../changes/change-makers';
import {
  changesSince,
  checkSince,
  countChangesSince,
  cursorOf,
  positionOfCursor,
  SINCE_MAX_AGE_DAYS,
  type ChangeFilter,
  type EntryChangeRecord,
} from '../changes/entry-changes';
import { LIVE_LIMITS, type LiveEntryChange } from '../changes/live-changes';
import { readableEntry } from '../changes/readable-entries';
import { Entry } from './entry';
import { EntryKindEnum } from './entry-kind';
import { LocaleEnum } from './locale';

const EntryChangeTypeEnum = builder.enumType('EntryChangeType', {
  description: "What happened to an entry's published text in one language.",
  values: {
    CREATED: { description: 'It became readable: first published in this language, or listed again after being unlisted.' },
    UPDATED: {
      description:
        'Its readable text or facts changed: an approved rewrite or correction, or a change the catalogue brought (a holiday name, its countries or statuses).',
    },
    UNLISTED: { description: 'It stopped being readable: the entry was taken off its days (a refunded personal entry, say) or the text removed.' },
  } as const,
});

/** A change read from the log, or handed on live with its entry read once for every subscriber. */
type EntryChangeShape = EntryChangeRecord | LiveEntryChange;

const EntryChange = builder.objectRef<EntryChangeShape>('EntryChange').implement({
  description: "One change of an entry's published text in one language, as recorded when it was made.",
  fields: (t) => ({
    id: t.id({
      description: 'This change: the same in `changes` and in `entryChanged`, so that one heard twice (after a reconnection) can be told apart.',
      resolve: (c) => String(c.id),
    }),
    entryId: t.id({
      description:
        "The entry that changed, as the `id` of its reading in the change's language (what `node` reads; the entry's `entityId` names it in every language); given also when the entry can no longer be read.",
      resolve: (c) => encodeGlobalId('Entry', c.entryId, c.locale),
    }),
    locale: t.field({ type: LocaleEnum, description: 'The language of the text that changed.', resolve: (c) => c.locale }),
    type: t.field({ type: EntryChangeTypeEnum, description: 'What happened.', resolve: (c) => c.type }),
    at: t.field({ type: 'DateTime', description: "When it was made, by the database's clock.", resolve: (c) => c.at }),
    entry: t.field({
      type: Entry,
      nullable: true,
      description:
        "The entry as it reads now (not as it read at the change) in the change's language; null when it cannot be read there any more: unlisted, or its text in that language removed.",
      // The entries of a page of changes are read in one query.
      complexity: 2,
      resolve: (c, _args, ctx) => ('readEntry' in c ? c.readEntry() : readableEntry(ctx, c)),
    }),
    kind: t.field({
      type: EntryKindEnum,
      nullable: true,
      description:
        'The kind of the entry, as it was when the change was made: given also when the entry can no longer be read. Null only for some changes recorded before kinds were kept, of entries deleted since.',
      resolve: (c) => c.kind,
    }),
    madeBy: t.string({
      nullable: true,
      description:
        "Who made the change: the name the author of the approved revision shows on the site (as an entry's `contributors` name them), never an e-mail address or account. Null when no member's approved writing made it (demo content, the holiday catalogue, an import, a payment, a removal), for personal entries, which name nobody, and for changes recorded before authors were kept.",
      // The names of a page of changes are read in one query.
      complexity: 2,
      resolve: (c, _args, ctx) => ('readMadeBy' in c ? c.readMadeBy() : madeByOf(ctx, c)),
    }),
  }),
});

interface ChangesSince {
  since: Date;
  filter: ChangeFilter;
}

const EntryChangeConnection = builder.connectionObject(
  {
    type: EntryChange,
    name: 'EntryChangeConnection',
    description: 'A page of entry changes, oldest first.',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many changes there are since `since` (of the types, languages and kinds asked for), on every page together.',
        resolve: (connection, _args, ctx) => {
          const { since, filter } = connection as unknown as ChangesSince;
          return countChangesSince(ctx, since, filter);
        },
      }),
    }),
  },
  { name: 'EntryChangeEdge', description: 'One entry change with its cursor.' },
);

builder.queryFields((t) => ({
  changes: t.field({
    type: EntryChangeConnection,
    description: `What was published, changed or unlisted since a moment, in every language, oldest first (a Relay connection). A change is listed once every transaction that was writing before it has ended (at once, as a rule; after a minute at most), so a client that keeps the last \`endCursor\` and asks again later with it, and a \`since\` no later than that change, misses nothing and gets nothing twice. Reaches back ${SINCE_MAX_AGE_DAYS} days.`,
    args: {
      since: t.arg({
        type: 'DateTime',
        required: true,
        description: `Changes made at this moment or later; at most ${SINCE_MAX_AGE_DAYS} days ago, and not in the future.`,
      }),
      first: t.arg.int({ description: 'How many changes after `after` (at most 100; 20 by default).', validate: { int: true, min: 0, max: 100 } }),
      after: t.arg.string({ description: 'Start after this cursor (an `endCursor` of this list).', validate: { maxLength: 100 } }),
      types: t.arg({
        type: [EntryChangeTypeEnum],
        description: 'Only changes of these types (UPDATED alone, say); every type when left out or empty. Keep the same `types` for every page of a list.',
        validate: { maxLength: 4 },
      }),
      locales: t.arg({
        type: [LocaleEnum],
        description: 'Only changes of texts in these languages; every language when left out or empty. Keep the same `locales` for every page of a list.',
        validate: { maxLength: 8 },
      }),
      kinds: t.arg({
        type: [EntryKindEnum],
        description:
          'Only changes of entries of these kinds (HOLIDAY alone, say, or EVENT and PERSON); every kind when left out or empty. Keep the same `kinds` for every page of a list.',
        validate: { maxLength: 4 },
      }),
    },
    // Each change is a small row; its entry costs what the entry's own fields cost.
    complexity: (args) => ({ field: 2, multiplier: Math.ceil(Math.min(args.first ?? 20, 100) / 10) }),
    resolve: async (_root, { since, first, after, types, locales, kinds }, ctx) => {
      checkSince(since);
      const position = after ? positionOfCursor(after, 'after') : undefined;
      const filter: ChangeFilter = { types, locales, kinds };
      const connection = await resolveCursorConnection(
        { args: { first, after }, toCursor: (change: EntryChangeRecord) => cursorOf(change), defaultSize: 20, maxSize: 100 },
        ({ limit }: ResolveCursorConnectionArgs) => changesSince(ctx, since, { after: position, limit }, filter),
      );
      return Object.assign(connection, { since, filter } satisfies ChangesSince);
    },
  }),
}));

builder.subscriptionField('entryChanged', (t) =>
  t.field({
    type: EntryChange,
    description: `Every change of published content as it is made, on any instance; for anyone, no sign-in needed. An address may hold ${LIVE_LIMITS.perAddress} of these on one server (more are refused with TOO_MANY_SUBSCRIPTIONS); a subscription that falls ${LIVE_LIMITS.waiting.toLocaleString('en')} changes behind is ended with TOO_FAR_BEHIND, and \`changes(since:)\` gives what it missed.`,
    args: {
      locale: t.arg({ type: LocaleEnum, description: 'Only the changes of texts in this language; of every language when left out.' }),
      kinds: t.arg({
        type: [EntryKindEnum],
        description: 'Only the changes of entries of these kinds; of every kind when left out or empty.',
        validate: { maxLength: 4 },
      }),
    },
    complexity: 5,
    subscribe: (_root, { locale, kinds }, ctx) => {
      if (!ctx.entryChanges) throw new Error('Entry changes are not available here.');
      return ctx.entryChanges.follow({ locale: locale ?? null, kinds: kinds ?? [] }, ctx.clientAddress);
    },
    resolve: (change: LiveEntryChange, _args, ctx) => {
      // A subscription keeps its context for all its events: each event is read afresh, as a request would be.
      ctx.memo.clear();
      ctx.holidayYears.clear();
      return change;
    },
  }),
);
