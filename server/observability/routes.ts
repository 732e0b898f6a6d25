/**
 * What kind of request a path is, in a handful of classes: metrics are labelled with the class,
 * never the path, so readers cannot grow the number of series by inventing URLs.
 */
import { IMAGE_ENDPOINT } from '#shared/images';
import { STORED_IMAGES_PREFIX } from '../images/sources';

export type RouteClass = 'page' | 'graphql' | 'upload' | 'image' | 'asset' | 'auth' | 'payments' | 'health' | 'metrics' | 'other';

/** Folders of the server's own endpoints, each with everything below it. */
const FOLDERS: [string, RouteClass][] = [
  ['/graphql', 'graphql'],
  ['/uploads', 'upload'],
  [IMAGE_ENDPOINT, 'image'],
  [STORED_IMAGES_PREFIX.replace(/\/$/, ''), 'image'],
  ['/assets', 'asset'],
  ['/builds', 'asset'],
  ['/auth', 'auth'],
  ['/payments', 'payments'],
];

/** The path of a request target, without its query string (whose values may be personal). */
export function pathOf(url: string | undefined): string {
  const target = url ?? '/';
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

export function routeClassOf(method: string | undefined, path: string): RouteClass {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  for (const [folder, routeClass] of FOLDERS) {
    if (path === folder || path.startsWith(`${folder}/`)) return routeClass;
  }
  if (path.startsWith('/favicon.')) return 'asset';
  // Everything else is React Router's: its pages, their data and form posts, and its 404s.
  return method === 'GET' || method === 'HEAD' || method === 'POST' ? 'page' : 'other';
}
