import { getPageViewer, load } from "@/app/_doors/page";
import { getThread } from "@/lib/messages/get-thread";
// Only signed-in non-owners get the widget: its code loads where it is rendered (decision 0135).
import { ListingChatClient } from "@/components/shell/signed-in-only";
import { chatWords } from "./chat-words";

/** The latest messages shown in the widget; the full history is one tap away on /messages/{id}. */
const WIDGET_PAGE = 30;

/**
 * The chat widget on a listing's page (SPEC §2: signed-in non-owners): the same live chat with the
 * listing's owner, the listing named in the first message. The listing page only places it.
 */
export async function ListingChat({ listingId, listingTitle, owner }: { listingId: number; listingTitle: string; owner: { id: number; username: string; profile_picture: string | null } }) {
  const viewer = await getPageViewer();
  if (!viewer || viewer.id === owner.id) return null;
  const initial = await load(getThread, { otherUserId: owner.id, limit: WIDGET_PAGE }).catch(() => []);
  const alreadyAsked = initial.some((m) => m.sender_id === viewer.id && m.content.includes(listingTitle));
  const w = await chatWords({ name: owner.username, id: owner.id, title: listingTitle });
  return (
    <ListingChatClient
      key={`${listingId}-${owner.id}`}
      owner={owner}
      listingId={listingId}
      initial={initial}
      initialHasMore={initial.length === WIDGET_PAGE}
      prefill={alreadyAsked ? "" : w.prefill}
      w={w}
    />
  );
}
