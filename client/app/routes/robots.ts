import { siteOrigin } from '../lib/site-origin';

export function loader() {
  const origin = siteOrigin();
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /user/', 'Disallow: /graphql', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
