import type { Route } from './+types/robots';
import { renderContext } from '../lib/request-context';
import { robotsTxt } from '../seo/robots';

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(renderContext);
  return new Response(robotsTxt(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
