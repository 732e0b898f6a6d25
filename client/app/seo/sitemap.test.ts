import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_PAGES, sitemapXml } from './sitemap';

describe('a sitemap', () => {
  it('gives each page its address and, where known, when it last changed', () => {
    const xml = sitemapXml('https://daypedia.example', [{ path: '/de' }, { path: '/de/14-maerz', lastChanged: '2026-02-02T00:00:00.000Z' }]);
    expect(xml).toContain('<url><loc>https://daypedia.example/de</loc></url>');
    expect(xml).toContain('<url><loc>https://daypedia.example/de/14-maerz</loc><lastmod>2026-02-02T00:00:00.000Z</lastmod></url>');
  });

  it('escapes what XML would read as markup, and stops at the protocol limit', () => {
    expect(sitemapXml('https://daypedia.example', [{ path: '/events/a&b' }])).toContain('<loc>https://daypedia.example/events/a&amp;b</loc>');
    const many = Array.from({ length: MAX_SITEMAP_PAGES + 5 }, (_, i) => ({ path: `/events/${i}` }));
    expect(sitemapXml('https://x', many).match(/<url>/g)).toHaveLength(MAX_SITEMAP_PAGES);
  });
});
