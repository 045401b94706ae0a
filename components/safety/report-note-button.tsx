"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import { ReportDialog } from "./lazy-report-dialog";

/**
 * "Report" on a thank-you note (a profile's notes, My trades): the report dialog for that one note.
 * `words`: the page's (getWords("peopleSafety"), issue 38).
 */
export function ReportNoteButton({ noteId, author, words }: { noteId: number; author: { id: number; username: string }; words: Messages["peopleSafety"] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="-my-2 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-bold text-muted underline-offset-4 hover:text-primary hover:underline"
      >
        {words.report}
        <span className="sr-only"> {fill(words.noteFrom, { username: author.username })}</span>
      </button>
      <ReportDialog
        target={{ type: "thanks", id: noteId }}
        user={author}
        open={open}
        words={words}
        onClose={(blocked) => {
          setOpen(false);
          // A block hides the author's notes from the reporter: show the page without them.
          if (blocked) router.refresh();
        }}
      />
    </>
  );
}
