/**
 * What Wikidata (CC0) says of a day's events, births and deaths, read through wikibase-sdk: the
 * items of a day from the SPARQL endpoint (day precision, most sitelinks first), then their
 * labels, descriptions, sitelinks and claims from wbgetentities (50 a request), then their
 * places and countries the same way. Dates are kept only as the site can list them: Gregorian,
 * to the day, from YEAR_MIN to today; everything else is counted by reason and left out.
 */
import { WBK, isItemId, simplify, wikibaseTimeToSimpleDay, type Entity, type Wbk, type WbGetEntitiesResponse } from 'wikibase-sdk';
import { PERSON_NAME_MAX_LENGTH, TITLE_MAX_LENGTH, YEAR_MIN } from '#shared/article-rules';
import { isValidExactDate, type MonthDay } from '#shared/calendar';
import type { Locale } from '#shared/locales';
import { BadAnswer, type SourceClient } from './requests';
import type { Tally } from './tally';
import { plainText, shortened, SUMMARY_MAX_LENGTH } from './text';

const GREGORIAN = 'http://www.wikidata.org/entity/Q1985727';
const JULIAN = 'http://www.wikidata.org/entity/Q1985786';
const DAY_PRECISION = 11;

/** What a part of a Wikidata import reads: the date property of its kind. */
export type WikidataKind = 'EVENT' | 'BIRTH' | 'DEATH';
const DATE_PROPERTY: Record<WikidataKind, 'P585' | 'P569' | 'P570'> = { EVENT: 'P585', BIRTH: 'P569', DEATH: 'P570' };

export interface ExactDay {
  year: number;
  month: number;
  day: number;
}

interface ItemText {
  title: string;
  summary: string;
}

/** An item as the importer keeps it: only what the site shows, each fact checked. */
export interface WikidataItem {
  id: string;
  kind: 'EVENT' | 'PERSON';
  date: ExactDay | null;
  birth: ExactDay | null;
  death: ExactDay | null;
  /** Label and description per language (only languages with a label). */
  texts: Partial<Record<Locale, ItemText>>;
  /** Wikipedia article titles per language (sitelinks). */
  sitelinks: Partial<Record<Locale, string>>;
  /** A Commons file name (P18). */
  image: string | null;
  places: { role: 'BIRTH' | 'DEATH' | 'EVENT'; placeId: string }[];
  countryIds: string[];
}

export interface PlaceFacts {
  id: string;
  names: Partial<Record<Locale, string>>;
  latitude: number | null;
  longitude: number | null;
  countryId: string | null;
}

export function wikidataApi(urls: { wikidata: string; sparql: string }): Wbk {
  return WBK({ instance: urls.wikidata, sparqlEndpoint: urls.sparql });
}

/** The SPARQL of a day and kind: items with a day-precision date on that month and day. */
export function daySparql(kind: WikidataKind, md: MonthDay, perDay: number, minSitelinks: number): string {
  const property = DATE_PROPERTY[kind];
  return `SELECT DISTINCT ?item ?sitelinks WHERE {
  ?item p:${property} ?statement .
  ?statement psv:${property} ?value .
  ?value wikibase:timePrecision ${DAY_PRECISION} ;
         wikibase:timeValue ?time .
  FILTER (MONTH(?time) = ${md.month} && DAY(?time) = ${md.day})
  MINUS { ?statement wikibase:rank wikibase:DeprecatedRank }
  ?item wikibase:sitelinks ?sitelinks .
  FILTER (?sitelinks >= ${minSitelinks})
}
ORDER BY DESC(?sitelinks)
LIMIT ${perDay}`;
}

/** The Q-numbers of a day's items, most notable first, each once. */
export async function dayItemIds(client: SourceClient, wbk: Wbk, sparql: string, tally: Tally): Promise<string[]> {
  const answer = await client.json<unknown>(wbk.sparqlQuery(sparql), { accept: 'application/sparql-results+json' });
  if (!isSparqlResults(answer)) throw new BadAnswer('malformed-answer', 'The SPARQL endpoint answered JSON that is not SPARQL results.');
  const ids: string[] = [];
  for (const row of simplify.sparqlResults(answer)) {
    const id = row.item;
    if (typeof id !== 'string' || !isItemId(id)) tally.skip('not-an-item');
    else if (ids.includes(id)) tally.skip('duplicate');
    else ids.push(id);
  }
  return ids;
}

