import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { allMonthDays } from './calendar';
import { daySlug, monthDayFromSlug, parseExactDateSlug } from './day-slugs';
import {
  BROWSE_CENTURIES,
  BROWSE_YEARS,
  CENTURY_SEGMENT,
  centuryOfSegment,
  centuryPath,
  entryIndexPath,
  monthOfSegment,
  monthPath,
  pagePathOf,
  YEAR_SECTIONS,
  YEAR_SEGMENT,
  yearOfSegment,
  yearPath,
  yearSectionOfSegment,
  yearSectionPath,
} from './paths';
import {
  apiGuidePath,
  DAY_SECTION_SEGMENT,
  EXACT_DATE_SEGMENT,
  INFO_SEGMENT,
  SEARCH_SEGMENT,
  searchPath,
  DAY_SECTIONS,
  dayPath,
  daySectionOfSegment,
  daySectionPath,
  exactDatePath,
  SECTION_PAGE_MAX,
  sectionPageNumber,
} from './paths';
import {
  ENTRY_SEGMENT,
  commentsPath,
  entryPath,
  holidayListPath,
  homePath,
  infoPath,
  localeOfPath,
  memberPath,
  prefixedGermanPath,
  stripLocale,
  type EntryPageKind,
} from './paths';

describe('the routing table', () => {
  it('builds the paths of the URL table', () => {
    expect(exactDatePath('en', { year: 1989, month: 11, day: 9 })).toBe('/day/november-9-1989');
    expect(exactDatePath('es', { year: 1989, month: 11, day: 9 })).toBe('/es/dia/9-de-noviembre-de-1989');
    expect(entryPath('de', 'EVENT', 'mauerfall')).toBe('/de/ereignisse/mauerfall');
    expect(entryPath('fr', 'PERSON', 'voltaire')).toBe('/fr/personnalites/voltaire');
    expect(entryPath('ja', 'HOLIDAY', 'ganjitsu')).toBe('/ja/shukujitsu-to-tokubetsu-na-hi/ganjitsu');
    expect(commentsPath('tr', 'EVENT', 'x')).toBe('/tr/olaylar/x-yorumlar');
    expect(holidayListPath('es')).toBe('/es/festividades-y-dias-especiales');
    expect(infoPath('de', 'about')).toBe('/de/uber-uns');
    expect(infoPath('zh', 'privacy')).toBe('/zh/yinsi-zhengce');
    expect(homePath('en')).toBe('/');
    expect(homePath('it')).toBe('/it');
    expect(apiGuidePath('en')).toBe('/api');
    expect(apiGuidePath('de')).toBe('/de/api');
  });

  it.each(LOCALES)('round-trips every page in %s', (locale) => {
    for (const md of allMonthDays()) {
      const path = dayPath(locale, md);
      expect(localeOfPath(path)).toBe(locale);
      expect(monthDayFromSlug(locale, stripLocale(path).slice(1))).toEqual(md);
      const exact = exactDatePath(locale, { year: 2000, ...md });
      expect(parseExactDateSlug(locale, exact.split('/').pop()!)).toEqual({ year: 2000, ...md });
    }
    for (const kind of Object.keys(ENTRY_SEGMENT) as EntryPageKind[]) {
      const path = entryPath(locale, kind, 'some-slug');
      expect(localeOfPath(path)).toBe(locale);
      const [, segment, slug] = stripLocale(path).split('/');
      expect(ENTRY_SEGMENT[kind][locale]).toBe(segment);
      expect(slug).toBe('some-slug');
    }
    for (const page of ['about', 'privacy', 'terms'] as const) expect(localeOfPath(infoPath(locale, page))).toBe(locale);
  });

  it('keeps segments unique within a language', () => {
    for (const locale of LOCALES) {
      const segments = [...Object.values(ENTRY_SEGMENT).map((s) => s[locale])];
      expect(new Set(segments).size).toBe(segments.length);
    }
  });
});

