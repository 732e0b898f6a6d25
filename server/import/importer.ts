/**
 * An import run: the parts of the options (each source × kind × day), one after another, each
 * read from its sources and then written in one transaction (write-part.ts). A part whose answers
 * cannot be used fails alone and is not marked done; a source that cannot be reached stops the run.
 * Either way a later run with the same options takes up the parts not done.
 */
import { TITLE_MAX_LENGTH } from '#shared/article-rules';
import type { MonthDay } from '#shared/calendar';
import { ARTICLE_LICENCE } from '#shared/licences';
import type { Locale } from '#shared/locales';
import { performance } from 'node:perf_hooks';
import { announceContentChange, entriesPageTags } from '../db/content-changes';
import type { Database } from '../db/prisma';
import type { FileStorage } from '../storage/file-storage';
import { preparePicture, readCommonsFiles, type PreparedPicture } from './commons';
import { FEED_LANGUAGES, readFeedDay } from './feed';
import { finishRun, startOrResumeRun } from './import-runs';
import { canonicalOptions, monthDayName, type ImportOptions } from './options';
import { progressOn } from './progress';
import { BadAnswer, SourceClient, SourceUnreachable } from './requests';
import { Tally } from './tally';
import { WIKIPEDIA_NAME } from './text';
import { wikidataSource, writePart, type ImportedText, type PartItem, type PlaceRow } from './write-part';
import {
  countryCode,
  dayItemIds,
  daySparql,
  itemFacts,
  placeFacts,
  readEntities,
  wikidataApi,
  type PlaceFacts,
  type WikidataItem,
  type WikidataKind,
} from './wikidata';

interface Part {
  name: string;
  source: 'wikidata' | 'feed';
  kind: WikidataKind;
  day: MonthDay;
}

export interface ImportDeps {
  db: Database;
  /** Where pictures are stored; a dry run stores none. */
  storage: FileStorage;
  /** The summary; progress goes to `progress`. */
  out: NodeJS.WritableStream;
  progress: NodeJS.WritableStream;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export interface ImportResult {
  exitCode: 0 | 1 | 3;
  tally: Tally;
  failed: string[];
  requests: number;
  retries: number;
}

const KIND_OF: Record<ImportOptions['kinds'][number], WikidataKind> = { events: 'EVENT', births: 'BIRTH', deaths: 'DEATH' };

/** The parts of a run, day by day: Wikidata's kinds, then the day's feed (which finds the entries Wikidata made). */
function partsOf(options: ImportOptions): Part[] {
  const parts: Part[] = [];
  for (const day of options.days) {
    if (options.sources.includes('wikidata'))
      for (const kind of options.kinds) parts.push({ name: `wikidata:${KIND_OF[kind]}:${monthDayName(day)}`, source: 'wikidata', kind: KIND_OF[kind], day });
    if (options.sources.includes('feed') && options.kinds.includes('events') && options.languages.some((l) => FEED_LANGUAGES.includes(l)))
      parts.push({ name: `feed:EVENT:${monthDayName(day)}`, source: 'feed', kind: 'EVENT', day });
  }
  return parts;
}

class PartReader {
  private readonly wbk;
  private readonly countries = new Map<string, string | null>();
  private readonly places = new Map<string, PlaceFacts>();

  constructor(
    private readonly client: SourceClient,
    private readonly options: ImportOptions,
    private readonly deps: ImportDeps,
  ) {
    this.wbk = wikidataApi(options.urls);
  }

  async read(part: Part, tally: Tally): Promise<PartItem[]> {
    const found = part.source === 'wikidata' ? await this.wikidataItems(part, tally) : await this.feedItems(part, tally);
    return this.complete(found, tally);
  }

  private async wikidataItems(part: Part, tally: Tally) {
    const { options } = this;
    const ids = await dayItemIds(this.client, this.wbk, daySparql(part.kind, part.day, options.perDay, options.minSitelinks), tally);
    const entities = await readEntities(this.client, this.wbk, ids, options.languages, ['labels', 'descriptions', 'claims', 'sitelinks'], tally);
    return ids.flatMap((id) => {
      const entity = entities.get(id);
      const item = entity && itemFacts(entity, part.kind, part.day, options.languages, tally);
      return item ? [{ item, feedTexts: {} }] : [];
    });
  }

