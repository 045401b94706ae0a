"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useOnConnect, useSocket, useSocketEvent } from "@/components/realtime/socket-provider";
import { apiFetch, errorDetail } from "@/app/_client/api";
import { dequeue, enqueue, newClientId, readOutbox, useOutbox } from "./outbox";
import type { Message } from "@/lib/messages";
import type { ChatAck } from "@/lib/realtime/events";
import type { ChatWords } from "./chat-words";

/** Same page size as lib/messages THREAD_PAGE (not imported: that module is server-only). */
export const PAGE = 50;
const ACK_TIMEOUT_MS = 10_000;

type Ack = ChatAck;

/**
 * A message typed here that the server has not stored yet (or refused). Never silently dropped.
 * "waiting": written without a connection, kept on the device until the connection is back. The
 * key is the message's client_id, so a retried send is stored once.
 */
export type PendingMessage = { key: string; content: string; status: "sending" | "waiting" | "failed"; error?: string };

function mergeById(prev: Message[], incoming: Message[]): Message[] {
  if (!incoming.length) return prev;
  const byId = new Map(prev.map((m) => [m.id, m]));
  let changed = false;
  for (const m of incoming) {
    if (!byId.has(m.id)) {
      byId.set(m.id, m);
      changed = true;
    }
  }
  return changed ? [...byId.values()].sort((a, b) => a.id - b.id) : prev;
}

/**
 * One live thread between the viewer and `otherId`: starts from the server-rendered page, appends
 * new_message events of these two users only, catches up over HTTP on every (re)connection, marks
 * incoming messages read while the tab is visible, and sends through the socket with an ack. Its
 * errors in the chat's words (chat-words.ts).
 */
