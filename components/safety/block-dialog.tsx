"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { blockAction } from "@/app/actions/safety";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import { announceBlock } from "./block-undo";

/**
 * "Block @someone?" (issue 14): what blocking does, said before the gardener confirms it, then the block
 * (undone from the next page's notice, block-undo.tsx); the page is gone for them, so they go to `leaveTo`.
 */
export function BlockDialog({
  user,
  open,
  onClose,
  leaveTo,
  words,
}: {
  user: { id: number; username: string };
  open: boolean;
  onClose: () => void;
  leaveTo: string;
  words: Messages["peopleSafety"];
}) {
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
    <Modal open={open} onClose={close} title={fill(words.blockTitle, { username: user.username })} close={words.close}>
      {error && <Alert>{error}</Alert>}
      <p className="mb-4 text-ink">{fill(words.blockExplanation, { username: user.username })}</p>
      <p className="mb-4 text-sm text-muted">{words.unblockLater}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close} disabled={pending}>
          {words.cancel}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? words.blocking : words.block}
        </Button>
      </div>
    </Modal>
  );
}
