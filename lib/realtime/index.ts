import type { Server } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from "./events";

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type ServerEvent = keyof ServerToClientEvents;

/**
 * The Socket.IO server lives on globalThis: server.ts creates it, and route handlers (bundled
 * apart by Next) reach it here. Without a server (tests, build) publishing is a no-op.
 */
const g = globalThis as { __gardenswapIo?: RealtimeServer };

export const userRoom = (userId: number) => `user:${userId}`;
/** User rooms are the ones that get their own channel between instances (decision 0215). */
export const isUserRoom = (room: string) => room.startsWith("user:");
/** Each socket also joins its session's room, so ending one session ends exactly its sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export function setRealtimeServer(io: RealtimeServer | undefined) {
  g.__gardenswapIo = io;
}

export function realtimeServer(): RealtimeServer | undefined {
  return g.__gardenswapIo;
}

/**
 * Sends an event (lib/realtime/events.ts) to every socket of one user, or of several users at once,
 * on this instance or (with Redis) any other. Several users: one emit (the packet encoded once, one
 * Redis publish), each socket receives it once.
 */
export function publish<E extends ServerEvent>(userId: number | readonly number[], event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
  const rooms = typeof userId === "number" ? userRoom(userId) : userId.map(userRoom);
  g.__gardenswapIo?.to(rooms).emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
}

/** The viewers of one listing's page (issue 36: what is left of a glut), joined through watch_listing. */
export const listingRoom = (listingId: number) => `listing:${listingId}`;

/** Sends an event to every socket watching one listing's page, on this instance or (with Redis) any other. */
export function publishToListing<E extends ServerEvent>(listingId: number, event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
  g.__gardenswapIo?.to(listingRoom(listingId)).emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
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
 * Whether the user has a socket connected to this instance: this process's own rooms, no network.
 * True means live (hasLiveSocket would say so too); false says nothing about other instances.
 */
export function hasLocalSocket(userId: number): boolean {
  // `sockets` is the main namespace; a stand-in server (tests) may have none.
  return g.__gardenswapIo?.sockets?.adapter?.rooms?.has(userRoom(userId)) ?? false;
}

/** What the adapter between instances answers about presence (app/_realtime/sharded-adapter.ts). */
type PresenceAdapter = { liveAnywhere?: (room: string) => Promise<boolean> };

/**
 * Whether the user has a socket connected right now, on any instance: this one's rooms, then (with
 * Redis) whether another instance listens on the user's channel, one Redis command (decision 0215).
 * Without a server (tests, build) nobody is connected; with Redis down, this instance's sockets only.
 */
export async function hasLiveSocket(userId: number): Promise<boolean> {
  if (hasLocalSocket(userId)) return true;
  const adapter = g.__gardenswapIo?.sockets?.adapter as PresenceAdapter | undefined;
  if (!adapter?.liveAnywhere) return false;
  try {
    return await adapter.liveAnywhere(userRoom(userId));
  } catch {
    return false;
  }
}
/** Told to a gardener's tabs just before their sockets are closed by a suspension or ban: the shell leaves for /login. */
export const SESSION_ENDED_EVENT = "session_ended" satisfies ServerEvent;
