/**
 * What a holiday is called and how it is explained in each language. Names come from the
 * project's translation tables (content/holidays/<locale>.json, reviewed like code) where they
 * have one, else from date-holidays when it knows the name in that very language. Where neither
 * has it, the name of a country that keeps the day is borrowed and marked with its language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { data } from 'date-holidays/data';
import type { Locale } from '#shared/locales';
import type { CatalogueHoliday, HolidayCountry } from './catalogue';

export interface HolidayText {
  /** The holiday's name in this language. */
  name?: string;
  /** A short text in the project's own words: what the day is and how it is kept. */
  about?: string;
  /** How the date is found, in words, for holidays whose date moves. */
  dateRule?: string;
}

export type HolidayTable = Record<string, HolidayText>;

const HOLIDAY_CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../content/holidays');

const tables = new Map<Locale, HolidayTable>();
export function holidayTable(locale: Locale): HolidayTable {
  let table = tables.get(locale);
  if (!table) {
    try {
      table = JSON.parse(readFileSync(path.join(HOLIDAY_CONTENT_DIR, `${locale}.json`), 'utf8')) as HolidayTable;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      table = {};
    }
    tables.set(locale, table);
  }
  return table;
}

/** The languages the countries speak, in the order their own name is preferred. */
export const COUNTRY_LANGUAGES: Record<HolidayCountry, Locale[]> = {
  DE: ['de'],
  AT: ['de'],
  CH: ['de', 'fr', 'it'],
  TR: ['tr'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  GB: ['en'],
  US: ['en'],
  CN: ['zh'],
  JP: ['ja'],
};

/** date-holidays writes Japanese as "jp". */
const PACKAGE_LANGUAGE: Record<Locale, string> = { en: 'en', tr: 'tr', de: 'de', fr: 'fr', it: 'it', es: 'es', zh: 'zh', ja: 'jp' };

type NameMap = Record<string, string>;
interface PackageDay {
  name?: NameMap;
  _name?: string;
}
const packageData = data as { holidays: Record<string, { days: Record<string, PackageDay> }>; names: Record<string, { name: NameMap }> };

/** The package's name for a country's rule in exactly this language, or nothing: it never borrows here. */
function packageName(country: HolidayCountry, rule: string, locale: Locale): string | null {
  const day = packageData.holidays[country]?.days[rule];
  if (!day) return null;
  const language = PACKAGE_LANGUAGE[locale];
  return day.name?.[language] ?? (day._name ? packageData.names[day._name]?.name[language] : undefined) ?? null;
}

export interface LocalisedName {
  name: string;
  /** The language the name is really in, when none exists in the requested one. */
  fallbackFrom: Locale | null;
}

/** Where a holiday is kept: each country with the rule it writes the holiday with. */
export type HolidayRules = CatalogueHoliday['rules'];

function speakersFirst(rules: HolidayRules, locale: Locale): [HolidayCountry, string][] {
  const entries = Object.entries(rules) as [HolidayCountry, string][];
  return entries.sort(([a], [b]) => Number(COUNTRY_LANGUAGES[b].includes(locale)) - Number(COUNTRY_LANGUAGES[a].includes(locale)));
}

export function holidayName(key: string, rules: HolidayRules, englishName: string, locale: Locale): LocalisedName {
  const own =
    holidayTable(locale)[key]?.name ??
    speakersFirst(rules, locale)
      .map(([country, rule]) => packageName(country, rule, locale))
      .find(Boolean);
  if (own) return { name: own, fallbackFrom: null };
  // Borrow the name of a country that keeps the day, in its own language, marked as such.
  for (const [country, rule] of speakersFirst(rules, locale)) {
    for (const language of COUNTRY_LANGUAGES[country]) {
      const name = holidayTable(language)[key]?.name ?? packageName(country, rule, language);
      if (name && language !== locale) return { name, fallbackFrom: language };
    }
  }
  return { name: englishName, fallbackFrom: locale === 'en' ? null : 'en' };
}

/** The holiday's short text and date rule in a language, when the tables have them. */
export function holidayText(key: string, locale: Locale): HolidayText {
  return holidayTable(locale)[key] ?? {};
}