  /** The feed's lines, each attached to the one of its pages whose Wikidata item is an event of that very date. */
  private async feedItems(part: Part, tally: Tally) {
    const { options } = this;
    const lines = [];
    for (const locale of options.languages.filter((l) => FEED_LANGUAGES.includes(l)))
      lines.push(...(await readFeedDay(this.client, options.urls.feed, locale, part.day, tally)));
    const ids = [...new Set(lines.flatMap((line) => line.pages.map((page) => page.wikidataId)))];
    // Most linked pages are not events (people, places, years): what they are not is not counted.
    const quiet = new Tally();
    const entities = await readEntities(this.client, this.wbk, ids, options.languages, ['labels', 'descriptions', 'claims', 'sitelinks'], quiet);
    const found = new Map<string, { item: WikidataItem; feedTexts: Partial<Record<Locale, ImportedText>> }>();
    for (const line of lines) {
      let match: { item: WikidataItem; page: (typeof line.pages)[number] } | null = null;
      for (const page of line.pages) {
        const entity = entities.get(page.wikidataId);
        const item = entity && itemFacts(entity, 'EVENT', { year: line.year, ...part.day }, options.languages, quiet);
        if (item) {
          match = { item, page };
          break;
        }
      }
      if (!match) {
        tally.skip('feed-no-dated-item');
        continue;
      }
      const entry = found.get(match.item.id) ?? { item: match.item, feedTexts: {} };
      found.set(match.item.id, entry);
      if (entry.feedTexts[line.locale]) {
        tally.skip('duplicate');
        continue;
      }
      if (match.page.title.length > TITLE_MAX_LENGTH) {
        tally.skipText('title-too-long');
        continue;
      }
      entry.feedTexts[line.locale] = {
        title: match.page.title,
        summary: line.text,
        importedFrom: 'WIKIPEDIA',
        source: {
          title: `${WIKIPEDIA_NAME[line.locale]}: ${match.page.title}`,
          url: match.page.url,
          revision: match.page.revision,
          license: ARTICLE_LICENCE.spdxId,
        },
      };
    }
    return [...found.values()];
  }

  /** Places, countries and pictures of the items, and their texts as the importer writes them. */
  private async complete(found: { item: WikidataItem; feedTexts: Partial<Record<Locale, ImportedText>> }[], tally: Tally): Promise<PartItem[]> {
    const { options } = this;
    const items = found.map((f) => f.item);
    const placeIds = [...new Set(items.flatMap((i) => i.places.map((p) => p.placeId)))].filter((id) => !this.places.has(id));
    for (const entity of (await readEntities(this.client, this.wbk, placeIds, options.languages, ['labels', 'claims'], tally)).values())
      this.places.set(entity.id, placeFacts(entity, options.languages));
    const countryIds = [
      ...new Set([...items.flatMap((i) => i.countryIds), ...items.flatMap((i) => i.places.map((p) => this.places.get(p.placeId)?.countryId ?? ''))]),
    ].filter((id) => id && !this.countries.has(id));
    const countryEntities = await readEntities(this.client, this.wbk, countryIds, [], ['claims'], new Tally());
    for (const id of countryIds) this.countries.set(id, countryEntities.has(id) ? countryCode(countryEntities.get(id)!) : null);

    const pictures = options.pictures ? await this.pictures(items, tally) : new Map<string, PreparedPicture>();
    return found.map(({ item, feedTexts }) => {
      const texts: Partial<Record<Locale, ImportedText>> = {};
      for (const [locale, text] of Object.entries(item.texts) as [Locale, { title: string; summary: string }][])
        texts[locale] = { ...text, importedFrom: 'WIKIDATA', source: wikidataSource(item.id) };
      Object.assign(texts, feedTexts);
      const countries = [...new Set(item.countryIds.map((id) => this.countries.get(id)).filter((c): c is string => Boolean(c)))].sort();
      return { item, texts, countries, picture: item.image ? (pictures.get(item.image) ?? null) : null };
    });
  }

  placesOf(items: PartItem[]): Map<string, PlaceRow> {
    const rows = new Map<string, PlaceRow>();
    for (const { item } of items)
      for (const { placeId } of item.places) {
        const facts = this.places.get(placeId);
        if (!facts) continue;
        rows.set(placeId, {
          wikidataId: placeId,
          names: facts.names,
          latitude: facts.latitude,
          longitude: facts.longitude,
          country: facts.countryId ? (this.countries.get(facts.countryId) ?? null) : null,
        });
      }
    return rows;
  }

