/**
 * Writes one part of an import (a source, kind and day) in one transaction, together with its
 * name in the run's list of parts done: a part is written whole or not at all.
 *
 * Nothing is written that is already so: every row is compared first, so a second run over the
 * same answers changes no row (no `updatedAt` moves, the change log gains nothing). Texts are
 * written only where the importer wrote them (`importedFrom` set): a member's text, or
 * Daypedia's own, is never touched, and a line of Wikipedia is not replaced by a Wikidata label.
 * Every date, place, picture and text written gets its source (EntrySource).
 *
 * An item without an entry of its Q-number is first looked for among entries without one (the
 * demo's): the same kind, the same dates and the same English title (case and accents aside)
 * make it the same entry, which gets the Q-number and what it lacks, never a second entry.
 */
import type { Locale } from '#shared/locales';
import { WIKIDATA_LICENCE } from '#shared/licences';
import type { Database } from '../db/prisma';
import type { Prisma, TextSource } from '../generated/prisma/client';
import type { PreparedPicture } from './commons';
import { freeSlugs } from './slugs';
import { Tally } from './tally';
import { comparableTitle } from './text';
import type { ExactDay, WikidataItem } from './wikidata';

export interface SourceFields {
  title: string;
  url: string;
  revision: string | null;
  license: string;
}

export interface ImportedText {
  title: string;
  summary: string;
  importedFrom: TextSource;
  source: SourceFields;
}

export interface PartItem {
  item: WikidataItem;
  texts: Partial<Record<Locale, ImportedText>>;
  /** ISO codes of the item's countries. */
  countries: string[];
  picture: PreparedPicture | null;
}

export interface PlaceRow {
  wikidataId: string;
  names: Partial<Record<Locale, string>>;
  latitude: number | null;
  longitude: number | null;
  country: string | null;
}

export interface PartContent {
  name: string;
  items: PartItem[];
  places: Map<string, PlaceRow>;
}

export interface WrittenPart {
  tally: Tally;
  /** Entries whose readable content changed: the pages to drop from caches. */
  changedEntryIds: number[];
}

class DryRunEnd extends Error {}

/** How long one part's transaction may take: a day of a few hundred items on a loaded machine. */
const PART_TIME_LIMIT_MS = 300_000;

const wikidataUrl = (id: string) => `https://www.wikidata.org/wiki/${id}`;
export const wikidataSource = (id: string): SourceFields => ({ title: 'Wikidata', url: wikidataUrl(id), revision: null, license: WIKIDATA_LICENCE.spdxId });

const IMPORTED_KEY = 'wikidata:';

const storedScalars = {
  id: true,
  key: true,
  kind: true,
  wikidataId: true,
  year: true,
  month: true,
  day: true,
  birthYear: true,
  birthMonth: true,
  birthDay: true,
  deathYear: true,
  deathMonth: true,
  deathDay: true,
  countries: true,
  pictureId: true,
} satisfies Prisma.EntrySelect;
const stored = {
  ...storedScalars,
  picture: { select: { id: true, sourceUrl: true, author: true, license: true, licenseUrl: true } },
  articles: { select: { id: true, locale: true, title: true, summary: true, importedFrom: true } },
  wikipediaLinks: { select: { locale: true, title: true } },
  places: { select: { role: true, placeId: true } },
  sources: { select: { statement: true, title: true, url: true, revision: true, license: true } },
} satisfies Prisma.EntrySelect;
type StoredEntry = Prisma.EntryGetPayload<{ select: typeof stored }>;

