import { LOCALES } from '../i18n/locales';
import { siteOrigin } from '../lib/site-origin';

/** The sitemap index: one sitemap per language. */
export function loader() {
  const origin = siteOrigin();
  const items = LOCALES.map((l) => `<sitemap><loc>${origin}/sitemaps/${l}.xml</loc></sitemap>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
