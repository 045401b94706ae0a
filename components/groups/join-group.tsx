"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { joinGroupAction, leaveGroupAction } from "@/app/actions/groups";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { GroupJoinRule, GroupRole, MemberStatus } from "@/lib/groups/words";
import type { Messages } from "@/lib/i18n/messages/en";

type Props = { groupId: number; join: GroupJoinRule; question: string | null; status: MemberStatus | null; role: GroupRole | null; code?: string; words: Messages["communityJoinGroup"] };

/** Join, ask to join (with the group's question), withdraw an ask, or leave. */
export function JoinGroup({ groupId, join, question, status, role, code, words }: Props) {
  const router = useRouter();
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const run = (fn: () => Promise<{ ok: boolean; error?: string }>) =>
    start(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) setError(r.error ?? words.failed);
      else router.refresh();
    });

  if (status === "removed") return <p className="text-sm text-muted">{words.removed}</p>;
  const mayLeave = role !== "owner";
  if (status === "member")
    return (
      <div className="space-y-2">
        <p className="font-bold text-secondary">{role === "owner" ? words.youAreOwner : role === "admin" ? words.youAreAdmin : words.youAreMember}</p>
        {mayLeave && (
          <Button variant="ghost" size="sm" disabled={pending} onClick={() => run(() => leaveGroupAction(groupId))}>
            {words.leave}
          </Button>
        )}
        {error && <Alert>{error}</Alert>}
      </div>
    );
  if (status === "pending" && !code)
    return (
      <div className="space-y-2">
        <p role="status" className="font-bold text-secondary">
          {words.asked}
        </p>
        <Button variant="ghost" size="sm" disabled={pending} onClick={() => run(() => leaveGroupAction(groupId))}>
          {words.withdraw}
        </Button>
        {error && <Alert>{error}</Alert>}
      </div>
    );
  const asks = join === "approval" && !code;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        run(() => joinGroupAction(groupId, { code, answer: asks && answer ? answer : undefined }));
      }}
    >
      {asks && question && <Field label={question} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={500} />}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? words.sending : asks ? words.ask : words.join}
      </Button>
      {error && <Alert>{error}</Alert>}
    </form>
  );
}
