/** A sitemap's XML: each page's address and, where known, when what it shows last changed. */
export interface SitemapPage {
  path: string;
  /** An ISO 8601 time. */
  lastChanged?: string | null;
}

/** After a language's code in the name of its sitemap of browsing pages: /sitemaps/de-browse.xml. */
export const BROWSE_SITEMAP_SUFFIX = '-browse';

/** The sitemap protocol allows 50,000 addresses per file. */
export const MAX_SITEMAP_PAGES = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages
    .slice(0, MAX_SITEMAP_PAGES)
    .map(
      ({ path, lastChanged }) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastChanged ? `<lastmod>${escapeXml(lastChanged)}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
