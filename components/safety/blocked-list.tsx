"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { unblockAction } from "@/app/actions/safety";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import type { BlockedGardener } from "@/lib/blocks/list-blocked";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * "Blocked gardeners" in the profile settings: each with an Unblock button. `words`: the page's
 * (getWords("peopleBlocked"), issue 38).
 */
export function BlockedList({ initial, words }: { initial: BlockedGardener[]; words: Messages["peopleBlocked"] }) {
  const router = useRouter();
  const [items, setItems] = useState(initial);
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const unblock = (id: number) =>
    start(async () => {
      const r = await unblockAction({ id });
      if (!r.ok) return setError(r.error);
      setItems((xs) => xs.filter((x) => x.id !== id));
      router.refresh();
    });
  return (
    <section aria-labelledby="blocked-heading">
      <h2 id="blocked-heading" className="mb-2 px-1 text-lg text-primary">
        {words.title}
      </h2>
      {error && <p role="alert" className="mb-2 text-sm text-red-700">{error}</p>}
      {items.length === 0 ? (
        <p className="rounded-2xl bg-white px-5 py-4 text-muted shadow-sm ring-1 ring-line">{words.none}</p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
          {items.map((b) => (
            <li key={b.id} className="flex items-center gap-3 px-5 py-3">
              <Avatar src={b.profile_picture} name={b.username} size={40} />
              <span className="min-w-0 flex-1 truncate font-bold">@{b.username}</span>
              <Button variant="outline" size="sm" className="min-h-11" disabled={pending} onClick={() => unblock(b.id)} aria-label={fill(words.unblockLabel, { username: b.username })}>
                {words.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
