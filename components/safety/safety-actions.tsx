"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-component";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/messages/en";
import type { ReportTarget } from "@/lib/reports/reasons";

import { ReportDialog } from "./lazy-report-dialog";
import { announceBlock } from "./block-undo";

// Fetched on the first tap, like the report dialog (decision 0135, session 9).
const BlockDialog = lazyDialog(() => import("./block-dialog").then((m) => m.BlockDialog));

/**
 * "Report" and "Block" for a seller profile, a listing page or a chat (issue 14). Reporting asks for
 * a reason and an optional note and can block in the same step; blocking asks for a confirmation.
 * After a block the page the gardener was on is gone for them, so they go to `leaveTo`. `words`: the
 * page's (getWords("peopleSafety"), issue 38).
 */
export function SafetyActions({
  target,
  user,
  leaveTo = "/listings",
  compact = false,
  words,
}: {
  target: { type: ReportTarget; id: number };
  user: { id: number; username: string };
  leaveTo?: string;
  compact?: boolean;
  words: Messages["peopleSafety"];
}) {
  const router = useRouter();
  const [open, setOpen] = useState<null | "report" | "block">(null);
  // This control's code loads after the page (components/shell/signed-in-only): until it runs, a tap
  // would do nothing, so the buttons say so by being disabled rather than swallowing the tap.
  const hydrated = useHydrated();

  return (
    <div className={`flex flex-wrap gap-2 ${compact ? "" : "pt-1"}`}>
      <Button variant="ghost" size="sm" className="min-h-11" disabled={!hydrated} onClick={() => setOpen("report")}>
        {words.report}
      </Button>
      <Button variant="ghost" size="sm" className="min-h-11" disabled={!hydrated} onClick={() => setOpen("block")}>
        {compact ? words.block : fill(words.blockUser, { username: user.username })}
      </Button>
      <ReportDialog
        target={target}
        user={user}
        open={open === "report"}
        words={words}
        onClose={(blocked) => {
          setOpen(null);
          if (blocked) {
            announceBlock(user);
            router.replace(leaveTo);
          }
        }}
      />
      <BlockDialog user={user} open={open === "block"} onClose={() => setOpen(null)} leaveTo={leaveTo} words={words} />
    </div>
  );
}
