"use client";

import Link from "@/components/ui/link";
import { useState, useTransition } from "react";
import { applyReminderLinkAction } from "@/app/actions/trades";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { calendarDay } from "./calendar-day";

/** The one button of a reminder link's page: the e-mail's choice, confirmed (mail scanners open links; they do not press buttons). */
export function ReminderConfirm({ token, action, title, listingId }: { token: string; action: "renew" | "gone"; title: string; listingId: number }) {
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null | undefined>(undefined);
  if (until !== undefined) {
    return (
      <div className="flex flex-col items-center gap-4">
        <Alert tone="success">
          {action === "renew"
            ? `Thank you! “${title}” stays in the marketplace${until ? ` until ${calendarDay(until, { year: false })}` : ""}.`
            : `Thank you! “${title}” has left the marketplace.`}
        </Alert>
        <Link href={`/listings/${listingId}`} className={buttonClass({ variant: "outline" })}>
          Open the listing
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
        {action === "renew" ? "Yes, still available" : "Yes, it's gone"}
      </Button>
    </form>
  );
}
