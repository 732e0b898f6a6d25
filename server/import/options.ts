/**
 * The importer's options, read from the command line and checked before any request: a value
 * out of bounds is a usage error (exit 2) with a sentence saying what is accepted.
 */
import { parseArgs } from 'node:util';
import { allMonthDays, isValidMonthDay, type MonthDay } from '#shared/calendar';
import { LOCALES, isLocale, type Locale } from '#shared/locales';

const KINDS = ['events', 'births', 'deaths'] as const;
type ImportKind = (typeof KINDS)[number];
const SOURCES = ['wikidata', 'feed'] as const;
type ImportSource = (typeof SOURCES)[number];

export interface SourceUrls {
  /** A Wikibase instance (its api.php under /w), for wbgetentities. */
  wikidata: string;
  sparql: string;
  /** The "on this day" feed: `{feed}/{lang}/onthisday/events/{MM}/{DD}`. */
  feed: string;
  /** Commons' api.php, for imageinfo. */
  commons: string;
}

const DEFAULT_URLS: SourceUrls = {
  wikidata: 'https://www.wikidata.org',
  sparql: 'https://query.wikidata.org/sparql',
  feed: 'https://api.wikimedia.org/feed/v1/wikipedia',
  commons: 'https://commons.wikimedia.org/w/api.php',
};

export interface ImportOptions {
  days: MonthDay[];
  /** How --days was written, for the run's canonical options. */
  daysSpec: string;
  languages: Locale[];
  kinds: ImportKind[];
  perDay: number;
  minSitelinks: number;
  sources: ImportSource[];
  pictures: boolean;
  dryRun: boolean;
  contact: string;
  urls: SourceUrls;
  /** Per request, in milliseconds. */
  timeoutMs: number;
  /** Tries after the first, per request. */
  retries: number;
}

export class UsageError extends Error {}

const PER_DAY_MAX = 1000;
const MIN_SITELINKS_MAX = 500;

export const USAGE = `Imports events, births and deaths from Wikidata, Wikipedia's "on this day" feed and Commons.

npm run import -- --contact <e-mail or URL> [options]

  --days <spec>            03-14, a month (03), several (03-14,07), or all         [all]
  --languages <list>       of ${LOCALES.join(',')}                         [all 8]
  --kinds <list>           of events,births,deaths                                [all 3]
  --sources <list>         of wikidata,feed                                       [both]
  --per-day <n>            items a day and kind from Wikidata, 1-${PER_DAY_MAX}               [100]
  --min-sitelinks <n>      Wikipedia articles an item needs at least, 0-${MIN_SITELINKS_MAX}         [10]
  --no-pictures            leave Commons pictures out
  --dry-run                read the sources, write nothing, tell what would change
  --contact <address>      how Wikimedia reaches the operator (else IMPORT_CONTACT); required
  --timeout <seconds>      per request, 1-300                                     [30]
  --retries <n>            tries again after a failed request, 0-10               [5]
  --wikidata-url <url>     [${DEFAULT_URLS.wikidata}]
  --sparql-url <url>       [${DEFAULT_URLS.sparql}]
  --feed-url <url>         [${DEFAULT_URLS.feed}]
  --commons-url <url>      [${DEFAULT_URLS.commons}]
  --help

Exit codes: 0 done, 1 done but some parts failed (run again to retry them), 2 bad usage,
3 stopped because a source could not be reached (run again to resume).`;

