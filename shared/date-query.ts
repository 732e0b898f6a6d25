/**
 * Dates as readers type them into the search box, in each language: "9 November", "9. November
 * 1989", "9 kasım", "9 de noviembre de 1989", "1er novembre", "november 9, 1989", "11月9日",
 * "1989年11月9日", "1989-11-09", or a bare year ("1989", "1989年"). Case, accents and Turkish's
 * dotted and dotless i do not matter; month names may be shortened ("nov", "kas"). The whole
 * text must be the date: "Apollo 11" or "9 November and more" are no dates.
 */
import { isValidExactDate, isValidMonthDay } from './calendar';
import { monthName } from './date-format';
import { monthUrlName } from './day-slugs';
import type { Locale } from './locales';

/** A day (month and day), an exact date (year, month and day) or a year alone. */
export interface DateQuery {
  year?: number;
  month?: number;
  day?: number;
}

/** The shortest beginning of a month's name that stands for it ("nov"), when no other month's name starts so. */
const MIN_ABBREVIATION = 3;

/** A bare number is read as a year from three digits on ("476", "1989"): "9" or "11" are more likely a number in a title. */
const MIN_BARE_YEAR_DIGITS = 3;

/** Lower case without accents; Turkish's ı and İ become i, so "Kasim" and "KASIM" read as "kasım". */
function fold(text: string): string {
  return text.normalize('NFKC').replace(/İ/g, 'i').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** Words that join the parts of a date and stand for nothing themselves. */
const JOINERS = new Set(['de', 'del', 'of', 'the', 'le', 'il', 'el', 'den', 'am', 'on']);

/** Each month's names in a language, folded: the language's own (as Intl writes them), the slugs' ASCII spelling, and English's. */
const monthNamesCache = new Map<Locale, string[][]>();

function monthNames(locale: Locale): string[][] {
  let names = monthNamesCache.get(locale);
  if (!names) {
    names = Array.from({ length: 12 }, (_, i) => {
      const month = i + 1;
      return [...new Set([fold(monthName(locale, month)), monthUrlName(locale, month), fold(monthName('en', month))])];
    });
    monthNamesCache.set(locale, names);
  }
  return names;
}

/** The month a word names in the language, whole or shortened; null when it names none or more than one. */
function monthOf(word: string, locale: Locale): number | null {
  const names = monthNames(locale);
  const exact = names.findIndex((forms) => forms.includes(word));
  if (exact >= 0) return exact + 1;
  if (word.length < MIN_ABBREVIATION) return null;
  const matching = names.flatMap((forms, i) => (forms.some((form) => form.startsWith(word)) ? [i + 1] : []));
  return matching.length === 1 ? matching[0] : null;
}

type Token = { number: number; digits: number } | { month: number };

/** A day written with an ordinal mark: "9.", "9th", "1er", "1º", "1°", "1a". */
const NUMBER = /^(\d{1,4})(?:\.|st|nd|rd|th|er|re|º|°|ª|o|a)?$/;

function tokens(folded: string, locale: Locale): Token[] | null {
  const words = folded
    .replace(/[,/]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !JOINERS.has(word));
  const result: Token[] = [];
  for (const word of words) {
    const number = NUMBER.exec(word);
    if (number) {
      result.push({ number: Number(number[1]), digits: number[1].length });
      continue;
    }
    const month = monthOf(word.replace(/\.$/, ''), locale);
    if (month === null) return null;
    result.push({ month });
  }
  return result;
}

function checked(date: DateQuery): DateQuery | null {
  const { year, month, day } = date;
  if (month === undefined || day === undefined) return year !== undefined && year >= 1 && year <= 9999 ? { year } : null;
  if (year === undefined) return isValidMonthDay(month, day) ? { month, day } : null;
  return isValidExactDate({ year, month, day }) ? { year, month, day } : null;
}

/** "11月9日", "1989年11月9日", "11月9号", "1989年": the Chinese and Japanese way, written in any language's box. */
const CJK_DATE = /^(?:(\d{1,4})\s*年\s*)?(?:(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]?)?$/;

/** "1989-11-09" */
const ISO_DATE = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/;

/** The date `text` names in `locale`, or null when it names none (or an impossible one, such as 31 February). */
export function parseDateQuery(text: string, locale: Locale): DateQuery | null {
  const folded = fold(text).trim();
  if (!folded || folded.length > 40) return null;
  const cjk = CJK_DATE.exec(folded);
  if (cjk && (cjk[1] || cjk[2])) {
    const [, year, month, day] = cjk;
    return checked({ year: year ? Number(year) : undefined, month: month ? Number(month) : undefined, day: day ? Number(day) : undefined });
  }
  const iso = ISO_DATE.exec(folded);
  if (iso) return checked({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
  const parts = tokens(folded, locale);
  if (!parts?.length) return null;
  const numbers = parts.filter((part) => 'number' in part);
  const months = parts.filter((part) => 'month' in part);
  if (months.length === 0) {
    const [only] = numbers;
    return numbers.length === 1 && only.digits >= MIN_BARE_YEAR_DIGITS ? checked({ year: only.number }) : null;
  }
  if (months.length !== 1 || numbers.length < 1 || numbers.length > 2) return null;
  const monthAt = parts.findIndex((part) => 'month' in part);
  const month = months[0].month;
  // The day stands next to the month (before it or after it); a year, when there is one, comes last.
  const [first, second] = numbers;
  if (numbers.length === 1) return first.digits <= 2 ? checked({ month, day: first.number }) : null;
  const dayFirst = monthAt === 1; // "9 November 1989"
  const monthFirst = monthAt === 0; // "November 9 1989"
  if (!dayFirst && !monthFirst) return null;
  if (first.digits > 2) return null;
  return checked({ year: second.number, month, day: first.number });
}
