import { data } from 'react-router';

/** Thrown by loaders when a route's parameters name nothing: status 404 with the path in the message. */
export function notFound(request: Request): never {
  throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
}
