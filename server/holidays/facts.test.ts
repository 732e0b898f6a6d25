/**
 * Holiday facts checked against official calendars and almanacs, not against the package:
 * which country keeps which holiday, with which status, on which days of a year. A package
 * update that moves a feast or changes a status fails here.
 */
import { describe, expect, it } from 'vitest';
import { catalogueHolidays, holidayOccurrences, type HolidayCountry, type HolidayType } from './catalogue';

type Fact = [name: string, country: HolidayCountry, status: HolidayType | 'not kept', year: number, start?: string, end?: string];

const FACTS: Fact[] = [
  // Easter: the Sunday after the first full moon on or after 21 March.
  ['Easter Sunday', 'IT', 'public', 2025, '2025-04-20'],
  ['Easter Sunday', 'DE', 'observance', 2026, '2026-04-05'],
  ['Easter Sunday', 'CH', 'public', 2027, '2027-03-28'],
  ['Easter Monday', 'FR', 'public', 2026, '2026-04-06'],
  ['Easter Monday', 'GB', 'public', 2027, '2027-03-29'],
  ['Good Friday', 'DE', 'public', 2026, '2026-04-03'],
  ['Good Friday', 'GB', 'public', 2025, '2025-04-18'],
  ['Good Friday', 'FR', 'not kept', 2026],
  // Ascension: 39 days after Easter, a Thursday.
  ['Ascension Day', 'DE', 'public', 2026, '2026-05-14'],
  ['Ascension Day', 'FR', 'public', 2027, '2027-05-06'],
  ['Ascension Day', 'AT', 'public', 2025, '2025-05-29'],
  // Whit Monday: 50 days after Easter.
  ['Whit Monday', 'DE', 'public', 2026, '2026-05-25'],
  ['Whit Monday', 'CH', 'public', 2027, '2027-05-17'],
  ['Whit Monday', 'FR', 'public', 2025, '2025-06-09'],
  // Corpus Christi: 60 days after Easter; nationwide in Austria, only in some German states.
  ['Corpus Christi', 'AT', 'public', 2026, '2026-06-04'],
  ['Corpus Christi', 'AT', 'public', 2027, '2027-05-27'],
  ['Corpus Christi', 'DE', 'not kept', 2026],
  // Ramazan Bayramı and Kurban Bayramı in Turkey: three and four days of the Islamic calendar.
  ['End of Ramadan (Eid al-Fitr)', 'TR', 'public', 2025, '2025-03-30', '2025-04-01'],
  ['End of Ramadan (Eid al-Fitr)', 'TR', 'public', 2026, '2026-03-20', '2026-03-22'],
  ['Feast of the Sacrifice (Eid al-Adha)', 'TR', 'public', 2025, '2025-06-06', '2025-06-09'],
  ['Feast of the Sacrifice (Eid al-Adha)', 'TR', 'public', 2026, '2026-05-27', '2026-05-30'],
  ['Feast of the Sacrifice (Eid al-Adha)', 'TR', 'public', 2027, '2027-05-16', '2027-05-19'],
  // Chinese New Year (Spring Festival), from New Year's Eve: 29 January 2025, 17 February 2026, 6 February 2027.
  ['Spring Festival', 'CN', 'public', 2025, '2025-01-28', '2025-01-30'],
  ['Spring Festival', 'CN', 'public', 2026, '2026-02-16', '2026-02-18'],
  ['Spring Festival', 'CN', 'public', 2027, '2027-02-05', '2027-02-07'],
  ['National Day', 'CN', 'public', 2026, '2026-10-01', '2026-10-03'],
  ['Mid-Autumn Festival', 'CN', 'public', 2026, '2026-09-25'],
  // Japan's equinox days, by the sun.
  ['Spring Equinox Day', 'JP', 'public', 2025, '2025-03-20'],
  ['Spring Equinox Day', 'JP', 'public', 2027, '2027-03-21'],
  ['Autumnal Equinox Day', 'JP', 'public', 2026, '2026-09-23'],
  // Japan's Happy Monday holidays.
  ['Coming of Age Day', 'JP', 'public', 2026, '2026-01-12'],
  ['Coming of Age Day', 'JP', 'public', 2027, '2027-01-11'],
  ['Marine Day', 'JP', 'public', 2026, '2026-07-20'],
  ['Respect-for-the-Aged Day', 'JP', 'public', 2026, '2026-09-21'],
  ['Sports Day', 'JP', 'public', 2025, '2025-10-13'],
  ['Golden Week', 'JP', 'observance', 2026, '2026-04-29', '2026-05-05'],
  // Christmas is kept in Japan, but is not a day off there.
  ['Christmas Day', 'JP', 'observance', 2026, '2026-12-25'],
  ['Christmas Day', 'GB', 'public', 2026, '2026-12-25'],
  ['Christmas Day', 'CN', 'not kept', 2026],
  // All Saints' Day: a public holiday in France, Italy, Spain and Austria.
  ["All Saints' Day", 'FR', 'public', 2026, '2026-11-01'],
  ["All Saints' Day", 'IT', 'public', 2026, '2026-11-01'],
  ["All Saints' Day", 'ES', 'public', 2026, '2026-11-01'],
  ["All Saints' Day", 'AT', 'public', 2026, '2026-11-01'],
  ['Thanksgiving Day', 'US', 'public', 2026, '2026-11-26'],
  ['Thanksgiving Day', 'US', 'public', 2027, '2027-11-25'],
  ['Early May bank holiday', 'GB', 'public', 2026, '2026-05-04'],
  ['Republic Day', 'TR', 'public', 2026, '2026-10-29'],
  ['National Holiday', 'DE', 'public', 2026, '2026-10-03'],
];

