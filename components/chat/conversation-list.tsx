"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { useOnConnect, useSocket, useSocketEvent } from "@/components/realtime/socket-provider";
import { Avatar } from "@/components/ui/avatar";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchIcon } from "@/components/ui/icons/search";
import { apiFetch } from "@/app/_client/api";
import type { Conversation } from "@/lib/messages";
import type { ConversationItem } from "@/lib/messages/list-conversation-items";
import { BackButton } from "./back-button";
import { useLocalTimes } from "./format";
import { conversationTime, matchesSearch } from "./list-format";
import type { Messages } from "@/lib/i18n/messages/en";

type Words = Messages["talkInbox"];
/** Back from the list goes to the marketplace. */
const MARKETPLACE = "/listings";

/** SPEC §2 /messages: the conversation list, kept live. `w`: its words (talkInbox, from the page). */
export function ConversationList({ initial, initialItems = [], w }: { initial: Conversation[]; initialItems?: ConversationItem[]; w: Words }) {
  const { status, viewerId } = useSocket();
  const timesShown = useLocalTimes();
  const [conversations, setConversations] = useState(initial);
  const [items, setItems] = useState(initialItems);
  const [query, setQuery] = useState("");
  const refreshing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const router = useRouter();

  // SPEC §2: /messages/ (a chat without an id) is replaced in history by /messages.
  useEffect(() => {
    if (window.location.pathname !== "/messages") router.replace("/messages");
  }, [router]);

  // Any change (a new message, a new correspondent) is simplest and exact to take from the server.
  const refresh = () => {
    if (refreshing.current) clearTimeout(refreshing.current);
    refreshing.current = setTimeout(async () => {
      refreshing.current = null;
      const res = await apiFetch<Conversation[]>("/api/messages").catch(() => null);
      // Usually nothing changed (the first connect of a fresh page): keep the same array, no re-render.
      const fresh = res?.ok && Array.isArray(res.body) ? res.body : null;
      if (fresh) setConversations((list) => (JSON.stringify(list) === JSON.stringify(fresh) ? list : fresh));
      // What each conversation is about (issue 31): a new ask comes with a new message.
      const about = await apiFetch<ConversationItem[]>("/api/messages/items").catch(() => null);
      const freshItems = about?.ok && Array.isArray(about.body) ? about.body : null;
      if (freshItems) setItems((list) => (JSON.stringify(list) === JSON.stringify(freshItems) ? list : freshItems));
    }, 150);
  };
  useSocketEvent("new_message", refresh);
  useSocketEvent("messages_read", (e) => setConversations((list) => list.map((c) => (c.id === e.other_id ? { ...c, unread_count: 0 } : c))));
  useOnConnect(refresh);

  const shown = useMemo(() => conversations.filter((c) => matchesSearch(c, query)), [conversations, query]);
  const about = useMemo(() => new Map(items.map((i) => [i.user_id, i.listing])), [items]);

  return (
    <section aria-labelledby="messages-title" className="mx-auto max-w-2xl">
      <div className="flex items-center gap-1">
        <BackButton fallback={MARKETPLACE} label={w.back} />
        <h1 id="messages-title" className="text-2xl text-primary">
          {w.title}
        </h1>
      </div>

      {status === "unauthorized" ? (
        <div className="mt-6">
          <EmptyState
            action={
              <Link href="/login?next=/messages" className="font-bold text-primary underline">
                {w.login}
              </Link>
            }
          >
            {w.loginToChat}
          </EmptyState>
        </div>
      ) : (
        <>
          <div className="relative mt-4">
            <label htmlFor="conversation-search" className="sr-only">
              {w.search}
            </label>
            <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted" width={20} height={20} />
            <input
              id="conversation-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={w.placeholder}
              className="block h-12 w-full rounded-full border border-line bg-white pl-11 pr-4 text-base text-ink placeholder:text-muted/80 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
            />
          </div>

          {shown.length === 0 ? (
            <div className="mt-6">
              <EmptyState
                action={
                  conversations.length === 0 ? (
                    <Link href="/listings" className="font-bold text-primary underline">
                      {w.browse}
                    </Link>
                  ) : undefined
                }
              >
                {w.none}
              </EmptyState>
            </div>
          ) : (
            <ConversationItems conversations={shown} about={about} viewerId={viewerId} timesShown={timesShown} w={w} />
          )}
        </>
      )}
    </section>
  );
}

/** The rows, memoised: a socket status change re-renders the list's frame, not every row's times. */
const ConversationItems = memo(function ConversationItems({
  conversations,
  about,
  viewerId,
  timesShown,
  w,
}: {
  conversations: Conversation[];
  about: Map<number, { id: number; title: string }>;
  viewerId: number | null;
  timesShown: boolean;
  w: Words;
}) {
  return (
    <ul className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      {conversations.map((c) => {
        const unread = c.unread_count > 0;
        const item = about.get(c.id);
        return (
          <li key={c.id}>
            <Link href={`/messages/${c.id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-primary-soft/60 focus-visible:bg-primary-soft/60">
              <Avatar src={c.profile_picture} name={c.username} size={48} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-3">
                  <span className={`truncate ${unread ? "font-black text-ink" : "font-bold text-ink"}`}>{c.username}</span>
                  <time dateTime={c.last_message_at} className={`shrink-0 text-xs ${unread ? "font-bold text-primary" : "text-muted"}`}>
                    {timesShown ? conversationTime(c.last_message_at) : ""}
                  </time>
                </span>
                {item && (
                  <span dir="auto" className="mt-0.5 block truncate text-xs font-bold text-secondary" data-testid="conversation-item">
                    <span className="sr-only">{w.about} </span>
                    {item.title}
                  </span>
                )}
                <span className="mt-0.5 flex items-center justify-between gap-3">
                  <span dir="auto" className={`truncate text-sm ${unread ? "text-ink" : "text-muted"}`}>
                    {c.last_sender_id === viewerId && <span className="text-muted">{w.you} </span>}
                    <span className="user-text">{c.last_message}</span>
                  </span>
                  {unread && (
                    <span className="min-w-6 shrink-0 rounded-full bg-primary px-2 text-center text-xs font-bold leading-6 text-white">
                      {c.unread_count > 99 ? "99+" : c.unread_count}
                      <span className="sr-only"> {w.unread}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
});
