"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { removeFriendAction, respondFriendRequestAction, sendFriendRequestAction } from "@/app/actions/friends";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button } from "@/components/ui/button";
import { UserPlusIcon } from "@/components/ui/icons/user-plus";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/** The buttons' words in the page's language (issue 38), handed down by the page. */
type Words = Messages["peopleButtons"];

export type RelationView = { status: "none" | "pending" | "accepted"; direction: "outgoing" | "incoming" | null; request_id: number | null };

/** SPEC §8: friend action failures are only logged; the screen re-reads the truth instead. */
function logFailure(what: string, error: string) {
  console.error(`${what}: ${error}`);
}

/** Accept on a pending request: 'Accepting...' while it runs, both lists reload after. */
export function AcceptButton({ requestId, username, words, size = "sm" }: { requestId: number; username: string; words: Words; size?: "sm" | "md" }) {
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  return (
    <span className="inline-flex flex-col items-center">
      <Button
        size={size}
        variant="secondary"
        disabled={pending || !hydrated}
        aria-label={fill(words.acceptLabel, { username })}
        onClick={() =>
          start(async () => {
            setFailed(false);
            const r = await respondFriendRequestAction(requestId, true);
            if (!r.ok) setFailed(true);
          })
        }
      >
        {pending ? words.accepting : words.accept}
      </Button>
      {failed && (
        <span role="alert" className="mt-1 text-center text-sm text-red-700">
          {words.acceptFailed}
        </span>
      )}
    </span>
  );
}

export function DeclineButton({ requestId, username, words, size = "sm" }: { requestId: number; username: string; words: Words; size?: "sm" | "md" }) {
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const router = useRouter();
  return (
    <Button
      size={size}
      variant="outline"
      disabled={pending || !hydrated}
      aria-label={fill(words.declineLabel, { username })}
      onClick={() =>
        start(async () => {
          const r = await respondFriendRequestAction(requestId, false);
          if (!r.ok) {
            logFailure("Failed to decline friend request", r.error);
            router.refresh();
          }
        })
      }
    >
      {pending ? words.declining : words.decline}
    </Button>
  );
}

/** Cancel a request the viewer sent. */
export function CancelRequestButton({ userId, username, words, size = "sm" }: { userId: number; username: string; words: Words; size?: "sm" | "md" }) {
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const router = useRouter();
  return (
    <Button
      size={size}
      variant="ghost"
      disabled={pending || !hydrated}
      aria-label={fill(words.cancelLabel, { username })}
      onClick={() =>
        start(async () => {
          const r = await removeFriendAction(userId);
          if (!r.ok) {
            logFailure("Failed to cancel friend request", r.error);
            router.refresh();
          }
        })
      }
    >
      {pending ? words.cancelling : words.cancelRequest}
    </Button>
  );
}

/** The right control for the viewer's relation with one gardener (search results). */
export function RelationButtons({ userId, username, relation, words }: { userId: number; username: string; relation: RelationView; words: Words }) {
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const router = useRouter();
  if (relation.status === "accepted") {
    return <span className="rounded-full bg-secondary-soft px-3 py-1.5 text-sm font-bold text-secondary">{words.friends}</span>;
  }
  if (relation.status === "pending" && relation.direction === "incoming" && relation.request_id) {
    return (
      <>
        <AcceptButton requestId={relation.request_id} username={username} words={words} />
        <DeclineButton requestId={relation.request_id} username={username} words={words} />
      </>
    );
  }
  if (relation.status === "pending") {
    return (
      <>
        <span className="text-sm font-bold text-muted">{words.requestSent}</span>
        <CancelRequestButton userId={userId} username={username} words={words} />
      </>
    );
  }
  return (
    <Button
      size="sm"
      disabled={pending || !hydrated}
      aria-label={fill(words.addFriendLabel, { username })}
      onClick={() =>
        start(async () => {
          const r = await sendFriendRequestAction(userId);
          if (!r.ok) {
            logFailure("Failed to send friend request", r.error);
            router.refresh();
          }
        })
      }
    >
      <UserPlusIcon width={18} height={18} />
      {pending ? words.sending : words.addFriend}
    </Button>
  );
}