describe('browsing paths', () => {
  it('builds the paths of the URL table', () => {
    expect(entryIndexPath('en', 'EVENT')).toBe('/events');
    expect(entryIndexPath('de', 'PERSON')).toBe('/de/personen');
    expect(yearPath('en', 1989)).toBe('/year/1989');
    expect(yearPath('de', 1989)).toBe('/de/jahr/1989');
    expect(yearPath('tr', 1989)).toBe('/tr/yil/1989');
    expect(yearPath('fr', 1989)).toBe('/fr/annee/1989');
    expect(yearPath('it', 1989)).toBe('/it/anno/1989');
    expect(yearPath('es', 1989)).toBe('/es/ano/1989');
    expect(yearPath('zh', 1989)).toBe('/zh/nian/1989');
    expect(yearPath('ja', 1989)).toBe('/ja/nen/1989');
    expect(monthPath('en', 11)).toBe('/november');
    expect(monthPath('de', 11)).toBe('/de/november');
    expect(monthPath('tr', 11)).toBe('/tr/kasim');
    expect(monthPath('es', 11)).toBe('/es/noviembre');
    expect(yearSectionPath('de', 1989, 'births', 2)).toBe('/de/jahr/1989/geboren/2');
    expect(yearSectionPath('en', 1989, 'events')).toBe('/year/1989/events');
    expect(centuryPath('en', 'EVENT', 20)).toBe('/events/century/20');
    expect(centuryPath('de', 'PERSON', 19)).toBe('/de/personen/jahrhundert/19');
    expect(centuryPath('ja', 'EVENT', 1)).toBe('/ja/dekigoto/seiki/1');
  });

  it.each(LOCALES)('round-trips every browsing page in %s', (locale) => {
    for (let month = 1; month <= 12; month++) {
      const path = monthPath(locale, month);
      expect(localeOfPath(path)).toBe(locale);
      const segment = stripLocale(path).slice(1);
      expect(monthOfSegment(locale, segment)).toBe(month);
      // A month word is never a day's slug, nor a day's slug a month word.
      expect(monthDayFromSlug(locale, segment)).toBeNull();
    }
    for (const md of allMonthDays()) expect(monthOfSegment(locale, daySlug(locale, md))).toBeNull();
    for (const year of [BROWSE_YEARS.first, 9, 476, 1989, BROWSE_YEARS.last]) {
      const path = yearPath(locale, year);
      expect(localeOfPath(path)).toBe(locale);
      const [, segment, number] = stripLocale(path).split('/');
      expect(segment).toBe(YEAR_SEGMENT[locale]);
      expect(yearOfSegment(number)).toBe(year);
      for (const section of YEAR_SECTIONS) {
        const [, , , sectionSegment, page] = stripLocale(yearSectionPath(locale, year, section, 3)).split('/');
        expect(yearSectionOfSegment(locale, sectionSegment)).toBe(section);
        expect(sectionPageNumber(page)).toBe(3);
      }
    }
    for (const kind of ['EVENT', 'PERSON'] as const) {
      const path = entryIndexPath(locale, kind);
      expect(localeOfPath(path)).toBe(locale);
      expect(stripLocale(path)).toBe(`/${ENTRY_SEGMENT[kind][locale]}`);
      for (const century of [BROWSE_CENTURIES.first, 10, BROWSE_CENTURIES.last]) {
        const [, index, segment, number] = stripLocale(centuryPath(locale, kind, century)).split('/');
        expect(index).toBe(ENTRY_SEGMENT[kind][locale]);
        expect(segment).toBe(CENTURY_SEGMENT[locale]);
        expect(centuryOfSegment(number)).toBe(century);
      }
    }
  });

  it('reads centuries only as the site writes them, within the centuries of its years', () => {
    for (const bad of ['0', '00', '01', '-1', '+20', '20.0', '1e1', 'xx', 'XX', '', '22', '99', '100', ' 20']) expect(centuryOfSegment(bad), bad).toBeNull();
    expect(centuryOfSegment('1')).toBe(1);
    expect(centuryOfSegment('21')).toBe(21);
  });

  it('reads years only as the site writes them, within the years entries can have', () => {
    for (const bad of ['0', '01989', '-5', '+1989', '1989.0', '1e3', 'abc', '', '2101', '9999', '12345', ' 1989']) expect(yearOfSegment(bad), bad).toBeNull();
    expect(yearOfSegment('1')).toBe(1);
    expect(yearOfSegment('2100')).toBe(2100);
  });

  it('knows only the month words of the language', () => {
    expect(monthOfSegment('en', 'kasim')).toBeNull();
    expect(monthOfSegment('tr', 'kasim')).toBe(11);
    expect(monthOfSegment('en', 'November')).toBeNull();
    expect(monthOfSegment('en', 'novembre')).toBeNull();
    expect(yearSectionOfSegment('en', 'personal')).toBeNull();
  });

  it('keeps the year segment apart from every other first segment of a language', () => {
    for (const locale of LOCALES) {
      const segments = [YEAR_SEGMENT[locale], EXACT_DATE_SEGMENT[locale], ...Object.values(ENTRY_SEGMENT).map((s) => s[locale])];
      expect(new Set(segments).size).toBe(segments.length);
    }
  });
});

