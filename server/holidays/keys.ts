/**
 * The key of a catalogue holiday: `holiday:` and a slug of its English name, such as
 * `holiday:christmas-day`. It names the holiday, not how its date is found, so it stays the same
 * when a country changes the rule (Japan's Emperor's Birthday moved from 23 December to
 * 23 February) and reads well in an API query: `entryByKey(key: "holiday:easter-monday", …)`.
 * Stored entries, the translation tables in content/holidays and the holiday worker all know a
 * holiday by it, so a key never changes once given.
 */
import slugify from '@sindresorhus/slugify';
import type { HolidayCountry } from './catalogue';

const HOLIDAY_KEY_PREFIX = 'holiday:';

/**
 * English names the catalogue's countries give to different holidays, and the key of each.
 * The holiday most countries keep under the name keeps the plain name; every other one is
 * named with the first country that keeps it; when none is kept by more countries, all are.
 * Countries not listed keep the plain name. Fixed once given: `keys.test.ts` fails when a new
 * holiday of the package shares a name with another and needs a line here.
 */
const SHARED_NAMES: Record<string, Partial<Record<HolidayCountry, string>>> = {
  // 1 May in five countries; the first Monday of September in the United States.
  'Labour Day': { US: 'labour-day-us' },
  // The second Sunday of May in five countries; France, Spain and the United Kingdom have their own.
  "Mother's Day": { FR: 'mothers-day-fr', ES: 'mothers-day-es', GB: 'mothers-day-gb' },
  // Heiligabend from the afternoon in Germany and Austria; the American observance of the whole day.
  'Christmas Eve': { US: 'christmas-eve-us' },
  // Silvester in Germany and Austria; the observance in the United States and Japan.
  "New Year's Eve": { DE: 'new-years-eve-de', AT: 'new-years-eve-de', US: 'new-years-eve-us', JP: 'new-years-eve-us' },
  // German Unity Day and Austria's National Day.
  'National Holiday': { DE: 'national-holiday-de', AT: 'national-holiday-at' },
  // Volkstrauertag in Germany, the last Monday of May in the United States.
  'Memorial Day': { DE: 'memorial-day-de', US: 'memorial-day-us' },
  // Turkey's 30 August, France's 8 May.
  'Victory Day': { TR: 'victory-day-tr', FR: 'victory-day-fr' },
  // Turkey's 29 October, Italy's 2 June.
  'Republic Day': { TR: 'republic-day-tr', IT: 'republic-day-it' },
  // China's 1 June, Japan's 5 May.
  "Children's Day": { CN: 'childrens-day-cn', JP: 'childrens-day-jp' },
};

const slugs = new Map<string, string>();

/** The key of the holiday a country keeps under this English name. */
export function holidayKey(englishName: string, country: HolidayCountry): string {
  const shared = SHARED_NAMES[englishName]?.[country];
  if (shared) return HOLIDAY_KEY_PREFIX + shared;
  // A year lists some 120 holidays, mostly the names of every other year: the package's few hundred names at most are kept.
  let slug = slugs.get(englishName);
  if (slug === undefined) slugs.set(englishName, (slug = slugify(englishName)));
  return HOLIDAY_KEY_PREFIX + slug;
}
