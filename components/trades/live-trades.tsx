"use client";

import { useRouter } from "next/navigation";
import { useSocketEvent } from "@/components/realtime/socket-provider";

/**
 * Re-renders the page's trade panels when a trade notification arrives live (a reservation, a
 * hand-over, a confirmation, a thank-you), optionally only those caused by one gardener.
 */
export function LiveTrades({ from }: { from?: number }) {
  const router = useRouter();
  useSocketEvent("notification", (e) => {
    const n = e.notification;
    if (n?.kind.startsWith("trade_") && (from === undefined || n.actor?.id === from)) router.refresh();
  });
  return null;
}
