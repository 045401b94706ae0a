"use client";

import Link from "@/components/ui/link";
import { useState, useTransition } from "react";
import { applyReminderLinkAction } from "@/app/actions/trades";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { calendarDay } from "./calendar-day";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/** The one button of a reminder link's page: the e-mail's choice, confirmed (mail scanners open links; they do not press buttons). */
export function ReminderConfirm({ token, action, title, listingId, words }: { token: string; action: "renew" | "gone"; title: string; listingId: number; words: Messages["tradesReminderConfirm"] }) {
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null | undefined>(undefined);
  if (until !== undefined) {
    return (
      <div className="flex flex-col items-center gap-4">
        <Alert tone="success">
          {action === "renew"
            ? until
              ? fill(words.staysUntil, { title, day: calendarDay(until, { year: false }, words.when) })
              : fill(words.stays, { title })
            : fill(words.left, { title })}
        </Alert>
        <Link href={`/listings/${listingId}`} className={buttonClass({ variant: "outline" })}>
          {words.openListing}
        </Link>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col items-center gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        start(async () => {
          const r = await applyReminderLinkAction({ token });
          if (!r.ok) return setError(r.error);
          setUntil(r.data.listing.available_until);
        });
      }}
    >
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" variant={action === "renew" ? "secondary" : "primary"} disabled={pending}>
        {action === "renew" ? words.yesAvailable : words.yesGone}
      </Button>
    </form>
  );
}
