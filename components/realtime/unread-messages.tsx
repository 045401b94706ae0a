"use client";

import { createContext, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useSocketConnection, useSocketEvent } from "./socket-provider";

/** A count that changes without changing the context's value (see SocketProvider: decision 0219). */
type Count = { get: () => number; set: (update: (n: number) => number) => void; subscribe: (listener: () => void) => () => void };
function createCount(initial: number): Count {
  let n = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => n,
    set: (update) => {
      n = update(n);
      for (const l of listeners) l();
    },
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
  };
}
const UnreadContext = createContext<Count | undefined>(undefined);

/**
 * The live number of unread messages for the navigation badge: starts from the server's count,
 * +1 for each incoming new_message, and takes the server's total whenever a thread is read (in any
 * tab) or the socket (re)connects.
 */
export function UnreadMessagesProvider({ initial, children }: { initial: number; children: ReactNode }) {
  const { viewerId } = useSocketConnection();
  const [count] = useState(() => createCount(initial));
  const setCount = (next: number | ((n: number) => number)) => count.set(typeof next === "number" ? () => next : next);
  const seenInitial = useRef(initial);
  // A fresh server render (router.refresh, navigation into another layout) brings a newer count.
  useLayoutEffect(() => {
    if (initial === seenInitial.current) return;
    seenInitial.current = initial;
    count.set(() => initial);
  }, [initial, count]);
  // A message can be published twice (a sender's retry after its first instance stopped, lib/messages): counted once.
  const counted = useRef(new Set<number>());
  useSocketEvent("new_message", (m) => {
    if (m.receiver_id !== viewerId || m.sender_id === viewerId || counted.current.has(m.id)) return;
    counted.current.add(m.id);
    setCount((n) => n + 1);
  });
  useSocketEvent("messages_read", (e) => setCount(e.unread_total));
  useSocketEvent("unread_messages", (e) => setCount(e.count));
  return <UnreadContext.Provider value={count}>{children}</UnreadContext.Provider>;
}

/** The live unread count, or undefined outside the signed-in shell. */
export function useUnreadMessages() {
  const count = useContext(UnreadContext);
  const none = () => undefined;
  return useSyncExternalStore(count?.subscribe ?? noSubscribe, count?.get ?? none, count?.get ?? none);
}
const noSubscribe = () => () => {};

/** The shell's badges with the message count kept live. */
export function useLiveBadges<B extends { messages?: number }>(badges: B): B {
  const live = useUnreadMessages();
  return live === undefined ? badges : { ...badges, messages: live };
}