/** Writes a part; in a dry run everything is done and then rolled back, so the tally says what would change. */
export async function writePart(
  db: Database,
  content: PartContent,
  { runId, dryRun, now = new Date() }: { runId: number | null; dryRun: boolean; now?: Date },
): Promise<WrittenPart> {
  let result: WrittenPart | null = null;
  try {
    await db.$transaction(
      async (tx) => {
        result = await write(tx, content, now);
        if (dryRun) throw new DryRunEnd();
        if (runId !== null) await tx.$executeRaw`UPDATE "ImportRun" SET "done" = array_append("done", ${content.name}) WHERE "id" = ${runId}`;
      },
      { maxWait: 30_000, timeout: PART_TIME_LIMIT_MS },
    );
  } catch (error) {
    if (!(error instanceof DryRunEnd)) throw error;
  }
  return result!;
}

const sameDay = (a: ExactDay | null, y: number | null, m: number | null, d: number | null) =>
  a ? a.year === y && a.month === m && a.day === d : y === null && m === null && d === null;

function datesOf(item: WikidataItem) {
  return {
    year: item.date?.year ?? null,
    month: item.date?.month ?? null,
    day: item.date?.day ?? null,
    birthYear: item.birth?.year ?? null,
    birthMonth: item.birth?.month ?? null,
    birthDay: item.birth?.day ?? null,
    deathYear: item.death?.year ?? null,
    deathMonth: item.death?.month ?? null,
    deathDay: item.death?.day ?? null,
  };
}

/** Entries without a Q-number that are the same as an item: kind, dates and English title. */
async function matchUnnumbered(tx: Prisma.TransactionClient, items: PartItem[]): Promise<Map<string, number>> {
  const matches = new Map<string, number>();
  const withTitle = items.filter((p) => p.item.texts.en);
  if (!withTitle.length) return matches;
  // The date an entry is looked up by: an event's, else a person's birth, else their death (each indexed).
  const lookups = { EVENT: [] as PartItem[], BIRTH: [] as PartItem[], DEATH: [] as PartItem[] };
  for (const p of withTitle) lookups[p.item.kind === 'EVENT' ? 'EVENT' : p.item.birth ? 'BIRTH' : 'DEATH'].push(p);
  const candidates: { id: number; title: string; dates: ReturnType<typeof datesOf> }[] = [];
  for (const [by, group] of Object.entries(lookups)) {
    if (!group.length) continue;
    const day = (p: PartItem) => (by === 'EVENT' ? p.item.date : by === 'BIRTH' ? p.item.birth : p.item.death)!;
    const [y, m, d] = [group.map((p) => day(p).year), group.map((p) => day(p).month), group.map((p) => day(p).day)];
    const kind = by === 'EVENT' ? 'EVENT' : 'PERSON';
    const rows =
      by === 'EVENT'
        ? await tx.$queryRaw<{ id: number }[]>`SELECT e."id" FROM "Entry" e JOIN unnest(${y}::int[], ${m}::int[], ${d}::int[]) AS w(y, m, d)
            ON e."kind" = ${kind}::"EntryKind" AND e."month" = w.m AND e."day" = w.d AND e."year" = w.y WHERE e."wikidataId" IS NULL`
        : by === 'BIRTH'
          ? await tx.$queryRaw<{ id: number }[]>`SELECT e."id" FROM "Entry" e JOIN unnest(${y}::int[], ${m}::int[], ${d}::int[]) AS w(y, m, d)
            ON e."kind" = ${kind}::"EntryKind" AND e."birthMonth" = w.m AND e."birthDay" = w.d AND e."birthYear" = w.y WHERE e."wikidataId" IS NULL`
          : await tx.$queryRaw<{ id: number }[]>`SELECT e."id" FROM "Entry" e JOIN unnest(${y}::int[], ${m}::int[], ${d}::int[]) AS w(y, m, d)
            ON e."kind" = ${kind}::"EntryKind" AND e."deathMonth" = w.m AND e."deathDay" = w.d AND e."deathYear" = w.y WHERE e."wikidataId" IS NULL`;
    if (!rows.length) continue;
    const entries = await tx.entry.findMany({
      where: { id: { in: rows.map((r) => r.id) } },
      select: {
        id: true,
        year: true,
        month: true,
        day: true,
        birthYear: true,
        birthMonth: true,
        birthDay: true,
        deathYear: true,
        deathMonth: true,
        deathDay: true,
        articles: { where: { locale: 'en' }, select: { title: true } },
      },
    });
    for (const { articles, id, ...dates } of entries) if (articles[0]) candidates.push({ id, title: comparableTitle(articles[0].title), dates });
  }
  const used = new Set<number>();
  for (const p of withTitle) {
    const want = datesOf(p.item);
    const title = comparableTitle(p.item.texts.en!.title);
    const found = candidates.find(
      (c) => !used.has(c.id) && c.title === title && (Object.keys(want) as (keyof typeof want)[]).every((k) => want[k] === c.dates[k]),
    );
    if (found) {
      used.add(found.id);
      matches.set(p.item.id, found.id);
    }
  }
  return matches;
}

