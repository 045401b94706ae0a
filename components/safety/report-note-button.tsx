"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";

// Fetched on the first tap: a profile's or a listing's notes would otherwise ship the whole report
// dialog to every visitor of the page (decision 0135, session 8). Once opened it stays mounted
// (useOpenedOnce), so closing gives focus back to this button.
const ReportDialog = lazy(() => import("./report-dialog").then((m) => ({ default: m.ReportDialog })));

/** "Report" on a thank-you note (a profile's notes, My trades): the report dialog for that one note. */
export function ReportNoteButton({ noteId, author }: { noteId: number; author: { id: number; username: string } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="-my-2 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-bold text-muted underline-offset-4 hover:text-primary hover:underline"
      >
        Report<span className="sr-only"> the note from @{author.username}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
