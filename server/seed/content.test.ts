/**
 * The demo content's facts: a table of dates known for certain that the content must agree with,
 * and what every entry must hold whatever it says (a date that exists, a death after the birth,
 * a text and an address in every language, none of them taken twice).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { YEAR_MIN } from '#shared/article-rules';
import { readNotableEntries, type NotableEntry } from './notable-entries';

const entries = readNotableEntries();
const byKey = new Map(entries.map((entry) => [entry.key, entry]));

/** Dates every almanac gives: an event's day, or a person's birth and death (null: alive). */
const FACTS: [key: string, date: string, death?: string | null][] = [
  ['storming-of-the-bastille', '1789-07-14'],
  ['adoption-of-the-declaration-of-independence', '1776-07-04'],
  ['sinking-of-the-titanic', '1912-04-15'],
  ['attack-on-pearl-harbor', '1941-12-07'],
  ['first-human-spaceflight', '1961-04-12'],
  ['apollo-11-moon-landing', '1969-07-20'],
  ['fall-of-the-berlin-wall', '1989-11-09'],
  ['german-reunification', '1990-10-03'],
  ['founding-of-the-peoples-republic-of-china', '1949-10-01'],
  ['proclamation-of-the-republic-of-turkey', '1923-10-29'],
  ['september-11-attacks', '2001-09-11'],
  ['albert-einstein', '1879-03-14', '1955-04-18'],
  ['marie-curie', '1867-11-07', '1934-07-04'],
  ['abraham-lincoln', '1809-02-12', '1865-04-15'],
  ['charles-darwin', '1809-02-12', '1882-04-19'],
  ['winston-churchill', '1874-11-30', '1965-01-24'],
  ['martin-luther-king-jr', '1929-01-15', '1968-04-04'],
];

/** The day a written date names, or null when it names none (2023-02-29, 1900-13-01). */
function dayOf(date: string): Date | null {
  if (!/^\d{4}-\d\d-\d\d$/.test(date)) return null;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? null : day;
}

function datesOf(entry: NotableEntry): string[] {
  return entry.kind === 'EVENT' ? [entry.date] : [entry.birth, ...(entry.death ? [entry.death] : [])];
}

describe('the demo content', () => {
  it.each(FACTS)('gives %s the dates every almanac gives', (key, date, death) => {
    const entry = byKey.get(key);
    expect(entry, key).toBeDefined();
    if (entry!.kind === 'EVENT') expect(entry!.date).toBe(date);
    else expect([entry!.birth, entry!.death]).toEqual([date, death ?? null]);
  });

  it('names each entry once, and gives each text an address no other text of its language has', () => {
    expect(byKey.size).toBe(entries.length);
    for (const locale of LOCALES) {
      const slugs = entries.map((entry) => entry.translations[locale].slug);
      expect(
        slugs.filter((slug, at) => slugs.indexOf(slug) !== at),
        locale,
      ).toEqual([]);
    }
  });

  it('dates each entry on days that exist, a death after its birth, a life of a human length', () => {
    const now = new Date();
    for (const entry of entries) {
      for (const date of datesOf(entry)) {
        expect(dayOf(date), `${entry.key} ${date}`).not.toBeNull();
        expect(dayOf(date)!.getUTCFullYear(), entry.key).toBeGreaterThanOrEqual(YEAR_MIN);
        expect(dayOf(date)!.getTime(), entry.key).toBeLessThan(now.getTime());
      }
      if (entry.kind !== 'PERSON') continue;
      const born = dayOf(entry.birth)!.getUTCFullYear();
      const end = entry.death ? dayOf(entry.death)!.getUTCFullYear() : now.getUTCFullYear();
      if (entry.death) expect(entry.death > entry.birth, entry.key).toBe(true);
      expect(end - born, entry.key).toBeLessThan(123);
    }
  });

  it('writes every entry in every language, as plain text, with addresses of lower-case words', () => {
    for (const entry of entries) {
      expect(Object.keys(entry.translations).sort(), entry.key).toEqual([...LOCALES].sort());
      expect(
        entry.countries.every((code) => /^[A-Z]{2}$/.test(code)),
        entry.key,
      ).toBe(true);
      for (const locale of LOCALES) {
        const text = entry.translations[locale];
        const where = `${entry.key} ${locale}`;
        expect(text.title.trim().length, where).toBeGreaterThan(0);
        expect(text.title.length, where).toBeLessThanOrEqual(120);
        expect(text.summary.trim().length, where).toBeGreaterThan(0);
        expect(text.slug, where).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(text.slug.length, where).toBeLessThanOrEqual(80);
        for (const part of [text.title, text.summary, ...text.body]) expect(part, where).not.toMatch(/<[a-z/!]/i);
      }
    }
  });

  it('lists at least two events and two persons (born or died) on every day of the year', () => {
    const events = new Map<string, number>();
    const persons = new Map<string, number>();
    const add = (counts: Map<string, number>, date: string) => counts.set(date.slice(5), (counts.get(date.slice(5)) ?? 0) + 1);
    for (const entry of entries) {
      if (entry.kind === 'EVENT') add(events, entry.date);
      else for (const date of datesOf(entry)) add(persons, date);
    }
    const thin: string[] = [];
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() === 2024; day.setUTCDate(day.getUTCDate() + 1)) {
      const monthDay = day.toISOString().slice(5, 10);
      if ((events.get(monthDay) ?? 0) < 2 || (persons.get(monthDay) ?? 0) < 2)
        thin.push(`${monthDay}: ${events.get(monthDay) ?? 0} events, ${persons.get(monthDay) ?? 0} persons`);
    }
    expect(thin).toEqual([]);
  });
});
