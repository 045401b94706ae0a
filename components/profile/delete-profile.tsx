"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-component";
import type { Messages } from "@/lib/i18n/messages/en";

/** Its form (react-hook-form and the password check) is fetched on the first opening (decision 0219). */
const DeleteProfileDialog = lazyDialog(() => import("./delete-profile-dialog").then((m) => m.DeleteProfileDialog));

/** 'delete my profile': a confirmation modal that asks for the password, then deletes everything. `words`: the page's language. */
export function DeleteProfile({ words }: { words: Messages["accountDelete"] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        {words.open}
      </Button>
      <DeleteProfileDialog open={open} onClose={() => setOpen(false)} words={words} />
    </>
  );
}
