/**
 * Members on graphql-ws sockets. A socket's member is verified once at the handshake, and their
 * stored row is read again for every operation, so a member disabled or given another role meanwhile
 * is treated as they are now. When a member's sessions end (they logged out, or an admin disabled
 * them, on any instance: see session-ends.ts), their open sockets here are closed.
 */
import type { IncomingMessage } from 'node:http';
import { CloseCode } from 'graphql-ws';
import type WebSocket from 'ws';
import type { User } from '../generated/prisma/client';
import { viewerOf, type SessionDeps } from './session';
import type { SessionEnds } from './session-ends';

interface SocketMember {
  uid: Promise<string | null>;
  ended: boolean;
}

export interface SocketMembers {
  /** Verifies the socket's session at the handshake and closes the socket when that session ends. */
  connect(request: IncomingMessage, socket: WebSocket): void;
  /** The member an operation on the socket runs as, as stored now; null for visitors and ended sessions. */
  memberOf(request: IncomingMessage): Promise<User | null>;
}

export function createSocketMembers(deps: Pick<SessionDeps, 'auth' | 'db'> & { sessionEnds?: SessionEnds }): SocketMembers {
  const sockets = new WeakMap<IncomingMessage, SocketMember>();
  return {
    connect(request, socket) {
      const member: SocketMember = { uid: viewerOf(request, deps).then((viewer) => viewer.user?.uid ?? null), ended: false };
      sockets.set(request, member);
      void member.uid.then(
        (uid) => {
          if (!uid || !deps.sessionEnds || socket.readyState >= socket.CLOSING) return;
          const stop = deps.sessionEnds.onEnd(uid, () => {
            member.ended = true;
            // Unauthorized: the client does not try again with the same ended session.
            socket.close(CloseCode.Unauthorized, 'Session ended');
          });
          socket.once('close', stop);
        },
        // The session could not be checked (the database is away): the client connects again shortly.
        () => socket.close(1013, 'Try again later'),
      );
    },
    async memberOf(request) {
      const member = sockets.get(request);
      const uid = member ? await member.uid.catch(() => null) : null;
      if (!uid || member!.ended) return null;
      const user = await deps.db.user.findUnique({ where: { uid } });
      return user && !user.disabled ? user : null;
    },
  };
}
