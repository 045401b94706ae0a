"use client";

import Link from "@/components/ui/link";
import { useState, useTransition } from "react";
import { comingLinkAction } from "@/app/actions/handover";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import type { Messages } from "@/lib/i18n/messages/en";
import { fill } from "@/lib/i18n/fill";

/** The one button of a pickup reminder link's page: the e-mail's answer, confirmed (mail scanners open links; they do not press buttons). */
export function ComingConfirm({ token, answer, title, words }: { token: string; answer: "yes" | "no"; title: string; words: Messages["tradesComing"] }) {
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  if (done)
    return (
      <div className="flex flex-col items-center gap-4">
        <Alert tone="success">{fill(answer === "yes" ? words.thanksComing : words.releasedCant, { title })}</Alert>
        <Link href="/my-trades" className={buttonClass({ variant: "outline" })}>
          {words.openMyTrades}
        </Link>
      </div>
    );
  return (
    <form
      className="flex flex-col items-center gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        start(async () => {
          const r = await comingLinkAction({ token });
          if (!r.ok) return setError(r.error);
          setDone(true);
        });
      }}
    >
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" variant={answer === "yes" ? "secondary" : "primary"} disabled={pending}>
        {answer === "yes" ? words.yesComing : words.yesCant}
      </Button>
    </form>
  );
}
