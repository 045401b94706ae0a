"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { removeFriendAction, respondFriendRequestAction, sendFriendRequestAction } from "@/app/actions/friends";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button } from "@/components/ui/button";
import { UserPlusIcon } from "@/components/ui/icons/user-plus";
import { Modal } from "@/components/ui/modal";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import type { RelationView } from "./request-buttons";

/** SPEC §8: friend action failures are only logged; the page re-reads the real status. */
function logFailure(what: string, error: string) {
  console.error(`${what}: ${error}`);
}

/**
 * The friend actions of a seller profile (SPEC §4): none → pending with the add-friend icon and
 * the 'Your connection request was sent!' confirmation; pending → none on cancel; accepted →
 * none after confirming removal; an incoming request can be answered here too.
 */
export function SellerFriendActions({ userId, username, relation, words }: { userId: number; username: string; relation: RelationView; words: Messages["peopleButtons"] }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const [modal, setModal] = useState<null | "sent" | "now-friends" | "confirm-remove">(null);

  const act = (what: string, fn: () => Promise<{ ok: true } | { ok: false; error: string }>, after?: () => void) =>
    start(async () => {
      const r = await fn();
      if (!r.ok) {
        logFailure(what, r.error);
        setModal(null);
        router.refresh();
        return;
      }
      after?.();
    });

  const addFriend = () =>
    start(async () => {
      const r = await sendFriendRequestAction(userId);
      if (!r.ok) {
        logFailure("Failed to send friend request", r.error);
        router.refresh();
        return;
      }
      setModal(r.data.outcome === "accepted" || r.data.outcome === "already_friends" ? "now-friends" : "sent");
    });

  const cancelRequest = () => act("Failed to cancel friend request", () => removeFriendAction(userId), () => setModal(null));

  const titles = {
    sent: words.sentTitle,
    "now-friends": fill(words.nowFriendsTitle, { username }),
    "confirm-remove": fill(words.removeTitle, { username }),
  } as const;

  let body: React.ReactNode;
  if (relation.status === "accepted") {
    body = (
      <>
        <span className="inline-flex h-11 items-center gap-1.5 rounded-full bg-secondary-soft px-4 text-sm font-bold text-secondary">
          <svg aria-hidden viewBox="0 0 24 24" width={16} height={16} fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12l5 5L20 7" />
          </svg>
          {words.friends}
        </span>
        <Button variant="ghost" size="sm" disabled={pending || !hydrated} onClick={() => setModal("confirm-remove")}>
          {words.removeFriend}
        </Button>
      </>
    );
  } else if (relation.status === "pending" && relation.direction === "incoming" && relation.request_id) {
    const requestId = relation.request_id;
    body = (
      <>
        <span className="w-full text-sm text-muted md:w-auto">{fill(words.wantsToConnect, { username })}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={pending || !hydrated}
          onClick={() => act("Failed to accept friend request", () => respondFriendRequestAction(requestId, true))}
        >
          {pending ? words.accepting : words.accept}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={pending || !hydrated}
          onClick={() => act("Failed to decline friend request", () => respondFriendRequestAction(requestId, false))}
        >
          {words.decline}
        </Button>
      </>
    );
  } else if (relation.status === "pending") {
    body = (
      <>
        <span className="inline-flex h-11 items-center rounded-full bg-stone-100 px-4 text-sm font-bold text-muted">{words.requestSent}</span>
        <Button variant="ghost" size="sm" disabled={pending || !hydrated} onClick={cancelRequest}>
          {pending ? words.cancelling : words.cancelRequest}
        </Button>
      </>
    );
  } else {
    body = (
      <Button size="sm" className="h-11 px-5" disabled={pending || !hydrated} onClick={addFriend} aria-label={fill(words.addFriendLabel, { username })}>
        <UserPlusIcon width={20} height={20} />
        {pending ? words.sending : words.addFriend}
      </Button>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {body}
      <Modal open={modal !== null} onClose={() => setModal(null)} title={modal ? titles[modal] : ""} close={words.close}>
        {modal === "sent" && (
          <>
            <p className="text-muted">{fill(words.sentBody, { username })}</p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={pending || !hydrated} onClick={cancelRequest}>
                {pending ? words.cancelling : words.cancelRequest}
              </Button>
              <Button onClick={() => setModal(null)} disabled={pending || !hydrated}>
                {words.ok}
              </Button>
            </div>
          </>
        )}
        {modal === "now-friends" && (
          <>
            <p className="text-muted">{fill(words.nowFriendsBody, { username })}</p>
            <div className="mt-6 flex justify-end">
              <Button onClick={() => setModal(null)}>{words.ok}</Button>
            </div>
          </>
        )}
        {modal === "confirm-remove" && (
          <>
            <p className="text-muted">{words.removeBody}</p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={pending || !hydrated} onClick={() => setModal(null)}>
                {words.keepFriend}
              </Button>
              <Button
                variant="danger"
                disabled={pending || !hydrated}
                onClick={() => act("Failed to remove friend", () => removeFriendAction(userId), () => setModal(null))}
              >
                {pending ? words.removing : words.remove}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