describe('German paths without a prefix', () => {
  it('lead to their /de form', () => {
    const expected: Record<string, string> = {
      '/uber-uns': '/de/uber-uns',
      '/datenschutzerklarung': '/de/datenschutzerklarung',
      '/bedingungen-und-konditionen': '/de/bedingungen-und-konditionen',
      '/tag/21-november': '/de/tag/21-november',
      '/tag/9-november-1989': '/de/tag/9-november-1989',
      '/personen/albert-einstein': '/de/personen/albert-einstein',
      '/personen/albert-einstein-kommentare': '/de/personen/albert-einstein-kommentare',
      '/ereignisse/mauerfall': '/de/ereignisse/mauerfall',
      '/feiertage-und-besondere-tage': '/de/feiertage-und-besondere-tage',
      '/feiertage-und-besondere-tage/neujahr': '/de/feiertage-und-besondere-tage/neujahr',
      '/21-november': '/de/21-november',
      '/1-maerz': '/de/1-maerz',
      '/29-februar': '/de/29-februar',
    };
    for (const [path, target] of Object.entries(expected)) expect(prefixedGermanPath(path), path).toBe(target);
  });

  it('are built from the routing table for every German day', () => {
    for (const md of allMonthDays()) expect(prefixedGermanPath(stripLocale(dayPath('de', md)))).toBe(dayPath('de', md));
  });

  it('never redirect an English page, another language or a path that names nothing', () => {
    const english = [
      homePath('en'),
      holidayListPath('en'),
      ...allMonthDays().flatMap((md) => [dayPath('en', md), exactDatePath('en', { year: 1988, ...md })]),
      ...(Object.keys(ENTRY_SEGMENT) as EntryPageKind[]).flatMap((kind) => [entryPath('en', kind, 'november-21'), commentsPath('en', kind, 'x')]),
      ...(['about', 'privacy', 'terms'] as const).map((page) => infoPath('en', page)),
      ...(['/login', '/register', '/user/my-articles', '/write-article', '/author-articles/abc', '/donate', '/review', '/admin'] as const).map((p) =>
        memberPath('en', p),
      ),
    ];
    for (const path of english) expect(prefixedGermanPath(path), path).toBeNull();
    const others = [
      '/de/uber-uns',
      '/de/21-november',
      '/21-kasim',
      '/21-novembre',
      '/1er-novembre',
      '/21-de-noviembre',
      '/shiyiyue-21',
      '/32-november',
      '/0-mai',
      '/21-november/x',
      '/tag',
      '/personen',
      '/personen/',
      '/personen/a/b',
      '/uber-uns/',
      '//uber-uns',
      '/%',
      '',
    ];
    for (const path of others) expect(prefixedGermanPath(path), path).toBeNull();
  });
});

