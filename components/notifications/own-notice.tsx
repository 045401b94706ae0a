"use client";

import Link from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button";
import type { NotificationDTO } from "@/lib/notifications";
import { GROW_OUT_QUESTION } from "@/lib/seed-lots/words";
import { Time } from "./notice-time";

/** A notice of GardenSwap's own: a line, its time, and one button (swap days, grow-out prompts, seasons). */
function NoticeItem({ n, onAct, href, action, children }: { n: NotificationDTO; onAct: () => void; href: string; action: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-ink">{children}</p>
        <span className="shrink-0">
          <Time iso={n.created_at} />
        </span>
      </div>
      <div className="mt-3">
        <ButtonLink href={href} onClick={onAct} size="sm" variant="secondary">
          {action}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A swap day soon (issue 34: the note is GardenSwap's own sentence, "3 things on your want list will
 * be there") or called off; a received seed lot's grow-out prompt (issue 36: the note is its code); a
 * sleeping wish woken by its season (issue 35).
 */
export function OwnNotice({ n, onAct }: { n: NotificationDTO; onAct: () => void }) {
  if (n.kind === "grow_out_prompt")
    return n.note ? (
      <NoticeItem n={n} onAct={onAct} href={`/seed-lots/${n.note}#report`} action="Report how it came up">
        Seed lot <span className="font-bold">{n.note}</span>: {GROW_OUT_QUESTION}
      </NoticeItem>
    ) : null;
  if (n.kind === "season_opening")
    return (
      <NoticeItem n={n} onAct={onAct} href="/my-listings?tab=want" action="See my wish list">
        <strong>{n.note ?? "Season opening near you"}</strong>
        {n.want && (
          <>
            {" "}
            · your wish “<span dir="auto">{n.want.title}</span>” is awake again.
          </>
        )}
      </NoticeItem>
    );
  if (!n.event) return null;
  const cancelled = n.kind === "swap_day_cancelled";
  return (
    <NoticeItem n={n} onAct={onAct} href={`/events/${n.event.id}`} action={cancelled ? "See the swap day" : "See who brings what"}>
      <Link href={`/events/${n.event.id}`} onClick={onAct} className="font-bold hover:underline" dir="auto">
        {n.event.title}
      </Link>
      : {cancelled ? "cancelled by its organiser" : (n.note ?? "in two days")}.
    </NoticeItem>
  );
}