  /** Each file's credit; the bytes are fetched only for files an entry does not show yet. */
  private async pictures(items: WikidataItem[], tally: Tally): Promise<Map<string, PreparedPicture>> {
    const withImage = items.filter((i) => i.image);
    const prepared = new Map<string, PreparedPicture>();
    if (!withImage.length) return prepared;
    const files = await readCommonsFiles(
      this.client,
      this.options.urls.commons,
      withImage.map((i) => i.image!),
      tally,
    );
    const shown = new Set(
      (
        await this.deps.db.entry.findMany({ where: { wikidataId: { in: withImage.map((i) => i.id) } }, select: { picture: { select: { sourceUrl: true } } } })
      ).flatMap((e) => (e.picture?.sourceUrl ? [e.picture.sourceUrl] : [])),
    );
    for (const item of withImage) {
      const file = files.get(item.image!);
      if (!file || prepared.has(item.image!)) continue;
      const credit = { author: file.author, license: file.license, licenseUrl: file.licenseUrl, sourceUrl: file.sourceUrl };
      if (shown.has(file.sourceUrl)) prepared.set(item.image!, { ...credit, storageKey: '', width: 0, height: 0, bytes: 0 });
      else {
        const picture = await preparePicture(this.client, this.options.dryRun ? null : this.deps.storage, file, tally);
        if (picture) prepared.set(item.image!, picture);
      }
    }
    return prepared;
  }
}

export async function runImport(options: ImportOptions, deps: ImportDeps): Promise<ImportResult> {
  const started = performance.now();
  const client = new SourceClient({ contact: options.contact, timeoutMs: options.timeoutMs, retries: options.retries, sleep: deps.sleep });
  const reader = new PartReader(client, options, deps);
  const parts = partsOf(options);
  const run = options.dryRun ? { id: null, done: new Set<string>(), resumed: false } : await startOrResumeRun(deps.db, canonicalOptions(options));
  const total = new Tally();
  const failed: string[] = [];
  let stopped: string | null = null;
  const progress = progressOn(deps.progress);
  progress.start(parts.length, parts.filter((p) => run.done.has(p.name)).length);
  for (const part of parts) {
    if (run.done.has(part.name)) continue;
    const began = performance.now();
    const tally = new Tally();
    try {
      const items = await reader.read(part, tally);
      const written = await writePart(
        deps.db,
        { name: part.name, items, places: reader.placesOf(items) },
        { runId: run.id, dryRun: options.dryRun, now: deps.now?.() },
      );
      tally.addUp(written.tally);
      total.addUp(tally);
      if (!options.dryRun && written.changedEntryIds.length)
        await announceContentChange(deps.db, `import:${part.name}`, await entriesPageTags(deps.db, written.changedEntryIds));
      progress.partDone(part.name, tally, performance.now() - began);
    } catch (error) {
      if (error instanceof SourceUnreachable) {
        stopped = error.message;
        progress.partFailed(part.name, error.message);
        break;
      }
      if (!(error instanceof BadAnswer)) {
        progress.stop();
        throw error;
      }
      failed.push(part.name);
      progress.partFailed(part.name, error.message);
    }
  }
  progress.stop();
  if (!stopped && !failed.length && run.id !== null) await finishRun(deps.db, run.id);
  const exitCode = stopped ? 3 : failed.length ? 1 : 0;
  deps.out.write(
    summary(total, {
      dryRun: options.dryRun,
      resumed: run.resumed,
      failed,
      stopped,
      requests: client.counts.requests,
      retries: client.counts.retries,
      seconds: (performance.now() - started) / 1000,
    }),
  );
  return { exitCode, tally: total, failed, requests: client.counts.requests, retries: client.counts.retries };
}

function summary(
  t: Tally,
  run: { dryRun: boolean; resumed: boolean; failed: string[]; stopped: string | null; requests: number; retries: number; seconds: number },
): string {
  const c = (x: { created: number; updated: number; unchanged: number }) => `${x.created} created, ${x.updated} updated, ${x.unchanged} unchanged`;
  const line = (map: Map<string, number>) =>
    [...map]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'none';
  return [
    run.dryRun
      ? 'Dry run: nothing was written; this is what the import would do.'
      : run.resumed
        ? 'Import resumed an unfinished run.'
        : 'Import finished its parts.',
    `Entries: ${c(t.entries)}`,
    `Texts: ${c(t.texts)}, ${t.texts.kept} kept (a member's or Daypedia's text, or a Wikipedia line where Wikidata offers a label)`,
    `Places: ${c(t.places)}`,
    `Pictures: ${c(t.pictures)}, ${t.pictures.refused} not used`,
    `Wikipedia links: ${c(t.links)}`,
    `Sources: ${c(t.sources)}`,
    `Skipped items: ${line(t.skipped)}`,
    `Skipped texts and pictures: ${line(t.textsSkipped)}`,
    `Notes: ${line(t.notes)}`,
    `Requests: ${run.requests}, retries: ${run.retries}, time: ${run.seconds.toFixed(1)} s`,
    run.failed.length ? `Failed parts (not marked done; run again to retry them): ${run.failed.join(', ')}` : 'Failed parts: none',
    ...(run.stopped ? [`Stopped: ${run.stopped} Run again with the same options to resume.`] : []),
    '',
  ].join('\n');
}
