import type { Server } from "socket.io";

/**
 * The Socket.IO server lives on globalThis: server.ts creates it, and route handlers (bundled
 * apart by Next) reach it here. Without a server (tests, build) publishing is a no-op.
 */
const g = globalThis as { __gardenswapIo?: Server };

export const userRoom = (userId: number) => `user:${userId}`;

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
