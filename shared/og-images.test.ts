import { describe, expect, it } from 'vitest';
import { ogImagePath, parseOgImagePath } from './og-images';

describe("a link preview picture's address", () => {
  it('names a page by language, kind and slug, and is read back', () => {
    const path = ogImagePath({ locale: 'de', kind: 'day', slug: '14-maerz' });
    expect(path).toBe('/og/de/day/14-maerz.png');
    expect(parseOgImagePath(path)).toEqual({ locale: 'de', kind: 'day', slug: '14-maerz' });
  });

  it('reads nothing from what the site never writes', () => {
    for (const path of [
      '/og/de/day/14-maerz',
      '/og/xx/day/a.png',
      '/og/de/page/a.png',
      '/og/de/day/.png',
      '/og/de/day/%2e%2e.png',
      '/og/de/day/a%2fb.png',
      '/og/de/day/%.png',
      '/og/de/day/%00.png',
      `/og/de/day/${'a'.repeat(300)}.png`,
      '/og/de/day/a/b.png',
    ])
      expect(parseOgImagePath(path), path).toBeNull();
  });
});