function list<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T[] {
  if (value === undefined) return [...allowed];
  const items = value.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (!items.length || wrong.length || items.some((item) => !item))
    throw new UsageError(`--${name} takes a comma-separated list of ${allowed.join(', ')}${wrong.length ? `, not ${wrong.join(', ')}` : ''}.`);
  // In the order of `allowed`, each once.
  return allowed.filter((item) => items.includes(item));
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not "${value}".`);
  return Number(value);
}

const pad = (n: number) => String(n).padStart(2, '0');
export const monthDayName = (md: MonthDay) => `${pad(md.month)}-${pad(md.day)}`;

function days(spec: string): MonthDay[] {
  if (spec === 'all') return allMonthDays();
  const chosen = new Map<string, MonthDay>();
  for (const part of spec.split(',')) {
    const day = /^(\d\d)-(\d\d)$/.exec(part);
    const month = /^(\d\d)$/.exec(part);
    if (day && isValidMonthDay(Number(day[1]), Number(day[2]))) {
      const md = { month: Number(day[1]), day: Number(day[2]) };
      chosen.set(monthDayName(md), md);
    } else if (month && Number(month[1]) >= 1 && Number(month[1]) <= 12) {
      for (const md of allMonthDays().filter((d) => d.month === Number(month[1]))) chosen.set(monthDayName(md), md);
    } else {
      throw new UsageError(`--days takes a day (03-14), a month (03), several of them separated by commas, or all; "${part}" is none of these.`);
    }
  }
  return [...chosen.values()].sort((a, b) => a.month - b.month || a.day - b.day);
}

function url(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    // Refused below.
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || value.length > 500)
    throw new UsageError(`--${name} takes an http or https address, not "${value}".`);
  return value.replace(/\/+$/, '');
}

/** What --contact may be: something Wikimedia's operators can write to, on one line. */
function contact(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw new UsageError('Wikimedia asks bots to say how to reach their operator: give --contact <e-mail or URL> (or set IMPORT_CONTACT).');
  if (trimmed.length > 200 || /[\u0000-\u001f\u007f()]/.test(trimmed) || !/^(https?:\/\/\S+|[^\s@]+@[^\s@]+\.[^\s@]+)$/.test(trimmed))
    throw new UsageError(`--contact takes an e-mail address or an http(s) address of at most 200 characters, not "${trimmed.slice(0, 60)}".`);
  return trimmed;
}

/** The options of a command line; null when it asks for help. Throws UsageError. */
export function readOptions(args: string[], env: NodeJS.ProcessEnv = process.env): ImportOptions | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        days: { type: 'string' },
        languages: { type: 'string' },
        kinds: { type: 'string' },
        sources: { type: 'string' },
        'per-day': { type: 'string' },
        'min-sitelinks': { type: 'string' },
        'no-pictures': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        contact: { type: 'string' },
        timeout: { type: 'string' },
        retries: { type: 'string' },
        'wikidata-url': { type: 'string' },
        'sparql-url': { type: 'string' },
        'feed-url': { type: 'string' },
        'commons-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;
  const text = (name: string) => values[name] as string | undefined;
  const daysSpec = text('days') ?? 'all';
  const languages = list('languages', text('languages'), LOCALES);
  return {
    days: days(daysSpec),
    daysSpec,
    languages: languages.filter(isLocale),
    kinds: list('kinds', text('kinds'), KINDS),
    sources: list('sources', text('sources'), SOURCES),
    perDay: integer('per-day', text('per-day'), 100, 1, PER_DAY_MAX),
    minSitelinks: integer('min-sitelinks', text('min-sitelinks'), 10, 0, MIN_SITELINKS_MAX),
    pictures: !values['no-pictures'],
    dryRun: Boolean(values['dry-run']),
    contact: contact(text('contact') ?? env.IMPORT_CONTACT),
    timeoutMs: integer('timeout', text('timeout'), 30, 1, 300) * 1000,
    retries: integer('retries', text('retries'), 5, 0, 10),
    urls: {
      wikidata: url('wikidata-url', text('wikidata-url'), DEFAULT_URLS.wikidata),
      sparql: url('sparql-url', text('sparql-url'), DEFAULT_URLS.sparql),
      feed: url('feed-url', text('feed-url'), DEFAULT_URLS.feed),
      commons: url('commons-url', text('commons-url'), DEFAULT_URLS.commons),
    },
  };
}

/**
 * What a run is, written the same way each time: a run with the same words resumes an unfinished
 * one. Where it reads from, how politely and whether it writes do not change what it imports.
 */
export function canonicalOptions(options: ImportOptions): string {
  return [
    `days=${options.days.length === 366 ? 'all' : options.days.map(monthDayName).join(',')}`,
    `languages=${options.languages.join(',')}`,
    `kinds=${options.kinds.join(',')}`,
    `sources=${options.sources.join(',')}`,
    `per-day=${options.perDay}`,
    `min-sitelinks=${options.minSitelinks}`,
    `pictures=${options.pictures}`,
  ].join(';');
}
