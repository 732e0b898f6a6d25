/**
 * Which of an entry's texts are its own: a text borrowed from another language (a holiday's name
 * that exists only in the language of a country keeping it) is listed as a translation but says
 * so, and counts as missing. Read from the same batched statement as the translations.
 */
import { LOCALES } from '#shared/locales';
import { builder } from '../graphql/builder';
import { translationsOf } from '../entries/views';
import { Entry, EntryTranslation } from './entry';
import { LocaleEnum } from './locale';

builder.objectFields(EntryTranslation, (t) => ({
  fallbackFrom: t.field({
    type: LocaleEnum,
    nullable: true,
    description: 'The language this text is really in, when none exists in `locale` and it is borrowed from there; null for a text written in `locale`.',
    resolve: (x) => x.fallbackFrom,
  }),
  isNative: t.boolean({
    description: 'True when the text is written in `locale`; false when it is borrowed from `fallbackFrom`.',
    resolve: (x) => x.fallbackFrom === null,
  }),
}));

builder.objectField(Entry, 'missingLocales', (t) =>
  t.field({
    type: [LocaleEnum],
    description:
      "The site's languages with no published text of the entry written in that language (none at all, or one borrowed from another language), in the site's order of languages.",
    // Read from the translations every entry of the response shares one statement for.
    complexity: 2,
    resolve: async (v, _args, ctx) => {
      const native = new Set((await translationsOf(ctx, v.entry.id)).filter((x) => x.fallbackFrom === null).map((x) => x.locale));
      return LOCALES.filter((locale) => !native.has(locale));
    },
  }),
);
