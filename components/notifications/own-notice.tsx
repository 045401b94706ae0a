"use client";

import Link from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button";
import type { NotificationDTO } from "@/lib/notifications";
import type { NoticeWords } from "./notification-list";
import { Time } from "./notice-time";
import { rich } from "./rich";

/** A notice of GardenSwap's own: a line, its time, and one button (swap days, grow-out prompts, seasons). */
function NoticeItem({ n, onAct, href, action, w, children }: { n: NotificationDTO; onAct: () => void; href: string; action: string; w: NoticeWords; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-ink">{children}</p>
        <span className="shrink-0">
          <Time iso={n.created_at} w={w} />
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
 * sleeping wish woken by its season (issue 35). `growOut` is lib/seed-lots/words.ts's GROW_OUT_QUESTION
 * in the page's language.
 */
export function OwnNotice({ n, onAct, w }: { n: NotificationDTO; onAct: () => void; w: NoticeWords }) {
  if (n.kind === "grow_out_prompt")
    return n.note ? (
      <NoticeItem n={n} onAct={onAct} w={w} href={`/seed-lots/${n.note}#report`} action={w.reportGrowOut}>
        {rich(w.seedLot, { code: <span className="font-bold">{n.note}</span>, question: w.growOut })}
      </NoticeItem>
    ) : null;
  if (n.kind === "season_opening")
    return (
      <NoticeItem n={n} onAct={onAct} w={w} href="/my-listings?tab=want" action={w.seeWishes}>
        <strong>{n.note ?? w.seasonNear}</strong>
        {n.want && rich(w.awake, { wish: <span dir="auto">{n.want.title}</span> })}
      </NoticeItem>
    );
  if (!n.event) return null;
  const cancelled = n.kind === "swap_day_cancelled";
  return (
    <NoticeItem n={n} onAct={onAct} w={w} href={`/events/${n.event.id}`} action={cancelled ? w.seeSwapDay : w.seeWho}>
      {rich(w.eventLine, {
        event: (
          <Link href={`/events/${n.event.id}`} onClick={onAct} className="font-bold hover:underline" dir="auto">
            {n.event.title}
          </Link>
        ),
        what: cancelled ? w.cancelled : (n.note ?? w.inTwoDays),
      })}
    </NoticeItem>
  );
}
