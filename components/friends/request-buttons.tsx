"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { removeFriendAction, respondFriendRequestAction, sendFriendRequestAction } from "@/app/actions/friends";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button } from "@/components/ui/button";
import { UserPlusIcon } from "@/components/ui/icons/user-plus";

export type RelationView = { status: "none" | "pending" | "accepted"; direction: "outgoing" | "incoming" | null; request_id: number | null };

/** SPEC §8: friend action failures are only logged; the screen re-reads the truth instead. */
function logFailure(what: string, error: string) {
  console.error(`${what}: ${error}`);
}

/** Accept on a pending request: 'Accepting...' while it runs, both lists reload after. */
export function AcceptButton({ requestId, username, size = "sm" }: { requestId: number; username: string; size?: "sm" | "md" }) {
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
        aria-label={`Accept @${username}`}
        onClick={() =>
          start(async () => {
            setFailed(false);
            const r = await respondFriendRequestAction(requestId, true);
            if (!r.ok) setFailed(true);
          })
        }
      >
        {pending ? "Accepting..." : "Accept"}
      </Button>
      {failed && (
        <span role="alert" className="mt-1 text-center text-sm text-red-700">
          Failed to accept friend request
        </span>
      )}
    </span>
  );
}

export function DeclineButton({ requestId, username, size = "sm" }: { requestId: number; username: string; size?: "sm" | "md" }) {
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const router = useRouter();
  return (
    <Button
      size={size}
      variant="outline"
      disabled={pending || !hydrated}
      aria-label={`Decline @${username}`}
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
      {pending ? "Declining..." : "Decline"}
    </Button>
  );
}

/** Cancel a request the viewer sent. */
export function CancelRequestButton({ userId, username, size = "sm", label = "cancel request" }: { userId: number; username: string; size?: "sm" | "md"; label?: string }) {
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const router = useRouter();
  return (
    <Button
      size={size}
      variant="ghost"
      disabled={pending || !hydrated}
      aria-label={`${label} to @${username}`}
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
      {pending ? "Cancelling..." : label}
    </Button>
  );
}

/** The right control for the viewer's relation with one gardener (search results). */
export function RelationButtons({ userId, username, relation }: { userId: number; username: string; relation: RelationView }) {
  const [pending, start] = useTransition();
  // A tap before this code ran would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const router = useRouter();
  if (relation.status === "accepted") {
    return <span className="rounded-full bg-secondary-soft px-3 py-1.5 text-sm font-bold text-secondary">Friends</span>;
  }
  if (relation.status === "pending" && relation.direction === "incoming" && relation.request_id) {
    return (
      <>
        <AcceptButton requestId={relation.request_id} username={username} />
        <DeclineButton requestId={relation.request_id} username={username} />
      </>
    );
  }
  if (relation.status === "pending") {
    return (
      <>
        <span className="text-sm font-bold text-muted">Request sent</span>
        <CancelRequestButton userId={userId} username={username} />
      </>
    );
  }
  return (
    <Button
      size="sm"
      disabled={pending || !hydrated}
      aria-label={`Add friend @${username}`}
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
      {pending ? "Sending..." : "Add friend"}
    </Button>
  );
}
