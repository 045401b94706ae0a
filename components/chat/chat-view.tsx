"use client";

import Link from "@/components/ui/link";
import { useState, type ReactNode } from "react";
import { PushOffer } from "@/components/pwa/push-offer-lazy";
import { Avatar } from "@/components/ui/avatar";
import type { Message } from "@/lib/messages";
import { BackButton } from "./back-button";
import { SafetyActions } from "./later";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { useChatThread } from "./use-chat-thread";
import type { ChatWords } from "./chat-words";

/** `hidden`: the gardener exists but cannot be messaged (blocked either way, suspended) — said neutrally. */
export type ChatPartner = { id: number; username: string | null; profile_picture: string | null; hidden?: boolean; distance_bucket?: string | null };

/** Where the chat goes back to, and where blocking from it leaves for. */
const INBOX = "/messages";
/** SPEC §9: the thread starts 20vh down on the chat screen (not on a short landscape phone). */
const PAD_TOP = "pt-[20vh] [@media(max-height:560px)]:pt-2";

/** SPEC §2 /messages/{otherId}: the live chat with one gardener. `w`: its words, the other gardener's name in them (chat-words.ts). */
export function ChatView({ other, initial, initialHasMore, tradePanel, w }: { other: ChatPartner; initial: Message[]; initialHasMore: boolean; tradePanel?: ReactNode; w: ChatWords }) {
  const thread = useChatThread({ otherId: other.id, initial, initialHasMore, w });
  // The push offer waits for the first Send here (never on load).
  const [sent, setSent] = useState(false);
  const send = (text: string) => {
    const ok = thread.send(text);
    if (ok) setSent(true);
    return ok;
  };
  return (
    <section
      aria-labelledby="chat-title"
      className="chat-screen -mx-4 -mt-4 flex h-[calc(100dvh-7.25rem-env(safe-area-inset-bottom))] min-h-[15rem] flex-col overflow-hidden bg-cream md:mx-0 md:mt-0 md:h-[calc(100dvh-9rem)] md:rounded-2xl md:border md:border-line md:bg-white/60 md:shadow-sm"
    >
      <header className="flex items-center gap-1 border-b border-line bg-white/90 px-2 py-1.5 md:px-3">
        <BackButton fallback={INBOX} label={w.back} />
        <h1 id="chat-title" className="min-w-0 truncate text-lg text-primary">
          {other.username ? w.chatWith : w.user}
        </h1>
        {other.username && (
          <div className="ml-auto shrink-0">
            <SafetyActions target={{ type: "user", id: other.id }} user={{ id: other.id, username: other.username }} leaveTo={INBOX} compact words={w.safety} />
          </div>
        )}
      </header>
      {tradePanel}
      {other.username ? (
        <Link href={`/seller/${other.id}`} className="flex items-center gap-3 border-b [@media(max-height:560px)]:hidden border-line bg-white/70 px-4 py-2.5 hover:bg-primary-soft/60">
          <Avatar src={other.profile_picture} name={other.username} size={40} />
          <span className="min-w-0">
            <span className="block truncate font-bold text-ink">{other.username}</span>
            <span className="block text-xs text-muted">
              {w.away}
              {w.viewProfile}
            </span>
          </span>
        </Link>
      ) : null}
      <MessageList
        {...thread}
        onLoadOlder={thread.loadOlder}
        onRetry={thread.retry}
        onDiscard={thread.discard}
        canRetry={thread.connected}
        className="flex-1"
        padTop={PAD_TOP}
        report={other.username ? { user: { id: other.id, username: other.username }, leaveTo: INBOX } : undefined}
        empty={other.username ? w.sayHello : other.hidden ? w.cannotMessage : w.noAccount}
        w={w}
      />
      {other.username && (
        <PushOffer trigger={sent} kind="messages" title={w.pushTitle} body={w.pushBody} words={w.push} />
      )}
      <Composer
        onSend={send}
        status={thread.status}
        autoFocus={false}
        disabledReason={other.username ? null : other.hidden ? w.cannotMessage : w.cannotSend}
        w={w}
      />
    </section>
  );
}