function isSparqlResults(value: unknown): value is Parameters<typeof simplify.sparqlResults>[0] & object {
  const v = value as { head?: { vars?: unknown }; results?: { bindings?: unknown } } | null;
  return Boolean(v && Array.isArray(v.head?.vars) && Array.isArray(v.results?.bindings));
}

type Claims = Record<string, unknown[]>;
export interface SimpleEntity {
  id: string;
  labels: Record<string, string>;
  descriptions: Record<string, string>;
  sitelinks: Record<string, string>;
  claims: Claims;
}

/** Entities by Q-number (50 a request), simplified by wikibase-sdk with rich values; missing ones are counted. */
export async function readEntities(
  client: SourceClient,
  wbk: Wbk,
  ids: string[],
  languages: readonly Locale[],
  props: ('labels' | 'descriptions' | 'claims' | 'sitelinks')[],
  tally: Tally,
): Promise<Map<string, SimpleEntity>> {
  const entities = new Map<string, SimpleEntity>();
  if (!ids.length) return entities;
  const valid = ids.filter((id) => isItemId(id));
  for (const url of wbk.getManyEntities({ ids: valid, languages: languages.length ? [...languages] : undefined, props })) {
    const answer = await client.json<WbGetEntitiesResponse>(url, { mediawiki: true });
    if (!answer || typeof answer.entities !== 'object' || answer.entities === null)
      throw new BadAnswer('malformed-answer', 'wbgetentities answered without entities.');
    for (const [id, entity] of Object.entries(answer.entities as Record<string, Entity | { missing: string }>)) {
      if ('missing' in entity || !('type' in entity) || entity.type !== 'item') {
        tally.skip('missing-item');
        continue;
      }
      const simple = simplify.entity(entity, { keepRichValues: true, timeConverter: 'simple-day' }) as unknown as Partial<SimpleEntity>;
      entities.set(id, {
        id,
        labels: simple.labels ?? {},
        descriptions: simple.descriptions ?? {},
        sitelinks: simple.sitelinks ?? {},
        claims: simple.claims ?? {},
      });
    }
  }
  return entities;
}

/** Why a date cannot be listed, or the date. */
function checkDate(value: unknown, today = new Date()): ExactDay | { refused: string } {
  const rich = value as { time?: unknown; precision?: unknown; calendarmodel?: unknown } | null;
  if (!rich || typeof rich.time !== 'string') return { refused: 'no-date' };
  if (typeof rich.precision !== 'number' || rich.precision < DAY_PRECISION) return { refused: 'imprecise-date' };
  if (rich.calendarmodel === JULIAN) return { refused: 'julian-calendar' };
  if (rich.calendarmodel !== GREGORIAN) return { refused: 'other-calendar' };
  // Already a simple day ("1879-03-14", "-44-03-15") from the time converter; a raw time converts as well.
  const simpleDay = /T/.test(rich.time) ? wikibaseTimeToSimpleDay(rich.time) : rich.time;
  const match = /^(-?)(\d+)-(\d\d)-(\d\d)$/.exec(simpleDay);
  if (!match) return { refused: 'unreadable-date' };
  if (match[1] === '-') return { refused: 'bce' };
  const date = { year: Number(match[2]), month: Number(match[3]), day: Number(match[4]) };
  if (!isValidExactDate(date)) return { refused: 'invalid-date' };
  if (date.year < YEAR_MIN) return { refused: 'before-year-min' };
  const ordinal = (d: ExactDay) => d.year * 10_000 + d.month * 100 + d.day;
  if (ordinal(date) > ordinal({ year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() })) return { refused: 'in-the-future' };
  return date;
}

const first = (claims: Claims, property: string): unknown => claims[property]?.find((value) => value !== null && value !== undefined) ?? null;
const itemIds = (claims: Claims, property: string): string[] => [
  ...new Set((claims[property] ?? []).filter((value): value is string => typeof value === 'string' && isItemId(value))),
];

/** The texts of an item: its label as title, its description as the line, in the languages it has a label in. */
function itemTexts(entity: SimpleEntity, languages: readonly Locale[], person: boolean, tally: Tally): Partial<Record<Locale, ItemText>> {
  const texts: Partial<Record<Locale, ItemText>> = {};
  for (const locale of languages) {
    const label = entity.labels[locale];
    if (!label) continue;
    const title = plainText(label);
    const summary = plainText(entity.descriptions[locale] ?? '');
    if (title.hadMarkup || summary.hadMarkup) tally.note('markup-removed');
    if (!title.text) continue;
    if (title.text.length > (person ? PERSON_NAME_MAX_LENGTH : TITLE_MAX_LENGTH)) {
      tally.skipText('title-too-long');
      continue;
    }
    if (summary.text.length > SUMMARY_MAX_LENGTH) tally.note('summary-shortened');
    texts[locale] = { title: title.text, summary: shortened(summary.text, SUMMARY_MAX_LENGTH) };
  }
  return texts;
}

