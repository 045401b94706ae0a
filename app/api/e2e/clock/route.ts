import { publicRoute } from "@/app/_doors/http";
import { now, setClock } from "@/lib/clock";
import { env } from "@/lib/env";
import { notFound, invalid } from "@/lib/errors";
import { sendPickupReminders } from "@/lib/notifications/handover-reminders";
import { continueSeries, sendSwapDayNotices } from "@/lib/swap-days/jobs";
import { drawDueFairChances } from "@/lib/gluts/draw";

/**
 * Test-only (issue 32): POST {"offset_ms"} moves lib/clock's now() for this server process by that
 * much from the real time (0 goes back), then runs the pickup reminder and swap-day sweeps at once, so a Playwright
 * test makes a reminder due without waiting for the clock or the cron. Exists only when E2E_OUTBOX=1
 * (scripts/e2e-server.mjs sets it); everywhere else it is a plain 404.
 */
export const POST = publicRoute(async (request) => {
  if (env().E2E_OUTBOX !== "1") throw notFound("Not Found");
  const body = (await request.json().catch(() => null)) as { offset_ms?: unknown } | null;
  const offset = body?.offset_ms;
  if (typeof offset !== "number" || !Number.isFinite(offset) || Math.abs(offset) > 400 * 86_400_000) throw invalid("offset_ms is a number of milliseconds");
  setClock(offset === 0 ? undefined : () => new Date(Date.now() + offset));
  const reminded = await sendPickupReminders();
  // Issue 34: the pre-swap notice and the next occurrence of a series, on the moved clock.
  const noticed = await sendSwapDayNotices();
  const continued = await continueSeries();
  // Issue 36: a fair chance whose time came is drawn.
  const drawn = await drawDueFairChances();
  return { now: now().toISOString(), reminded, noticed, continued, drawn };
});
