import { describe, expect, it } from 'vitest';
import { homeAlternates } from './alternates';
import { seoMeta } from './seo';

const base = { title: 'Mauerfall', description: 'Die Berliner Mauer fällt.', locale: 'de' as const, origin: 'https://daypedia.example' };

function hreflangs(tags: ReturnType<typeof seoMeta>) {
  return Object.fromEntries(
    tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate').map((tag) => [(tag as { hrefLang: string }).hrefLang, (tag as { href: string }).href]),
  );
}

describe('hreflang alternates', () => {
  it('point x-default at the root, where the language is chosen', () => {
    const tags = seoMeta({ ...base, path: '/de/ereignisse/mauerfall', alternates: { de: '/de/ereignisse/mauerfall', en: '/events/fall-of-the-berlin-wall' } });
    expect(hreflangs(tags)).toEqual({
      de: 'https://daypedia.example/de/ereignisse/mauerfall',
      en: 'https://daypedia.example/events/fall-of-the-berlin-wall',
      'x-default': 'https://daypedia.example/',
    });
  });

  it('keep x-default at the root when there is no English page', () => {
    const tags = seoMeta({ ...base, path: '/de/ereignisse/mauerfall', alternates: { de: '/de/ereignisse/mauerfall' } });
    expect(hreflangs(tags)['x-default']).toBe('https://daypedia.example/');
  });

  it('list every language home from the root', () => {
    const tags = seoMeta({ ...base, path: '/de', alternates: homeAlternates() });
    expect(hreflangs(tags)).toMatchObject({
      en: 'https://daypedia.example/',
      de: 'https://daypedia.example/de',
      ja: 'https://daypedia.example/ja',
      'x-default': 'https://daypedia.example/',
    });
  });

  it('leave x-default out of a page with no alternates', () => {
    expect(hreflangs(seoMeta({ ...base, path: '/de/login', alternates: {} }))).toEqual({});
  });
});