async function write(tx: Prisma.TransactionClient, content: PartContent, now: Date): Promise<WrittenPart> {
  const tally = new Tally();
  const changed = new Set<number>();
  const ids = content.items.map((p) => p.item.id);
  const entries = new Map<string, StoredEntry>();
  for (const entry of await tx.entry.findMany({ where: { wikidataId: { in: ids } }, select: stored })) entries.set(entry.wikidataId!, entry);

  // Entries of the demo (or a member's) that are these items get their Q-number.
  const unnumbered = content.items.filter((p) => !entries.has(p.item.id));
  const matches = await matchUnnumbered(tx, unnumbered);
  for (const [wikidataId, id] of matches) {
    entries.set(wikidataId, await tx.entry.update({ where: { id }, data: { wikidataId }, select: stored }));
    changed.add(id);
    tally.note('matched-existing-entry');
  }

  // New entries, made in one statement.
  const fresh = content.items.filter((p) => !entries.has(p.item.id));
  if (fresh.length) {
    const made = await tx.entry.createManyAndReturn({
      data: fresh.map((p) => ({
        key: `${IMPORTED_KEY}${p.item.id}`,
        kind: p.item.kind,
        wikidataId: p.item.id,
        countries: p.countries,
        listed: true,
        ...datesOf(p.item),
      })),
      select: storedScalars,
    });
    for (const entry of made) {
      entries.set(entry.wikidataId!, { ...entry, picture: null, articles: [], wikipediaLinks: [], places: [], sources: [] });
      changed.add(entry.id);
    }
    tally.entries.created += made.length;
  }
  const createdIds = new Set(fresh.map((p) => p.item.id));

  const placeIds = await writePlaces(tx, content.places, tally);
  const pictureIds = await writePictures(tx, content.items, entries, tally);

  const newArticles: (Prisma.ArticleCreateManyInput & { fallbacks: string[] })[] = [];
  const newSources: Prisma.EntrySourceCreateManyInput[] = [];
  const newLinks: Prisma.WikipediaLinkCreateManyInput[] = [];
  const newPlaces: Prisma.EntryPlaceCreateManyInput[] = [];

  for (const p of content.items) {
    const { item } = p;
    const entry = entries.get(item.id)!;
    let touched = createdIds.has(item.id) || matches.has(item.id);
    const mine = entry.key.startsWith(IMPORTED_KEY);

    // The entry's own facts: an imported entry follows its item; another keeps its own but gains a picture and countries it lacks.
    const data: Prisma.EntryUncheckedUpdateInput = {};
    if (mine && !createdIds.has(item.id)) {
      const dates = datesOf(item);
      for (const [key, value] of Object.entries(dates) as [keyof typeof dates, number | null][]) if (entry[key] !== value) data[key] = value;
      if (entry.countries.join(',') !== p.countries.join(',')) data.countries = p.countries;
    } else if (!mine && !entry.countries.length && p.countries.length) {
      data.countries = p.countries;
    }
    const pictureId = p.picture ? pictureIds.get(p.picture.sourceUrl) : undefined;
    // A picture is the importer's to change while it is one from Commons (or there is none).
    if (pictureId && entry.pictureId !== pictureId && (!entry.picture || entry.picture.sourceUrl)) data.pictureId = pictureId;
    if (Object.keys(data).length) {
      await tx.entry.update({ where: { id: entry.id }, data });
      touched = true;
    }
    const entryPicture = (data.pictureId as string | undefined) ?? entry.pictureId;
    const pictureIsItems = Boolean(pictureId && entryPicture === pictureId);

    // Sources of the facts the entry now shows as Wikidata's.
    const wanted = new Map<string, SourceFields>();
    const wd = wikidataSource(item.id);
    if (item.date && (mine || sameDay(item.date, entry.year, entry.month, entry.day))) wanted.set('date', wd);
    if (item.birth && (mine || sameDay(item.birth, entry.birthYear, entry.birthMonth, entry.birthDay))) wanted.set('birth', wd);
    if (item.death && (mine || sameDay(item.death, entry.deathYear, entry.deathMonth, entry.deathDay))) wanted.set('death', wd);
    if (p.countries.length && (mine || data.countries)) wanted.set('countries', wd);
    if (pictureIsItems) wanted.set('picture', wd);

    // Places, one per role.
    for (const { role, placeId: placeWikidataId } of item.places) {
      const placeId = placeIds.get(placeWikidataId);
      if (placeId === undefined) continue;
      const current = entry.places.find((pl) => pl.role === role);
      if (!current) {
        newPlaces.push({ entryId: entry.id, role: role, placeId });
        touched = true;
      } else if (current.placeId !== placeId) {
        await tx.entryPlace.update({ where: { entryId_role: { entryId: entry.id, role: role } }, data: { placeId } });
        touched = true;
      }
      wanted.set(`place:${role}`, wd);
    }

    // Wikipedia links (sitelinks).
    for (const [locale, title] of Object.entries(item.sitelinks) as [Locale, string][]) {
      const current = entry.wikipediaLinks.find((l) => l.locale === locale);
      if (!current) {
        newLinks.push({ entryId: entry.id, locale, title });
        tally.links.created++;
        touched = true;
      } else if (current.title !== title) {
        await tx.wikipediaLink.update({ where: { entryId_locale: { entryId: entry.id, locale } }, data: { title } });
        tally.links.updated++;
        touched = true;
      } else tally.links.unchanged++;
    }

    // Texts: created where the entry has none in the language, updated only where the importer wrote them.
    for (const [locale, text] of Object.entries(p.texts) as [Locale, ImportedText][]) {
      const current = entry.articles.find((a) => a.locale === locale);
      if (!current) {
        newArticles.push({
          entryId: entry.id,
          locale,
          slug: '',
          title: text.title,
          summary: text.summary,
          bodyHtml: '',
          importedFrom: text.importedFrom,
          publishedAt: now,
          fallbacks: [p.texts.en?.title ?? '', item.id.toLowerCase()],
        });
        tally.texts.created++;
        touched = true;
      } else if (current.importedFrom === null || (current.importedFrom === 'WIKIPEDIA' && text.importedFrom === 'WIKIDATA')) {
        tally.texts.kept++;
        continue;
      } else if (current.title !== text.title || current.summary !== text.summary || current.importedFrom !== text.importedFrom) {
        await tx.article.update({ where: { id: current.id }, data: { title: text.title, summary: text.summary, importedFrom: text.importedFrom } });
        tally.texts.updated++;
        touched = true;
      } else tally.texts.unchanged++;
      wanted.set(`text:${locale}`, text.source);
    }

    for (const [statement, source] of wanted) {
      const current = entry.sources.find((s) => s.statement === statement);
      if (!current) {
        newSources.push({ entryId: entry.id, statement, ...source, retrievedAt: now });
        tally.sources.created++;
      } else if (current.title !== source.title || current.url !== source.url || current.revision !== source.revision || current.license !== source.license) {
        await tx.entrySource.update({ where: { entryId_statement: { entryId: entry.id, statement } }, data: { ...source, retrievedAt: now } });
        tally.sources.updated++;
      } else tally.sources.unchanged++;
    }

    if (createdIds.has(item.id)) continue;
    if (touched) {
      changed.add(entry.id);
      tally.entries.updated++;
    } else tally.entries.unchanged++;
  }

  if (newArticles.length) {
    const slugs = await freeSlugs(
      tx,
      newArticles.map((a) => ({ locale: a.locale, title: a.title, fallbacks: a.fallbacks })),
    );
    await tx.article.createMany({ data: newArticles.map(({ fallbacks: _f, ...a }, i) => ({ ...a, slug: slugs[i] })) });
  }
  if (newLinks.length) await tx.wikipediaLink.createMany({ data: newLinks });
  if (newPlaces.length) await tx.entryPlace.createMany({ data: newPlaces });
  if (newSources.length) await tx.entrySource.createMany({ data: newSources });
  return { tally, changedEntryIds: [...changed] };
}

