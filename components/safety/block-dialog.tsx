"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { blockAction } from "@/app/actions/safety";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { announceBlock } from "./block-undo";

/** What blocking does, said before the gardener confirms it. */
function blockExplanation(username: string) {
  return `You and @${username} will no longer see each other's listings, wishes or profile, and neither of you can message the other or send a friend request. Any friendship between you ends. @${username} is not told.`;
}

/** "Block @someone?" (issue 14): what blocking does, then the block (undone from the next page's notice, block-undo.tsx); the page is gone for them, so they go to `leaveTo`. */
export function BlockDialog({ user, open, onClose, leaveTo }: { user: { id: number; username: string }; open: boolean; onClose: () => void; leaveTo: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = () =>
    start(async () => {
      const r = await blockAction({ id: user.id });
      if (!r.ok) return setError(r.error);
      onClose();
      // The next page says "You blocked @x" with an Undo (issue 31).
      announceBlock(user);
      router.replace(leaveTo);
    });

  return (
    <Modal open={open} onClose={close} title={`Block @${user.username}?`}>
      {error && <Alert>{error}</Alert>}
      <p className="mb-4 text-ink">{blockExplanation(user.username)}</p>
      <p className="mb-4 text-sm text-muted">You can unblock them later from your profile, under “Blocked gardeners”.</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? "Blocking..." : "Block"}
        </Button>
      </div>
    </Modal>
  );
}
