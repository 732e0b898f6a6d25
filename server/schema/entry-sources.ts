/**
 * What an encyclopedia gives beside an entry's text: whether it is a listing, its Wikidata item,
 * its Wikipedia articles, its picture with credit, its places, the sources of its statements and
 * "see also".
 */
import { builder } from '../graphql/builder';
import {
  placesOf,
  seeAlsoOf,
  sourcesOf,
  wikidataUrl,
  wikipediaArticlesOf,
  type EntryPlaceView,
  type SeeAlso,
  type WikipediaArticle,
} from '../entries/encyclopedia';
import type { EntrySource } from '../generated/prisma/client';
import { Entry } from './entry';
import { ImageType } from './image';
import { LocaleEnum } from './locale';

const WikipediaArticleType = builder.objectRef<WikipediaArticle>('WikipediaArticle').implement({
  description: "The Wikipedia article about an entry in one of the site's languages.",
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'The language of the Wikipedia.', resolve: (x) => x.locale }),
    title: t.exposeString('title', { description: "The article's title." }),
    url: t.exposeString('url', { description: "The article's address." }),
  }),
});

const PlaceRoleEnum = builder.enumType('PlaceRole', {
  description: 'What a place is to an entry.',
  values: {
    EVENT: { description: 'Where the event happened.' },
    BIRTH: { description: 'Where the person was born.' },
    DEATH: { description: 'Where the person died.' },
  } as const,
});

const PlaceType = builder.objectRef<EntryPlaceView>('Place').implement({
  description: 'A place of an entry, from Wikidata.',
  fields: (t) => ({
    role: t.field({ type: PlaceRoleEnum, description: 'What the place is to the entry.', resolve: (p) => p.role }),
    name: t.exposeString('name', { description: "Its name in the entry's language, or borrowed from another (see `nameLocale`)." }),
    nameLocale: t.field({
      type: LocaleEnum,
      description: "The language of `name`: another than the entry's when no name exists in its language.",
      resolve: (p) => p.nameLocale,
    }),
    wikidataId: t.exposeString('wikidataId', { description: 'Its Wikidata item (a Q-number).' }),
    latitude: t.exposeFloat('latitude', { nullable: true, description: 'Latitude in degrees (WGS 84).' }),
    longitude: t.exposeFloat('longitude', { nullable: true, description: 'Longitude in degrees (WGS 84).' }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2 code of its country.' }),
  }),
});

const SourceType = builder.objectRef<EntrySource>('Source').implement({
  description: 'Where a statement about an entry comes from, and when it was read there.',
  fields: (t) => ({
    statement: t.exposeString('statement', {
      description:
        'What it supports: `date`, `birth`, `death`, `place:EVENT`, `place:BIRTH`, `place:DEATH`, `picture`, `countries`, or `text:<language>` for the text in that language.',
    }),
    title: t.exposeString('title', { description: 'The name of the source, such as "Wikidata" or "English Wikipedia: Apollo 11".' }),
    url: t.exposeString('url', { description: 'Its address.' }),
    revision: t.exposeString('revision', { nullable: true, description: 'For a Wikipedia article: the revision the text was taken from.' }),
    license: t.exposeString('license', { description: "The SPDX identifier of the source's licence (CC0-1.0, CC-BY-SA-4.0)." }),
    retrievedAt: t.field({ type: 'DateTime', description: 'When it was read.', resolve: (s) => s.retrievedAt }),
  }),
});

const SeeAlsoType = builder.objectRef<SeeAlso>('SeeAlso').implement({
  description: 'Other entries to read after one, in its language, most notable first; an entry appears under the first heading it fits.',
  fields: (t) => ({
    sameDay: t.field({ type: [Entry], description: "On the same day (an event's day, a person's birthday), in other years.", resolve: (s) => s.sameDay }),
    sameYear: t.field({ type: [Entry], description: 'In the same year (events of that year, persons born that year).', resolve: (s) => s.sameYear }),
    samePlace: t.field({ type: [Entry], description: 'At the same places.', resolve: (s) => s.samePlace }),
  }),
});

builder.objectFields(Entry, (t) => ({
  isListing: t.boolean({
    description: 'True for a listing: a title and one line (`summary`) in this language, with no article text yet (`bodyHtml` is empty).',
    resolve: (v) => v.article.bodyHtml === '',
  }),
  wikidataId: t.string({
    nullable: true,
    description: "The entry's Wikidata item (a Q-number such as Q937); null when it has none.",
    resolve: (v) => v.entry.wikidataId,
  }),
  wikidataUrl: t.string({
    nullable: true,
    description: "The address of the entry's Wikidata item.",
    resolve: (v) => (v.entry.wikidataId ? wikidataUrl(v.entry.wikidataId) : null),
  }),
  wikipediaArticles: t.field({
    type: [WikipediaArticleType],
    description: "The Wikipedia articles about the entry in the site's languages, in the site's order of languages; empty when none is known.",
    complexity: 2,
    resolve: (v, _args, ctx) => wikipediaArticlesOf(ctx, v.entry.id),
  }),
  picture: t.field({
    type: ImageType,
    nullable: true,
    description: "The entry's own picture (from Wikimedia Commons), with its credit; `coverImage` is the one a member chose for the article.",
    resolve: (v, _args, ctx) => (v.entry.pictureId ? ctx.db.image.findUnique({ where: { id: v.entry.pictureId } }) : null),
  }),
  places: t.field({
    type: [PlaceType],
    description: 'Where it happened, or where the person was born and died.',
    complexity: 2,
    resolve: (v, _args, ctx) => placesOf(ctx, v),
  }),
  sources: t.field({
    type: [SourceType],
    description: "Where the entry's dates, places, picture and the text in this language come from.",
    complexity: 2,
    resolve: (v, _args, ctx) => sourcesOf(ctx, v),
  }),
  seeAlso: t.field({
    type: SeeAlsoType,
    description:
      'Up to four entries each on the same day, in the same year and at the same places. A few statements for each entry asked: meant for one entry at a time.',
    complexity: 20,
    resolve: (v, _args, ctx) => seeAlsoOf(ctx, v),
  }),
}));
