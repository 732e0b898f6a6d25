import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLocale } from './detect-locale';

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
