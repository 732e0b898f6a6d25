import { builder } from '../graphql/builder';
import { EntryKindEnum } from './entry-kind';
import { LocaleEnum } from './locale';

interface Count<K> {
  key: K;
  count: number;
}

const KindCount = builder.objectRef<Count<'EVENT' | 'PERSON' | 'HOLIDAY' | 'PERSONAL'>>('KindCount').implement({
  description: 'How many listed entries are of one kind.',
  fields: (t) => ({
    kind: t.field({ type: EntryKindEnum, description: 'The kind.', resolve: (c) => c.key }),
    count: t.exposeInt('count', { description: 'The number of entries.' }),
  }),
});

const NumberCount = (name: string, keyName: string, keyDescription: string) =>
  builder.objectRef<Count<number>>(name).implement({
    description: `How many listed entries fall in one ${keyName}.`,
    fields: (t) => ({
      [keyName]: t.int({ description: keyDescription, resolve: (c) => c.key }),
      count: t.exposeInt('count', { description: 'The number of entries.' }),
    }),
  });

const CenturyCount = NumberCount('CenturyCount', 'century', 'The century: 20 for 1901-2000. Persons count by birth.');
const MonthCount = NumberCount('MonthCount', 'month', 'The month, 1 to 12. Persons count by birth; movable holidays are not counted.');

const LocaleCount = builder.objectRef<Count<string>>('LocaleCount').implement({
  description: 'How many articles are published in one language (texts borrowed from another language not counted).',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'The language.', resolve: (c) => c.key as never }),
    count: t.exposeInt('count', { description: 'The number of articles.' }),
  }),
});

const Stats = builder.objectRef<object>('Stats').implement({
  description: 'Aggregates over everything listed on Daypedia.',
  fields: (t) => ({
    total: t.int({
      description: 'All listed entries.',
      resolve: (_s, _a, ctx) => ctx.db.entry.count({ where: { listed: true } }),
    }),
    byKind: t.field({
      type: [KindCount],
      description: 'Entries by kind.',
      resolve: async (_s, _a, ctx) =>
        (await ctx.db.entry.groupBy({ by: ['kind'], where: { listed: true }, _count: { _all: true }, orderBy: { kind: 'asc' } })).map((g) => ({
          key: g.kind,
          count: g._count._all,
        })),
    }),
    byCentury: t.field({
      type: [CenturyCount],
      description: 'Dated entries by century.',
      resolve: async (_s, _a, ctx) =>
        await ctx.db.$queryRaw<{ key: number; count: number }[]>`
            SELECT (FLOOR((COALESCE("year", "birthYear") - 1) / 100.0) + 1)::int AS key, COUNT(*)::int AS count
            FROM "Entry" WHERE "listed" AND COALESCE("year", "birthYear") IS NOT NULL
            GROUP BY 1 ORDER BY 1`,
    }),
    byMonth: t.field({
      type: [MonthCount],
      description: 'Entries by month.',
      resolve: async (_s, _a, ctx) =>
        ctx.db.$queryRaw<{ key: number; count: number }[]>`
          SELECT COALESCE("month", "birthMonth")::int AS key, COUNT(*)::int AS count
          FROM "Entry" WHERE "listed" AND COALESCE("month", "birthMonth") IS NOT NULL
          GROUP BY 1 ORDER BY 1`,
    }),
    byLocale: t.field({
      type: [LocaleCount],
      description: 'Published articles by language.',
      resolve: async (_s, _a, ctx) =>
        (
          await ctx.db.article.groupBy({
            by: ['locale'],
            where: { publishedAt: { not: null }, fallbackFrom: null },
            _count: { _all: true },
            orderBy: { locale: 'asc' },
          })
        ).map((g) => ({ key: g.locale, count: g._count._all })),
    }),
  }),
});

builder.queryField('stats', (t) => t.field({ type: Stats, description: 'Counts by kind, century, month and language.', resolve: () => ({}) }));
