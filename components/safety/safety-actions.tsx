"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { ReportTarget } from "@/lib/reports/reasons";

// The dialogs load on the first tap: the buttons are on every seller profile, listing page and chat,
// the dialogs' code is needed by the few who use them (decision 0135, session 9).
const ReportDialog = lazy(() => import("./report-dialog").then((m) => ({ default: m.ReportDialog })));
const BlockDialog = lazy(() => import("./block-dialog").then((m) => ({ default: m.BlockDialog })));

/**
 * "Report" and "Block" for a seller profile, a listing page or a chat (issue 14). Reporting asks for
 * a reason and an optional note and can block in the same step; blocking asks for a confirmation.
 * After a block the page the gardener was on is gone for them, so they go to `leaveTo`.
 */
export function SafetyActions({ target, user, leaveTo = "/listings", compact = false }: { target: { type: ReportTarget; id: number }; user: { id: number; username: string }; leaveTo?: string; compact?: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState<null | "report" | "block">(null);
  const reportLoaded = useOpenedOnce(open === "report");
  const blockLoaded = useOpenedOnce(open === "block");
  // This control's code loads after the page (components/shell/signed-in-only): until it runs, a tap
  // would do nothing, so the buttons say so by being disabled rather than swallowing the tap.
  const hydrated = useHydrated();

  return (
    <div className={`flex flex-wrap gap-2 ${compact ? "" : "pt-1"}`}>
      <Button variant="ghost" size="sm" className="min-h-11" disabled={!hydrated} onClick={() => setOpen("report")}>
        Report
      </Button>
      <Button variant="ghost" size="sm" className="min-h-11" disabled={!hydrated} onClick={() => setOpen("block")}>
        {compact ? "Block" : `Block @${user.username}`}
      </Button>
      <Suspense fallback={null}>
        {reportLoaded && (
          <ReportDialog
            target={target}
            user={user}
            open={open === "report"}
            onClose={(blocked) => {
              setOpen(null);
              if (blocked) router.replace(leaveTo);
            }}
          />
        )}
        {blockLoaded && <BlockDialog user={user} open={open === "block"} onClose={() => setOpen(null)} leaveTo={leaveTo} />}
      </Suspense>
    </div>
  );
}
