"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { grantModeratorAction, revokeModeratorAction } from "@/app/actions/safety";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { useDeskStatus } from "./desk-status";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * Who can moderate (issue 29): grant a gardener with a confirmed address by e-mail, or revoke a
 * granted moderator. Both go to the audit log with the moderator who did it. `words`: the page's language (issue 38).
 */
export function ModeratorGrants({ moderators, me, words }: { moderators: { id: number; username: string }[]; me: number; words: Messages["mailGrants"] }) {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const announce = useDeskStatus();
  const run = (fn: () => Promise<{ ok: true; data: { username: string; moderator: boolean } } | { ok: false; error: string }>, said: (u: { username: string; moderator: boolean }) => string) =>
    start(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) return setError(r.error);
      announce(said(r.data));
      setEmail("");
      router.refresh();
    });

  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          run(() => grantModeratorAction({ email }), (u) => fill(words.nowModerator, { username: u.username }));
        }}
      >
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-bold text-ink">
            {words.email}
          </label>
          <input id={`${id}-email`} type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </div>
        <Button type="submit" size="sm" className="min-h-11" disabled={pending}>
          {words.make}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {moderators.length > 0 && (
        <ul className="divide-y divide-line" aria-label={words.granted}>
          {moderators.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>@{m.username}</span>
              {m.id !== me && (
                <Button
                  size="sm"
                  variant="outline"
                  className="min-h-11"
                  disabled={pending}
                  onClick={() => run(() => revokeModeratorAction({ user_id: m.id }), (u) => fill(u.moderator ? words.stillNamed : words.noLonger, { username: u.username, config: "MODERATOR_EMAILS" }))}
                >
                  {fill(words.revoke, { username: m.username })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
