"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ReportDialog } from "./lazy-report-dialog";

/** "Report" on a thank-you note (a profile's notes, My trades): the report dialog for that one note. */
export function ReportNoteButton({ noteId, author }: { noteId: number; author: { id: number; username: string } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="-my-2 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-bold text-muted underline-offset-4 hover:text-primary hover:underline"
      >
        Report<span className="sr-only"> the note from @{author.username}</span>
      </button>
      <ReportDialog
        target={{ type: "thanks", id: noteId }}
        user={author}
        open={open}
        onClose={(blocked) => {
          setOpen(false);
          // A block hides the author's notes from the reporter: show the page without them.
          if (blocked) router.refresh();
        }}
      />
    </>
  );
}