/** Places by Q-number: made when new, updated when their names, coordinates or country changed. */
async function writePlaces(tx: Prisma.TransactionClient, places: Map<string, PlaceRow>, tally: Tally): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!places.size) return ids;
  const existing = await tx.place.findMany({ where: { wikidataId: { in: [...places.keys()] } } });
  for (const place of existing) {
    ids.set(place.wikidataId, place.id);
    const want = places.get(place.wikidataId)!;
    if (
      JSON.stringify(place.names) !== JSON.stringify(want.names) ||
      place.latitude !== want.latitude ||
      place.longitude !== want.longitude ||
      place.country !== want.country
    ) {
      await tx.place.update({
        where: { id: place.id },
        data: { names: want.names, latitude: want.latitude, longitude: want.longitude, country: want.country },
      });
      tally.places.updated++;
    } else tally.places.unchanged++;
  }
  const missing = [...places.values()].filter((p) => !ids.has(p.wikidataId));
  if (missing.length) {
    const made = await tx.place.createManyAndReturn({ data: missing, select: { id: true, wikidataId: true } });
    for (const place of made) ids.set(place.wikidataId, place.id);
    tally.places.created += made.length;
  }
  return ids;
}

/** Commons pictures: one Image per file, made when the entry does not show it yet; a changed credit is updated. */
async function writePictures(tx: Prisma.TransactionClient, items: PartItem[], entries: Map<string, StoredEntry>, tally: Tally): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const p of items) {
    if (!p.picture) continue;
    const picture = p.picture;
    const entry = entries.get(p.item.id)!;
    const credit = { author: picture.author, license: picture.license, licenseUrl: picture.licenseUrl, sourceUrl: picture.sourceUrl };
    if (entry.picture?.sourceUrl === picture.sourceUrl) {
      const current = entry.picture;
      if (current.author !== credit.author || current.license !== credit.license || current.licenseUrl !== credit.licenseUrl) {
        await tx.image.update({ where: { id: current.id }, data: credit });
        tally.pictures.updated++;
      } else tally.pictures.unchanged++;
      ids.set(picture.sourceUrl, current.id);
      continue;
    }
    // An entry with a picture of its own (not from Commons) keeps it.
    if (entry.picture && !entry.picture.sourceUrl) continue;
    if (ids.has(picture.sourceUrl) || !picture.storageKey) continue;
    const image = await tx.image.create({
      data: {
        ownerId: null,
        storageKey: picture.storageKey,
        mimeType: 'image/webp',
        width: picture.width,
        height: picture.height,
        bytes: picture.bytes,
        ...credit,
      },
    });
    ids.set(picture.sourceUrl, image.id);
    tally.pictures.created++;
  }
  return ids;
}