describe('day section paths', () => {
  it('writes a section after its day or exact date, and the page number from the second page on', () => {
    expect(daySectionPath('en', { month: 3, day: 14 }, 'events')).toBe('/march-14/events');
    expect(daySectionPath('en', { month: 3, day: 14 }, 'events', 2)).toBe('/march-14/events/2');
    expect(daySectionPath('de', { month: 3, day: 14 }, 'births', 3)).toBe('/de/14-maerz/geboren/3');
    expect(daySectionPath('en', { month: 11, day: 9, year: 1989 }, 'deaths')).toBe('/day/november-9-1989/deaths');
    expect(daySectionPath('ja', { month: 3, day: 14 }, 'personalEntries')).toBe('/ja/sangatsu-14/kojin');
  });

  it('reads back only what it writes', () => {
    for (const locale of LOCALES) for (const section of DAY_SECTIONS) expect(daySectionOfSegment(locale, DAY_SECTION_SEGMENT[section][locale])).toBe(section);
    expect(daySectionOfSegment('en', 'geboren')).toBeNull();
    expect(sectionPageNumber(undefined)).toBe(1);
    expect(sectionPageNumber('2')).toBe(2);
    expect(sectionPageNumber('100000')).toBe(100000);
    expect(sectionPageNumber(String(SECTION_PAGE_MAX))).toBe(SECTION_PAGE_MAX);
    for (const segment of ['1', '0', '02', '-1', '1.5', 'x', '1e3', '100001', '200000', '999999', '1000000', ''])
      expect(sectionPageNumber(segment), segment).toBeNull();
  });
});

describe('search paths', () => {
  it('writes the results page in each language, with the query after it', () => {
    const expected = {
      en: '/search',
      de: '/de/suche',
      tr: '/tr/ara',
      fr: '/fr/recherche',
      it: '/it/cerca',
      es: '/es/buscar',
      zh: '/zh/sousuo',
      ja: '/ja/kensaku',
    } as const;
    for (const locale of LOCALES) expect(searchPath(locale)).toBe(expected[locale]);
    expect(searchPath('en', 'apollo 11')).toBe('/search?q=apollo+11');
    expect(searchPath('de', '')).toBe('/de/suche');
  });

  it.each(LOCALES)('round-trips a query in %s', (locale) => {
    for (const query of ['Mondlandung', '9. November 1989', '登月', '月面着陸', 'Kasım', 'a&b=c?#/%']) {
      const url = new URL(searchPath(locale, query), 'https://daypedia.test');
      expect(localeOfPath(url.pathname)).toBe(locale);
      expect(stripLocale(url.pathname)).toBe(`/${SEARCH_SEGMENT[locale]}`);
      expect(url.searchParams.get('q')).toBe(query);
    }
  });

  it('never takes a segment another page of the language uses', () => {
    for (const locale of LOCALES) {
      const taken = [...Object.values(ENTRY_SEGMENT).map((s) => s[locale]), ...Object.values(INFO_SEGMENT).map((s) => s[locale]), EXACT_DATE_SEGMENT[locale]];
      expect(taken).not.toContain(SEARCH_SEGMENT[locale]);
      expect(monthDayFromSlug(locale, SEARCH_SEGMENT[locale])).toBeNull();
    }
  });
});

describe("a request's page", () => {
  it.each([
    ['/ja.data', '/ja', 'ja'],
    ['/_.data', '/', 'en'],
    ['/de/_.data', '/de/', 'de'],
    ['/de/uber-uns.data', '/de/uber-uns', 'de'],
    ['/ja/sangatsu-14.data', '/ja/sangatsu-14', 'ja'],
    ['/march-14', '/march-14', 'en'],
    ['/zh', '/zh', 'zh'],
  ] as const)('is %s: %s, in %s', (requested, page, locale) => {
    expect(pagePathOf(requested)).toBe(page);
    expect(localeOfPath(pagePathOf(requested))).toBe(locale);
  });
});