/**
 * An item as an entry of the kind, or null (counted) when it cannot be one. `day` is what the
 * part is about: the item's date of that kind must fall on it (an exact date for the feed).
 */
export function itemFacts(
  entity: SimpleEntity,
  kind: WikidataKind,
  day: MonthDay | ExactDay,
  languages: readonly Locale[],
  tally: Tally,
  today = new Date(),
): WikidataItem | null {
  const { claims } = entity;
  const key = checkDate(first(claims, DATE_PROPERTY[kind]), today);
  if ('refused' in key) return tally.skip(key.refused);
  if (key.month !== day.month || key.day !== day.day || ('year' in day && key.year !== day.year)) return tally.skip('other-day');
  const person = kind !== 'EVENT';
  const texts = itemTexts(entity, languages, person, tally);
  if (!Object.keys(texts).length) return tally.skip('no-label');

  let birth: ExactDay | null = null;
  let death: ExactDay | null = null;
  if (person) {
    const otherProperty = kind === 'BIRTH' ? 'P570' : 'P569';
    const otherValue = first(claims, otherProperty);
    const other = otherValue === null ? null : checkDate(otherValue, today);
    if (other && 'refused' in other) tally.note(`${kind === 'BIRTH' ? 'death' : 'birth'}-left-out:${other.refused}`);
    const otherDate = other && !('refused' in other) ? other : null;
    [birth, death] = kind === 'BIRTH' ? [key, otherDate] : [otherDate, key];
    const ordinal = (d: ExactDay) => d.year * 10_000 + d.month * 100 + d.day;
    if (birth && death && ordinal(death) < ordinal(birth)) {
      tally.note('death-before-birth');
      if (kind === 'BIRTH') death = null;
      else birth = null;
    }
  }
  const sitelinks: Partial<Record<Locale, string>> = {};
  for (const locale of languages) {
    const title = entity.sitelinks[`${locale}wiki`];
    if (typeof title === 'string' && title) sitelinks[locale] = title;
  }
  const image = first(claims, 'P18');
  const places: WikidataItem['places'] = [];
  const place = (role: 'BIRTH' | 'DEATH' | 'EVENT', property: string) => {
    const [id] = itemIds(claims, property);
    if (id) places.push({ role, placeId: id });
  };
  if (person) {
    if (birth) place('BIRTH', 'P19');
    if (death) place('DEATH', 'P20');
  } else {
    place('EVENT', 'P276');
  }
  return {
    id: entity.id,
    kind: person ? 'PERSON' : 'EVENT',
    date: person ? null : key,
    birth,
    death,
    texts,
    sitelinks,
    image: typeof image === 'string' && image.trim() ? image.trim() : null,
    places,
    countryIds: itemIds(claims, person ? 'P27' : 'P17'),
  };
}

/** A place's names, coordinates (P625) and country (P17). */
export function placeFacts(entity: SimpleEntity, languages: readonly Locale[]): PlaceFacts {
  const names: Partial<Record<Locale, string>> = {};
  for (const locale of languages) {
    const name = entity.labels[locale] ? plainText(entity.labels[locale]).text : '';
    if (name) names[locale] = name.slice(0, 200);
  }
  const coordinates = first(entity.claims, 'P625') as { latitude?: unknown; longitude?: unknown } | null;
  const latitude = typeof coordinates?.latitude === 'number' && Math.abs(coordinates.latitude) <= 90 ? coordinates.latitude : null;
  const longitude = typeof coordinates?.longitude === 'number' && Math.abs(coordinates.longitude) <= 180 ? coordinates.longitude : null;
  return { id: entity.id, names, latitude, longitude, countryId: itemIds(entity.claims, 'P17')[0] ?? null };
}

/** A country's ISO 3166-1 alpha-2 code (P297), when it has one (historical states have none). */
export function countryCode(entity: SimpleEntity): string | null {
  const code = first(entity.claims, 'P297');
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}
