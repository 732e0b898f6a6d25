import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { notFoundAlternates } from './alternates';

describe('the language switch on a missing page', () => {
  it('leads to the same missing path in every language', () => {
    expect(notFoundAlternates('/de/gibt-es-nicht')).toMatchObject({
      en: '/gibt-es-nicht',
      fr: '/fr/gibt-es-nicht',
      de: '/de/gibt-es-nicht',
      ja: '/ja/gibt-es-nicht',
    });
    expect(notFoundAlternates('/nope')).toMatchObject({ en: '/nope', de: '/de/nope', tr: '/tr/nope' });
    expect(notFoundAlternates('/a/b/c')).toMatchObject({ it: '/it/a/b/c' });
    expect(Object.keys(notFoundAlternates('/nope')).sort()).toEqual([...LOCALES].sort());
  });

  it("writes a first segment that is a word of the page's language in each language", () => {
    expect(notFoundAlternates('/de/personen/niemand')).toMatchObject({ en: '/persons/niemand', fr: '/fr/personnalites/niemand', de: '/de/personen/niemand' });
    expect(notFoundAlternates('/events/nothing-comments')).toMatchObject({ es: '/es/eventos/nothing-comments' });
    expect(notFoundAlternates('/fr/jour/32-mars-1989')).toMatchObject({ en: '/day/32-mars-1989', tr: '/tr/gun/32-mars-1989' });
  });

  it('offers the English home where the English address would be sent on to a German page', () => {
    // /14-maerz is the spec's German path for 14 March, which the site sends to /de/14-maerz.
    expect(notFoundAlternates('/fr/14-maerz')).toMatchObject({ en: '/', fr: '/fr/14-maerz', de: '/de/14-maerz' });
  });
});