export function useChatThread({
  otherId,
  initial,
  initialHasMore,
  listingId,
  w,
}: {
  otherId: number;
  initial: Message[];
  initialHasMore: boolean;
  listingId?: number;
  w: Pick<ChatWords, "loadFailed" | "noAnswer">;
}) {
  const { socket, connected, status, viewerId } = useSocket();
  const [messages, setMessages] = useState<Message[]>(initial);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const messagesRef = useRef(messages);
  const needsRead = useRef(true);

  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);


  const merge = useCallback((incoming: Message[]) => {
    if (!incoming.length) return;
    setMessages((prev) => mergeById(prev, incoming));
    // A stored message of mine with the same text settles a pending or failed copy (e.g. the ack was lost).
    setPending((prev) => prev.filter((p) => !storedCopy(incoming, otherId, p.content)));
  }, [otherId]);

  const markRead = useCallback(() => {
    if (!socket || !connected || document.visibilityState !== "visible" || !needsRead.current) return;
    needsRead.current = false;
    socket.emit("mark_read", { other_id: otherId }, (ack: { ok: boolean }) => {
      if (!ack?.ok) needsRead.current = true;
    });
  }, [socket, connected, otherId]);

  useSocketEvent("new_message", (m) => {
    const between = (m.sender_id === otherId && m.receiver_id === viewerId) || (m.sender_id === viewerId && m.receiver_id === otherId);
    if (!between) return;
    merge([m]);
    if (m.sender_id === otherId) {
      needsRead.current = true;
      markRead();
    }
  });

  // On every (re)connection: fetch whatever arrived while the socket was down, then mark read.
  useOnConnect(async () => {
    try {
      for (let round = 0; round < 20; round++) {
        const after = messagesRef.current.at(-1)?.id ?? 0;
        const res = await apiFetch<Message[]>(`/api/messages/${otherId}?after=${after}&limit=200`);
        if (!res.ok || !Array.isArray(res.body)) break;
        merge(res.body);
        messagesRef.current = mergeById(messagesRef.current, res.body);
        if (res.body.some((m) => m.sender_id === otherId)) needsRead.current = true;
        if (res.body.length < 200) break;
      }
    } catch {
      /* offline again: the next connection catches up */
    }
    markRead();
  });

  useEffect(() => {
    markRead();
    const onVisible = () => markRead();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [markRead]);

  const loadOlder = useCallback(async () => {
    const first = messagesRef.current[0]?.id;
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    setLoadError(null);
    try {
      const res = await apiFetch<Message[]>(`/api/messages/${otherId}?before=${first}&limit=${PAGE}`);
      if (!res.ok || !Array.isArray(res.body)) throw new Error(errorDetail(res.body, w.loadFailed));
      merge(res.body);
      setHasMore(res.body.length === PAGE);
    } catch (e) {
      setLoadError(e instanceof Error && e.message ? e.message : w.loadFailed);
    } finally {
      setLoadingOlder(false);
    }
  }, [otherId, loadingOlder, merge, w]);

  const inFlight = useRef(new Set<string>());
  // A send the server asked to retry (503) goes out again through the current deliver.
  const redeliver = useRef<(key: string, content: string) => Promise<void>>(async () => {});

  const deliver = useCallback(
    async (key: string, content: string) => {
      if (!socket || inFlight.current.has(key)) return;
      inFlight.current.add(key);
      setPending((prev) => prev.map((p) => (p.key === key ? { ...p, status: "sending", error: undefined } : p)));
      let ack: Ack;
      try {
        ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck("send_message", { receiver_id: otherId, content, client_id: key, ...(listingId ? { listing_id: listingId } : {}) })) as Ack;
      } catch {
        ack = { ok: false, error: w.noAnswer };
      } finally {
        inFlight.current.delete(key);
      }
      if (!ack?.ok && (!socket.connected || !navigator.onLine || ack?.error === w.noAnswer)) {
        // The connection dropped on the way: it waits on the device and goes out when it is back.
        setPending((prev) => prev.map((p) => (p.key === key ? { ...p, status: "waiting" } : p)));
        return;
      }
      if (!ack.ok && ack.status === 503) {
        // The server could not reach its database: try again after the time it asked for (the
        // client_id makes a repeated send store the message once).
        setPending((prev) => prev.map((p) => (p.key === key ? { ...p, status: "waiting" } : p)));
        setTimeout(() => void redeliver.current(key, content), (ack.retry_after ?? 5) * 1000);
        return;
      }
      dequeue(key);
      if (ack?.ok) {
        setPending((prev) => prev.filter((p) => p.key !== key));
        merge([ack.message]);
      } else {
        const error = ack?.error || w.noAnswer;
        console.warn("message not sent:", error);
        setPending((prev) => prev.map((p) => (p.key === key ? { ...p, status: "failed", error } : p)));
      }
    },
    [socket, otherId, merge, listingId, w],
  );
  useEffect(() => {
    redeliver.current = deliver;
  }, [deliver]);

  /**
   * SPEC §5: trimmed, empty not sent. Without a connection it is queued on the device ("waiting to
   * send") and sent once the connection is back. Returns whether it was taken.
   */
  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (!content || status === "unauthorized") return false;
      const key = newClientId();
      enqueue({ client_id: key, receiver_id: otherId, content, queued_at: new Date().toISOString() });
      const live = socket && connected && navigator.onLine;
      setPending((prev) => [...prev, { key, content, status: live ? "sending" : "waiting" }]);
      if (live) void deliver(key, content);
      return true;
    },
    [socket, connected, status, otherId, deliver],
  );

  // Back online: what waited goes out, oldest first, each once (the server keeps one per client_id).
  const flush = useCallback(async () => {
    for (const q of readOutbox().filter((x) => x.receiver_id === otherId)) await deliver(q.client_id, q.content);
  }, [otherId, deliver]);
  useOnConnect(flush);
  useEffect(() => {
    const onOnline = () => void (socket?.connected && flush());
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [socket, flush]);

  const retry = useCallback(
    (key: string) => {
      const p = pending.find((x) => x.key === key);
      if (p && connected) void deliver(key, p.content);
    },
    [pending, connected, deliver],
  );

  const discard = useCallback((key: string) => {
    dequeue(key);
    setPending((prev) => prev.filter((p) => p.key !== key));
  }, []);

  // Messages written offline to this gardener earlier (this tab or one before a reload) wait too.
  const queued = useOutbox(otherId);
  // A queued copy is settled, like a pending one (merge), once a stored message of mine has its text:
  // the server's echo can arrive before the ack that takes it out of the outbox.
  const shown = useMemo(() => {
    const stored = (q: { content: string }) => storedCopy(messages, otherId, q.content);
    const waiting = queued.filter((q) => !pending.some((p) => p.key === q.client_id) && !stored(q));
    return [...pending, ...waiting.map((q): PendingMessage => ({ key: q.client_id, content: q.content, status: "waiting" }))];
  }, [pending, queued, messages, otherId]);

  return { messages, pending: shown, hasMore, loadingOlder, loadError, loadOlder, send, retry, discard, connected, status, viewerId };
}

/** A stored message of mine (not the other gardener's) with this text settles a pending or queued copy of it. */
function storedCopy(messages: Message[], otherId: number, content: string): boolean {
  return messages.some((m) => m.sender_id !== otherId && m.content === content);
}
