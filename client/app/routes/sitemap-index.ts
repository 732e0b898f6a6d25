import type { Route } from './+types/sitemap-index';
import { LOCALES } from '../i18n/locales';

/** The sitemap index: one sitemap per language. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = process.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
  const items = LOCALES.map((l) => `<sitemap><loc>${origin}/sitemaps/${l}.xml</loc></sitemap>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
