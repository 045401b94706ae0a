"use client";

import Link from "@/components/ui/link";
import { useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { PushOffer } from "@/components/pwa/push-offer-lazy";
import type { Message } from "@/lib/messages";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { useChatThread } from "./use-chat-thread";
import { COMPOSER_ANCHOR, focusComposer } from "./message-link";
import type { ChatWords } from "./chat-words";

export function ListingChatClient({
  owner,
  initial,
  initialHasMore,
  prefill,
  listingId,
  w,
}: {
  owner: { id: number; username: string; profile_picture: string | null };
  initial: Message[];
  initialHasMore: boolean;
  prefill: string;
  /** The listing this chat sits on: messages sent here ask about it (issue 31). */
  listingId?: number;
  /** Its words, the owner's name in them (chat-words.ts). */
  w: ChatWords;
}) {
  const thread = useChatThread({ otherId: owner.id, initial, initialHasMore, listingId, w });
  // Arriving with #message (the way back from "Sign up to message", or the action bar's link): the composer is ready to type in.
  useEffect(() => {
    const open = () => window.location.hash === `#${COMPOSER_ANCHOR}` && focusComposer("instant");
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
  // The push offer waits for the first Send here (never on load).
  const [sent, setSent] = useState(false);
  const send = (text: string) => {
    const ok = thread.send(text);
    if (ok) setSent(true);
    return ok;
  };
  return (
    <section id={COMPOSER_ANCHOR} aria-labelledby="listing-chat-title" className="mt-8 overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <header className="flex items-center gap-3 border-b border-line px-4 py-3">
        <Avatar src={owner.profile_picture} name={owner.username} size={36} />
        <h2 id="listing-chat-title" className="min-w-0 flex-1 truncate text-lg text-primary">
          {w.chatWith}
        </h2>
        <Link href={`/messages/${owner.id}`} className="shrink-0 rounded-full px-3 py-2 text-sm font-bold text-primary hover:bg-primary-soft">
          {w.openFull}
        </Link>
      </header>
      <MessageList
        {...thread}
        onLoadOlder={thread.loadOlder}
        onRetry={thread.retry}
        onDiscard={thread.discard}
        canRetry={thread.connected}
        className="h-72 bg-cream"
        report={{ user: { id: owner.id, username: owner.username }, leaveTo: "/listings" }}
        empty={w.askAbout}
        w={w}
      />
      <PushOffer trigger={sent} kind="messages" title={w.pushTitle} body={w.pushBody} words={w.push} />
      <Composer onSend={send} status={thread.status} initialText={prefill} w={w} />
    </section>
  );
}
