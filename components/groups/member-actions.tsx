"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { updateMemberAction } from "@/app/actions/groups";
import { Button } from "@/components/ui/button";
import type { GroupRole, MemberStatus } from "@/lib/groups/words";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

type Props = { groupId: number; userId: number; username: string; status: MemberStatus; role: GroupRole; viewerIsOwner: boolean; words: Messages["communityMemberActions"] };

/** The admin's buttons on one row of the members page: approve or decline an ask, remove, make or unmake admin. */
export function MemberActions({ groupId, userId, username, status, role, viewerIsOwner, words }: Props) {
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
  const named = { username };
  const mayRemove = role !== "admin" || viewerIsOwner;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === "pending" && (
        <>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => run("member")} aria-label={fill(words.approveLabel, named)}>
            {words.approve}
          </Button>
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => run("removed")} aria-label={fill(words.declineLabel, named)}>
            {words.decline}
          </Button>
        </>
      )}
      {status === "member" && (
        <>
          {viewerIsOwner && (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => run("member", role === "admin" ? "member" : "admin")} aria-label={fill(role === "admin" ? words.unmakeAdminLabel : words.makeAdminLabel, named)}>
              {role === "admin" ? words.unmakeAdmin : words.makeAdmin}
            </Button>
          )}
          {mayRemove && (
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => run("removed")} aria-label={fill(words.removeLabel, named)}>
              {words.remove}
            </Button>
          )}
        </>
      )}
      {status === "removed" && (
        <Button size="sm" variant="ghost" disabled={pending} onClick={() => run("member")} aria-label={fill(words.letBackInLabel, named)}>
          {words.letBackIn}
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
