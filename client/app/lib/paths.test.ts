import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { allMonthDays, dayPath, exactDatePath, monthDayFromSlug, parseExactDateSlug } from './days';
import { detectLocale, acceptedLanguages } from './detect-locale';
import { ENTRY_SEGMENT, commentsPath, entryPath, holidayListPath, homePath, infoPath, localeOfPath, stripLocale, type EntryPageKind } from './paths';

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

describe('language detection at the root', () => {
  it('prefers the cookie, then the browser languages by weight, then German', () => {
    expect(detectLocale('ja', 'fr-FR,fr;q=0.9')).toBe('ja');
    expect(detectLocale(null, 'fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(detectLocale(null, 'nl;q=0.9,en-GB;q=0.8')).toBe('en');
    expect(detectLocale(null, 'en;q=0.2,tr;q=0.9')).toBe('tr');
    expect(detectLocale(null, 'nl,pl')).toBe('de');
    expect(detectLocale(null, '')).toBe('de');
    expect(detectLocale(null, null)).toBe('de');
  });

  it('reads Accept-Language weights', () => {
    expect(acceptedLanguages('da, en-gb;q=0.8, en;q=0.7, *;q=0.1')).toEqual(['da', 'en-gb', 'en']);
    expect(acceptedLanguages('fr;q=0, it')).toEqual(['it']);
  });
});
