import { LOCALES } from '#shared/locales';
import type { Route } from './+types/sitemap-index';
import { renderContext } from '../lib/request-context';
import { BROWSE_SITEMAP_SUFFIX } from '../seo/sitemap';

/** The sitemap index: two sitemaps per language, its days and entries and its browsing pages. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(renderContext);
  const items = LOCALES.flatMap((l) => [`${l}.xml`, `${l}${BROWSE_SITEMAP_SUFFIX}.xml`])
    .map((file) => `<sitemap><loc>${origin}/sitemaps/${file}</loc></sitemap>`)
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
