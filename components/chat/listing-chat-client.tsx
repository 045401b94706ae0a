"use client";

import Link from "@/components/ui/link";
import { Avatar } from "@/components/ui/avatar";
import type { Message } from "@/lib/messages";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { useChatThread } from "./use-chat-thread";

export function ListingChatClient({
  owner,
  initial,
  initialHasMore,
  prefill,
  listingId,
}: {
  owner: { id: number; username: string; profile_picture: string | null };
  initial: Message[];
  initialHasMore: boolean;
  prefill: string;
  /** The listing this chat sits on: messages sent here ask about it (issue 31). */
  listingId?: number;
}) {
  const thread = useChatThread({ otherId: owner.id, initial, initialHasMore, listingId });
  return (
    <section aria-labelledby="listing-chat-title" className="mt-8 overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <header className="flex items-center gap-3 border-b border-line px-4 py-3">
        <Avatar src={owner.profile_picture} name={owner.username} size={36} />
        <h2 id="listing-chat-title" className="min-w-0 flex-1 truncate text-lg text-primary">
          Chat with {owner.username}
        </h2>
        <Link href={`/messages/${owner.id}`} className="shrink-0 rounded-full px-3 py-2 text-sm font-bold text-primary hover:bg-primary-soft">
          Open full chat
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
        empty={`Ask ${owner.username} about this listing — your message goes straight to them.`}
      />
      <Composer onSend={thread.send} status={thread.status} initialText={prefill} />
    </section>
  );
}
