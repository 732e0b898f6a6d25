/**
 * How clients name an entry without a slug: the global ID of its reading in one language (Entry
 * is a Node, and each language's reading is an object of its own, so that caches keeping objects
 * by ID never mix languages), the language-less global ID of the entry itself, its number in the
 * database, its key; and how they read a named entry in another language.
 */
import { builder } from '../graphql/builder';
import { entriesByIdIn, entryByKey, entryInLocale } from '../entries/entries-by-id';
import { encodeGlobalId, entryKeyOf, type EntryKey } from '../graphql/global-id';
import type { EntryView } from '../entries/views';
import { Entry } from './entry';
import { LocaleEnum } from './locale';

/** Longer than any key given: catalogue holidays' slugs, demo content's keys, members' entries'. */
const ENTRY_KEY_MAX_LENGTH = 200;

builder.nodeRef<EntryView, EntryKey, typeof Entry>(Entry, {
  id: {
    description:
      'The global ID of this reading of the entry (Node): opaque, and different in each language, as the title, summary, dates and contributors are, so that caches that keep objects by ID hold one object per language. `node(id:)` reads this reading back; `entityId` is the same in every language. Every argument naming an entry takes it, its `entityId` or its `databaseId`, and names the entry in every language.',
    // Decoded by decodeGlobalId: `42:de`.
    resolve: (v) => `${v.entry.id}:${v.locale}`,
    parse: (id) => entryKeyOf(id),
  },
  loadMany: (keys, ctx) => entriesByIdIn(ctx, keys),
});

builder.objectFields(Entry, (t) => ({
  databaseId: t.int({
    description: "The entry's number in the database, the same in every language; arguments naming an entry take it as well as `id`.",
    resolve: (v) => v.entry.id,
  }),
  entityId: t.id({
    description:
      'The global ID of the entry itself, the same in every language: readings of one entry share it, so that it groups them (`id` tells them apart). `node(id:, locale:)` reads it in a language; arguments naming an entry take it as well as `id`.',
    resolve: (v) => encodeGlobalId('Entry', v.entry.id),
  }),
  inLocale: t.field({
    type: Entry,
    nullable: true,
    description: 'The same entry read in another language (or this one); null when it has no published text in that language.',
    args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language to read it in.' }) },
    // One statement for every entry of the response asked for in a language.
    complexity: 2,
    resolve: (v, { locale }, ctx) => (locale === v.locale ? v : entryInLocale(ctx, v.entry.id, locale)),
  }),
}));

builder.queryField('entryByKey', (t) =>
  t.field({
    type: Entry,
    nullable: true,
    description:
      'One entry by its `key`, read in a language: catalogue holidays have keys such as `holiday:christmas-day` (`holiday:labour-day-us` where countries give different holidays one English name). Null when there is none or it has no published text in that language.',
    args: {
      key: t.arg.string({ required: true, description: 'The key, as `Entry.key` gives it.', validate: { maxLength: ENTRY_KEY_MAX_LENGTH } }),
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language to read it in.' }),
    },
    resolve: (_root, { key, locale }, ctx) => entryByKey(ctx, key, locale),
  }),
);
