/**
 * `node(id:)` and `nodes(ids:)`, Relay's way back from a global ID to its object, with a language
 * for the IDs that name an entry in none: the language-less IDs given before entries' readings had
 * IDs of their own, and `Entry.entityId`. A reading's ID reads that reading and nothing else, as
 * Relay and the caches that keep objects by ID count on (`node(id: x).id` is `x`): reading it in
 * another language is `inLocale`'s work.
 */
import { resolveNodes } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import type { Locale } from '#shared/locales';
import { builder } from '../graphql/builder';
import { MAX_NODES, type EntryKey } from '../graphql/global-id';
import { LocaleEnum } from './locale';

/** A global ID once the relay plugin decoded it and the type's `parse` read its id. */
interface ParsedGlobalId {
  typename: string;
  id: unknown;
}

/** The ID as `locale` asks it to be read: a language-less entry ID in that language; any other as it is. */
function readIn(globalId: ParsedGlobalId, locale: Locale | null | undefined): ParsedGlobalId {
  if (!locale || globalId.typename !== 'Entry') return globalId;
  const key = globalId.id as EntryKey;
  // A new object: the plugin's cache of the request knows the language-less ID as its default reading.
  return key.locale ? globalId : { typename: 'Entry', id: { entryId: key.entryId, locale } satisfies EntryKey };
}

const LOCALE_DESCRIPTION =
  "The language to read an entry in when its ID names none (the language-less form, as `Entry.entityId` gives it); by default English, else the language it was first published in. An entry's `id` names its language, which this does not change; comments do not depend on it.";

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description:
      "The object with this global ID (an Entry or a Comment), or null when there is none or the reader may not see it. An entry's `id` reads that language's reading, null when it has no published text there any more; a language-less entry ID reads it in `locale`, or in English when it is published in English, otherwise in the language it was first published in. `inLocale` reads an entry in another language.",
    args: {
      id: t.arg.globalID({ required: true, description: 'A global ID, as an `id` field returned it.', extensions: { relayGlobalIDAlwaysParse: true } }),
      locale: t.arg({ type: LocaleEnum, description: LOCALE_DESCRIPTION }),
    },
    resolve: async (_root, { id, locale }, ctx, info) => (await resolveNodes(builder, ctx, info, [readIn(id, locale)]))[0],
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: `The objects with these global IDs (at most ${MAX_NODES}), in the order asked, each null where \`node\` would answer null.`,
    args: {
      ids: t.arg.globalIDList({
        required: true,
        description: `Global IDs, as \`id\` fields returned them; at most ${MAX_NODES}.`,
        extensions: { relayGlobalIDAlwaysParse: true },
      }),
      locale: t.arg({ type: LocaleEnum, description: LOCALE_DESCRIPTION }),
    },
    complexity: (args: { ids?: unknown[] }) => ({ field: 1, multiplier: Math.min(args.ids?.length ?? 0, MAX_NODES) }),
    resolve: (_root, { ids, locale }, ctx, info) => {
      if (ids.length > MAX_NODES) throw new GraphQLError(`ids: at most ${MAX_NODES} at once.`, { extensions: { code: 'BAD_USER_INPUT' } });
      return resolveNodes(
        builder,
        ctx,
        info,
        ids.map((id) => readIn(id, locale)),
      );
    },
  }),
}));
