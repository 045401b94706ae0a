"use client";

import { lazyDialog } from "@/components/ui/lazy-component";

// The report dialog, fetched on its first opening: the Report buttons are on every seller profile,
// listing, chat bubble and thank-you note; the dialog's code is needed by the few who use them
// (decision 0135, sessions 8 and 9).
export const ReportDialog = lazyDialog(() => import("./report-dialog").then((m) => m.ReportDialog));
