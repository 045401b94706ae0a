"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { useOnConnect, useSocketEvent } from "@/components/realtime/socket-provider";
import { BellIcon } from "@/components/ui/icons/bell";
import { apiFetch } from "@/app/_client/api";
import type { Messages } from "@/lib/i18n/messages/en";

/**
 * The bell in the shell's header: unread notifications, live. Starts from the server's count,
 * follows every `notification` event (each carries the new total) and re-reads the total after a
 * reconnection, so nothing missed while offline stays wrong. Its name in the page's language (the shell's words).
 */
export function NotificationBell({ initial, words }: { initial: number; words: Messages["talkShell"] }) {
  const [count, setCount] = useState(initial);
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    setCount(initial);
  }
  useSocketEvent("notification", (e) => {
    if (typeof e?.unread === "number") setCount(e.unread);
  });
  useOnConnect(() => {
    void apiFetch<{ unread?: number }>("/api/notifications?limit=1").then((r) => {
      if (r.ok && typeof r.body?.unread === "number") setCount(r.body.unread);
    });
  });
  const active = (usePathname() ?? "").startsWith("/match-noti");
  const label = count ? words.bellUnread.replace("{n}", `${count}`) : words.bell;
  return (
    <Link
      href="/match-noti"
      aria-label={label}
      title={label}
      aria-current={active ? "page" : undefined}
      data-testid="notification-bell"
      className={`relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
        active ? "bg-primary text-white" : "text-primary hover:bg-primary-soft"
      }`}
    >
      <BellIcon />
      {count > 0 && (
        <span
          data-testid="notification-count"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-secondary px-1.5 text-center text-xs font-bold leading-5 text-white ring-2 ring-cream"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
