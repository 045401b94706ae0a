import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { ChatView } from "@/components/chat/chat-view";
import { chatWords } from "@/components/chat/chat-words";
import { getT } from "@/app/_doors/locale";
import { ChatTrades } from "@/components/trades/chat-trades";
import { LiveTrades } from "@/components/trades/live-trades";
import { load, requirePageViewer } from "@/app/_doors/page";
import { conversationTrades } from "@/lib/trades/conversation-trades";
import { THREAD_PAGE } from "@/lib/messages";
import { getThread } from "@/lib/messages/get-thread";
import { getChatPartner } from "@/lib/messages/get-chat-partner";

type Props = { params: Promise<{ otherId: string }> };

/** The other gardener, once per request (metadata and page share it). */
const partner = cache((id: number) => load(getChatPartner, { id }));

function parseOtherId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) notFound();
  return Number(raw);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { otherId } = await params;
  const t = await getT("talkMeta");
  if (!/^\d{1,9}$/.test(otherId)) return { title: t("messages") };
  const other = await partner(Number(otherId));
  return { title: other.username ? t("chatWith", { name: other.username }) : t("user", { id: String(other.id) }) };
}

/** SPEC §2 /messages/{otherId}: the live chat with one gardener. */
export default async function ChatPage({ params }: Props) {
  const { otherId: raw } = await params;
  const viewer = await requirePageViewer(`/messages/${raw}`);
  const otherId = parseOtherId(raw);
  if (otherId === viewer.id) redirect("/messages");
  const other = await partner(otherId);
  // The blocked side keeps its history (it is not told); the blocker's thread is gone (404 → empty).
  const initial = other.username || other.hidden ? await load(getThread, { otherUserId: otherId, limit: THREAD_PAGE }).catch(() => []) : [];
  const trades = other.username ? await load(conversationTrades, { user_id: otherId }) : null;
  const tradePanel =
    trades && other.username ? (
      <>
        <LiveTrades from={otherId} />
        <ChatTrades partner={{ id: otherId, username: other.username }} data={trades} />
      </>
    ) : null;
  const w = await chatWords({ name: other.username, id: other.id, distance: other.distance_bucket });
  return <ChatView key={otherId} other={other} initial={initial} initialHasMore={initial.length === THREAD_PAGE} tradePanel={tradePanel} w={w} />;
}
