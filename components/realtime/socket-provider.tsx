"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import type { Socket as TypedSocket } from "socket.io-client";
import { keepConnecting, type SocketStatus } from "@/app/_client/socket-status";
import type { ClientToServerEvents, ServerToClientEvents } from "@/lib/realtime/events";
import { useReloadSignedInOnRestore } from "./signed-in-restore";

/** The tab's socket, its events typed by the same module the server uses. */
export type Socket = TypedSocket<ServerToClientEvents, ClientToServerEvents>;

export type { SocketStatus };

type SocketContextValue = { socket: Socket | null; connected: boolean; status: SocketStatus; viewerId: number | null };

const SocketContext = createContext<SocketContextValue>({ socket: null, connected: false, status: "disconnected", viewerId: null });

type Snapshot = { socket: Socket | null; status: SocketStatus };
const BEFORE_CONNECT: Snapshot = { socket: null, status: "connecting" };

/**
 * The tab's one connection lives in module state (not in a component), so however many components
 * subscribe, and however often React mounts them, there is ONE socket per tab and signed-in user.
 */
type Store = { viewerId: number; snapshot: Snapshot; listeners: Set<() => void>; teardown: () => void; closing?: ReturnType<typeof setTimeout> };
let store: Store | null = null;

function createStore(viewerId: number): Store {
  const s: Store = { viewerId, snapshot: BEFORE_CONNECT, listeners: new Set(), teardown: () => {} };
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  s.teardown = () => {
    closed = true;
    clearTimeout(retry);
  };
  // socket.io-client (about 13 KB compressed) is loaded only here, for a signed-in viewer: anonymous
  // visitors of the public pages never download it (issue 19, docs/decisions/0135-page-weight.md).
  // Until it has loaded the tab shows "connecting", as for a socket still reaching the server.
  const load = () =>
    import("socket.io-client").then(open, () => {
      // Offline while the chunk loads: try again like a reconnection (1–5 s), until the shell unmounts.
      if (!closed) retry = setTimeout(load, 1_000 + Math.random() * 4_000);
    });
  const open = ({ io }: typeof import("socket.io-client")) => {
    if (closed) return;
    const socket: Socket = io({
      path: "/socket.io",
      transports: ["websocket"],
      withCredentials: true,
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
    });
    const set = (status: SocketStatus) => {
      if (s.snapshot.socket === socket && s.snapshot.status === status) return;
      s.snapshot = { socket, status };
      s.listeners.forEach((l) => l());
    };
    set("connecting");
    const stopRetrying = keepConnecting(socket, set);
    // Browsers throttle timers in background tabs: reconnect at once when the tab or network comes back.
    const wake = () => {
      if (document.visibilityState === "visible" && !socket.connected && socket.active) socket.connect();
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("online", wake);
    s.teardown = () => {
      stopRetrying();
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("online", wake);
      socket.removeAllListeners();
      socket.disconnect();
    };
  };
  void load();
  return s;
}

function subscribe(viewerId: number, listener: () => void) {
  if (store && store.viewerId !== viewerId) {
    store.teardown();
    store = null;
  }
  store ??= createStore(viewerId);
  const s = store;
  if (s.closing) clearTimeout(s.closing);
  s.closing = undefined;
  s.listeners.add(listener);
  return () => {
    s.listeners.delete(listener);
    // Leaving the signed-in shell closes the connection; a quick re-mount keeps it.
    if (!s.listeners.size)
      s.closing = setTimeout(() => {
        if (s.listeners.size || store !== s) return;
        s.teardown();
        store = null;
      }, 1_000);
  };
}

/**
 * ONE Socket.IO connection per tab for every live feature (chat, badges, notifications).
 * Same origin, so the session cookie authenticates the handshake. SPEC §9: reconnect after 1–5 s,
 * 20 s connection timeout. Mounted by the signed-in shell.
 */
export function SocketProvider({ viewerId, children }: { viewerId: number | null; children: ReactNode }) {
  useReloadSignedInOnRestore(viewerId !== null);
  const sub = useCallback((listener: () => void) => (viewerId ? subscribe(viewerId, listener) : () => {}), [viewerId]);
  const snapshot = useSyncExternalStore(
    sub,
    () => (viewerId && store?.viewerId === viewerId ? store.snapshot : BEFORE_CONNECT),
    () => BEFORE_CONNECT,
  );
  const value = useMemo<SocketContextValue>(
    () => ({
      socket: snapshot.socket,
      connected: snapshot.status === "connected",
      status: viewerId ? snapshot.status : "unauthorized",
      viewerId,
    }),
    [snapshot, viewerId],
  );
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}

/** The tab's socket and whether it is live right now. */
export function useSocket() {
  return useContext(SocketContext);
}

/**
 * Subscribes to a server event for as long as the component is mounted (and re-subscribes across
 * reconnections, since the socket object stays the same). The latest handler is always called.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: (payload: Parameters<ServerToClientEvents[E]>[0]) => void) {
  const { socket } = useContext(SocketContext);
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    // One payload per server event (lib/realtime/events.ts); the cast only joins the union of listeners.
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => ref.current(payload)) as ServerToClientEvents[E];
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [socket, event]);
}

/** Runs `onConnect` each time the socket (re)connects — e.g. to fetch what arrived while offline. */
export function useOnConnect(onConnect: () => void) {
  const { socket } = useContext(SocketContext);
  const ref = useRef(onConnect);
  useEffect(() => {
    ref.current = onConnect;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = () => ref.current();
    socket.on("connect", listener);
    if (socket.connected) listener();
    return () => {
      socket.off("connect", listener);
    };
  }, [socket]);
}
