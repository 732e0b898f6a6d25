import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/migrations';
import { holidayOccurrences, type HolidayOccurrence } from './catalogue';

const YEARS = Array.from({ length: 41 }, (_, i) => 2000 + i);
const occurrences = new Map<number, HolidayOccurrence[]>(YEARS.map((year) => [year, holidayOccurrences(year)]));
const all = [...occurrences.values()].flat();

/** The key the previous scheme gave: the rule without its substitute days, and the English name. */
function previousKey({ rule, englishName }: HolidayOccurrence): string {
  return `holiday:${rule.split(/\s+(?:and\s+)?if\s+/)[0].trim()}:${englishName}`;
}

function keyOf(country: string, englishName: string, year = 2026): string | undefined {
  return occurrences.get(year)!.find((o) => o.country === country && o.englishName === englishName)?.key;
}

describe('holiday keys', () => {
  it('are short slugs of the English name, without the date rule', () => {
    const bad = all.filter((o) => !/^holiday:[a-z0-9]+(?:-[a-z0-9]+)*$/.test(o.key) || o.key.length > 80);
    expect(bad.map((o) => o.key)).toEqual([]);
    expect(keyOf('DE', 'Christmas Day')).toBe('holiday:christmas-day');
    expect(keyOf('US', 'Easter Sunday')).toBe('holiday:easter-sunday');
    expect(keyOf('TR', 'Feast of the Sacrifice (Eid al-Adha)')).toBe('holiday:feast-of-the-sacrifice-eid-al-adha');
  });

  it('give one key to the holiday many countries keep under one name', () => {
    const christmas = occurrences.get(2026)!.filter((o) => o.key === 'holiday:christmas-day');
    expect(christmas.map((o) => o.country).sort()).toEqual(['AT', 'CH', 'DE', 'ES', 'FR', 'GB', 'IT', 'JP', 'US']);
  });

  it('tell apart different holidays of the same English name by country', () => {
    expect(keyOf('DE', 'Labour Day')).toBe('holiday:labour-day');
    expect(keyOf('CN', 'Labour Day')).toBe('holiday:labour-day');
    expect(keyOf('US', 'Labour Day')).toBe('holiday:labour-day-us');
    expect(keyOf('DE', 'Christmas Eve')).toBe('holiday:christmas-eve');
    expect(keyOf('US', 'Christmas Eve')).toBe('holiday:christmas-eve-us');
    expect(keyOf('TR', 'Victory Day')).toBe('holiday:victory-day-tr');
    expect(keyOf('FR', 'Victory Day')).toBe('holiday:victory-day-fr');
    expect(keyOf('JP', "New Year's Eve")).toBe('holiday:new-years-eve-us');
    expect(keyOf('AT', "New Year's Eve")).toBe('holiday:new-years-eve-de');
  });

  it('stay the same when a country changes how the date is found', () => {
    // The Emperor's Birthday: 23 December until 2018, 23 February since 2020.
    expect(keyOf('JP', "Emperor's Birthday", 2018)).toBe('holiday:emperors-birthday');
    expect(keyOf('JP', "Emperor's Birthday", 2020)).toBe('holiday:emperors-birthday');
  });

  it('name one holiday each: in a year, every country keeping a key keeps it from the same day', () => {
    const split: string[] = [];
    for (const [year, list] of occurrences) {
      for (const [key, same] of Map.groupBy(list, (o) => o.key)) {
        const starts = new Set(same.map((o) => o.start));
        if (starts.size > 1) split.push(`${year} ${key}: ${same.map((o) => `${o.country} ${o.start}`).join(', ')}`);
      }
    }
    expect(split).toEqual([]);
  });

  it('are given to stored holidays by the migration, from every key the previous scheme gave', () => {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '20261126080000_holiday_slug_keys/migration.sql'), 'utf8');
    const renamed = new Map(
      [...sql.matchAll(/^ {2}\('((?:[^']|'')*)', '((?:[^']|'')*)'\)/gm)].map((m) => [m[1].replaceAll("''", "'"), m[2].replaceAll("''", "'")]),
    );
    const missing = all.filter((o) => renamed.get(previousKey(o)) !== o.key).map((o) => `${previousKey(o)} -> ${o.key}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
