import type { Route } from './+types/robots';
import { renderContext } from '../lib/request-context';

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(renderContext);
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /user/', 'Disallow: /graphql', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
