import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../routes';
import { robotsTxt } from './robots';

const text = robotsTxt('https://daypedia.example');
const disallowed = text.split('\n').flatMap((line) => (line.startsWith('Disallow: ') ? [line.slice('Disallow: '.length)] : []));
const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));

/** The paths of every page under a layout, in every language. */
function pagesUnder(layoutFile: string, entries: RouteConfigEntry[] = routes, inside = false): string[] {
  return entries.flatMap((entry) => {
    const here = inside || entry.file === layoutFile;
    const own = here && entry.path ? [`/${entry.path}`] : [];
    return [...own, ...pagesUnder(layoutFile, entry.children ?? [], here)];
  });
}

describe('robots.txt', () => {
  it('keeps crawlers out of the member area under every language prefix', () => {
    expect(disallowed).toEqual(expect.arrayContaining(['/user/', '/de/user/', '/tr/admin', '/ja/review', '/de/write-article', '/zh/write-new-article']));
    expect(disallowed).toEqual(expect.arrayContaining(['/fr/write-personal-entry', '/es/login', '/it/register', '/de/forgot-password']));
    const memberPages = pagesUnder('layouts/user.tsx');
    expect(memberPages).toContain('/de/user/my-articles');
    for (const page of [...memberPages, ...pagesUnder('layouts/action.tsx')]) expect(blocked(page), page).toBe(true);
  });

  it('leaves reading pages open and names the sitemap', () => {
    for (const page of ['/', '/de', '/march-14', '/de/14-maerz', '/events/x', '/de/uber-uns', '/write-your-article', '/de/write-your-article', '/donate'])
      expect(blocked(page), page).toBe(false);
    expect(text).toContain('Sitemap: https://daypedia.example/sitemap.xml');
  });
});
