"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { updateMemberAction } from "@/app/actions/groups";
import { Button } from "@/components/ui/button";
import type { GroupRole, MemberStatus } from "@/lib/groups/words";

type Props = { groupId: number; userId: number; username: string; status: MemberStatus; role: GroupRole; viewerIsOwner: boolean };

/** The admin's buttons on one row of the members page: approve or decline an ask, remove, make or unmake admin. */
export function MemberActions({ groupId, userId, username, status, role, viewerIsOwner }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const run = (next: "member" | "removed", nextRole?: "admin" | "member") =>
    start(async () => {
      setError(null);
      const r = await updateMemberAction(groupId, userId, next, nextRole);
      if (!r.ok) setError(r.error);
      else router.refresh();
    });
  if (role === "owner") return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === "pending" && (
        <>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => run("member")} aria-label={`Approve @${username}`}>
            Approve
          </Button>
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => run("removed")} aria-label={`Decline @${username}`}>
            Decline
          </Button>
        </>
      )}
      {status === "member" && (
        <>
          {viewerIsOwner && (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => run("member", role === "admin" ? "member" : "admin")} aria-label={`${role === "admin" ? "Unmake admin" : "Make admin"}: @${username}`}>
              {role === "admin" ? "Unmake admin" : "Make admin"}
            </Button>
          )}
          {(role !== "admin" || viewerIsOwner) && (
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => run("removed")} aria-label={`Remove @${username}`}>
              Remove
            </Button>
          )}
        </>
      )}
      {status === "removed" && (
        <Button size="sm" variant="ghost" disabled={pending} onClick={() => run("member")} aria-label={`Let back in: @${username}`}>
          Let back in
        </Button>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
