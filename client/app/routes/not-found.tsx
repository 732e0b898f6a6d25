import type { Route } from './+types/not-found';
import { notFound } from '../lib/not-found';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: [] };

/** Every path no other route claims. */
export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

export default function NotFound() {
  return null;
}