type SubstituteFact = [name: string, country: HolidayCountry, year: number, day: string];

/** Days off in place of a holiday on a weekend, as the governments publish them. */
const SUBSTITUTE_FACTS: SubstituteFact[] = [
  // Independence Day on Saturday 4 July 2026: federal offices close on Friday 3 July.
  ['Independence Day', 'US', 2026, '2026-07-03'],
  // Boxing Day on Saturday 26 December 2026: the bank holiday is Monday 28 December.
  ['Boxing Day', 'GB', 2026, '2026-12-28'],
  // Christmas and Boxing Day on a Saturday and Sunday in 2027: Monday 27 and Tuesday 28 December.
  ['Christmas Day', 'GB', 2027, '2027-12-27'],
  ['Boxing Day', 'GB', 2027, '2027-12-28'],
  // Japan's 振替休日: the spring equinox on Sunday 21 March 2027, Constitution Day on Sunday 3 May 2026.
  ['Spring Equinox Day', 'JP', 2027, '2027-03-22'],
  ['Constitution Day', 'JP', 2026, '2026-05-06'],
];

describe('holiday facts', () => {
  it.each(FACTS)('%s in %s is %s in %i', (name, country, status, year, start, end) => {
    const found = holidayOccurrences(year, { substitutes: true }).filter((o) => o.country === country && o.englishName === name && !o.substitute);
    if (status === 'not kept') {
      expect(found).toEqual([]);
      return;
    }
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ type: status, start, end: end ?? start });
  });

  it.each(SUBSTITUTE_FACTS)('%s in %s of %i has its substitute day on %s', (name, country, year, day) => {
    const all = holidayOccurrences(year, { substitutes: true }).filter((o) => o.country === country && o.englishName === name);
    expect(all.filter((o) => o.substitute).map((o) => o.start)).toEqual([day]);
    expect(all.filter((o) => !o.substitute)).toHaveLength(1);
    // The catalogue's own listing (day pages, the stored holidays) leaves them out.
    expect(holidayOccurrences(year).filter((o) => o.country === country && o.englishName === name && o.substitute)).toEqual([]);
  });

  it('finds the holiday of every substitute day the package gives', () => {
    const orphans = [2025, 2026, 2027, 2028].flatMap((year) => {
      const all = holidayOccurrences(year, { substitutes: true });
      return all
        .filter((o) => o.substitute && !all.some((own) => !own.substitute && own.key === o.key && own.country === o.country))
        .map((o) => `${year} ${o.country} ${o.englishName}`);
    });
    expect(orphans).toEqual([]);
  });

  it('writes every holiday counted from Easter as "easter" or "easter ±days" in every country that keeps it', () => {
    const mixed = catalogueHolidays([2025, 2026, 2027]).filter((h) => {
      const fromEaster = Object.values(h.rules).map((rule) => /^easter( |$)/.test(rule));
      return fromEaster.includes(true) && fromEaster.includes(false);
    });
    expect(mixed.map((h) => h.key)).toEqual([]);
  });

  it('has at least thirty facts', () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(30);
  });
});
