"use client";

import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import type { Socket as TypedSocket } from "socket.io-client";
import { keepConnecting, type SocketStatus } from "@/app/_client/socket-status";
import type { ClientToServerEvents, ServerToClientEvents } from "@/lib/realtime/events";
import { useReloadSignedInOnRestore } from "./signed-in-restore";

/** The tab's socket, its events typed by the same module the server uses. */
export type Socket = TypedSocket<ServerToClientEvents, ClientToServerEvents>;

export type { SocketStatus };

type Snapshot = { socket: Socket | null; status: SocketStatus };
const BEFORE_CONNECT: Snapshot = { socket: null, status: "connecting" };
const SIGNED_OUT: Snapshot = { socket: null, status: "unauthorized" };

// The context holds a handle that never changes while the shell is mounted; components read the
// socket and its status from it with useSyncExternalStore. So "connected" re-renders only what reads
// the status (issue 16: a whole-shell re-render on connect was a long task on /messages), and no
// context change reaches a form still waiting for its code (decision 0219: React would drop its
// server HTML).
type Handle = { viewerId: number | null; subscribe: (listener: () => void) => () => void; snapshot: () => Snapshot };
const SocketContext = createContext<Handle>({ viewerId: null, subscribe: () => () => {}, snapshot: () => SIGNED_OUT });

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
    // open() in a task of its own: evaluating the module and starting the connection together made
    // one long task on a throttled phone (issue 16).
    import("socket.io-client").then((m) => void setTimeout(() => open(m), 0), () => {
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
    // Components hear of a change in a task of their own, not inside socket.io's event handler:
    // starting the connection and re-rendering for it were one long task on a throttled phone.
    let told: ReturnType<typeof setTimeout> | undefined;
    const set = (status: SocketStatus) => {
      if (s.snapshot.socket === socket && s.snapshot.status === status) return;
      s.snapshot = { socket, status };
      told ??= setTimeout(() => {
        told = undefined;
        s.listeners.forEach((l) => l());
      }, 0);
    };
    set("connecting");
    const stopRetrying = keepConnecting(socket, set);
    // Browsers throttle timers in background tabs: reconnect at once when the tab or network comes back.
    const wake = () => {
      if (document.visibilityState === "visible" && !socket.connected && socket.active) socket.connect();
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("online", wake);
    // Going into the back/forward cache: close the socket ourselves, while it is still open. Chrome
    // would close it under the frozen page, and the client's next write on restore logs "WebSocket
    // is already in CLOSING or CLOSED state". A signed-in page is reloaded on restore
    // (signed-in-restore.ts); should one not be, it connects again.
    const freeze = (e: PageTransitionEvent) => {
      if (e.persisted) socket.disconnect();
    };
    const thaw = (e: PageTransitionEvent) => {
      if (e.persisted && !socket.connected) socket.connect();
    };
    window.addEventListener("pagehide", freeze);
    window.addEventListener("pageshow", thaw);
    s.teardown = () => {
      stopRetrying();
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("online", wake);
      window.removeEventListener("pagehide", freeze);
      window.removeEventListener("pageshow", thaw);
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
  const handle = useMemo<Handle>(
    () => ({
      viewerId,
      subscribe: (listener) => (viewerId ? subscribe(viewerId, listener) : () => {}),
      snapshot: () => (!viewerId ? SIGNED_OUT : store?.viewerId === viewerId ? store.snapshot : BEFORE_CONNECT),
    }),
    [viewerId],
  );
  // The shell holds the connection open, whether or not anything reads it right now.
  useEffect(() => handle.subscribe(() => {}), [handle]);
  return <SocketContext.Provider value={handle}>{children}</SocketContext.Provider>;
}

const serverSocket = () => null;
const serverStatus = (): SocketStatus => "connecting";

/** The tab's socket and the signed-in gardener, without re-rendering on status changes. */
export function useSocketConnection() {
  const handle = useContext(SocketContext);
  const socket = useSyncExternalStore(handle.subscribe, () => handle.snapshot().socket, serverSocket);
  return { socket, viewerId: handle.viewerId };
}

/** The tab's socket and whether it is live right now. */
export function useSocket() {
  const handle = useContext(SocketContext);
  const { socket, viewerId } = useSocketConnection();
  const status = useSyncExternalStore(handle.subscribe, () => handle.snapshot().status, handle.viewerId ? serverStatus : () => "unauthorized" as const);
  return { socket, viewerId, status, connected: status === "connected" };
}

/**
 * Subscribes to a server event for as long as the component is mounted (and re-subscribes across
 * reconnections, since the socket object stays the same). The latest handler is always called.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: (payload: Parameters<ServerToClientEvents[E]>[0]) => void) {
  const { socket } = useSocketConnection();
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

/** Runs `onConnect` each time the socket (re)connects, and on `resync` (events may have been missed) — e.g. to fetch what arrived meanwhile. */
export function useOnConnect(onConnect: () => void) {
  const { socket } = useSocketConnection();
  const ref = useRef(onConnect);
  useEffect(() => {
    ref.current = onConnect;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = () => ref.current();
    socket.on("connect", listener);
    // The server says live events may have been missed (Redis was down): catch up as on a reconnection.
    socket.on("resync", listener);
    if (socket.connected) listener();
    return () => {
      socket.off("connect", listener);
      socket.off("resync", listener);
    };
  }, [socket]);
}
