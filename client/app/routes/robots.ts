import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  const origin = process.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /user/', 'Disallow: /graphql', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
