/**
 * How clients name an entry without a slug: its global ID (Entry is a Node), its number in the
 * database, its key; and how they read a named entry in another language.
 */
import { builder } from '../graphql/builder';
import { entriesById, entryByKey, entryInLocale } from '../entries/entries-by-id';
import type { EntryView } from '../entries/views';
import { Entry } from './entry';
import { LocaleEnum } from './locale';

/** Longer than any key given: catalogue holidays' slugs, demo content's keys, members' entries'. */
const ENTRY_KEY_MAX_LENGTH = 200;

builder.nodeRef<EntryView, number, typeof Entry>(Entry, {
  id: {
    description:
      'The global ID of the entry (Node): opaque and the same in every language, as the entry is. `node(id:)` reads it back (in English, else in the language it was first published in; `inLocale` reads it in another); every argument naming an entry takes it, or `databaseId`.',
    resolve: (v) => v.entry.id,
    parse: (id) => Number(id),
  },
  loadMany: (ids, ctx) => entriesById(ctx, ids),
});

builder.objectFields(Entry, (t) => ({
  databaseId: t.int({
    description: "The entry's number in the database, the same in every language; arguments naming an entry take it as well as `id`.",
    resolve: (v) => v.entry.id,
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
