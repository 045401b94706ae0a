import type { Server } from "socket.io";

/**
 * The Socket.IO server lives on globalThis: server.ts creates it, and route handlers (bundled
 * apart by Next) reach it here. Without a server (tests, build) publishing is a no-op.
 */
const g = globalThis as { __gardenswapIo?: Server };

export const userRoom = (userId: number) => `user:${userId}`;
/** Each socket also joins its session's room, so ending one session ends exactly its sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export function setRealtimeServer(io: Server | undefined) {
  g.__gardenswapIo = io;
}

export function realtimeServer(): Server | undefined {
  return g.__gardenswapIo;
}

/** Sends an event to every socket of one user, on this instance or (with Redis) any other. */
export function publish(userId: number, event: string, payload: unknown) {
  g.__gardenswapIo?.to(userRoom(userId)).emit(event, payload);
}

/**
 * Ends a session's live connections at once, on every instance (the Redis adapter carries it):
 * called when the session ends (logout). The client sees "io server disconnect" and stops retrying.
 */
export function endSessionSockets(sessionId: string) {
  g.__gardenswapIo?.in(sessionRoom(sessionId)).disconnectSockets(true);
}

/** Ends every live connection of a user, on every instance: password reset, deletion, suspension, token-version bump. */
export function endUserSockets(userId: number) {
  g.__gardenswapIo?.in(userRoom(userId)).disconnectSockets(true);
}

/**
 * Whether the user has a socket connected right now (on any instance, through the Redis adapter).
 * Without a server (tests, build) nobody is connected.
 */
export async function hasLiveSocket(userId: number): Promise<boolean> {
  const io = g.__gardenswapIo;
  if (!io) return false;
  try {
    return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
  } catch {
    return false;
  }
}
/** Told to a gardener's tabs just before their sockets are closed by a suspension or ban: the shell leaves for /login. */
export const SESSION_ENDED_EVENT = "session_ended";
