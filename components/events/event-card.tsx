import Link from "@/components/ui/link";
import { WindowText } from "@/components/handover/window-text";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { distanceIn } from "@/lib/i18n/translate";
import type { EventListItem } from "@/lib/swap-days/list-events";
import { recurrenceIn } from "./recurrence-text";

/** One swap day in a list: when, roughly where (a town and a distance bucket, never more), who's going. */
export async function EventCard({ e }: { e: EventListItem }) {
  const [t, locale, recurrence, { when }] = await Promise.all([getT("communityEventCard"), pageLocale(), recurrenceIn(e.recurrence_label), getWords("tradesUntil")]);
  const spots = e.capacity === null ? null : Math.max(0, e.capacity - e.going_count);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
      <Link href={`/events/${e.id}`} dir="auto" className="user-text inline-flex min-h-11 items-center text-lg font-bold text-primary underline-offset-4 hover:underline">
        {e.title}
      </Link>
      <p className="text-sm text-ink">
        <WindowText start={e.starts_at} end={e.ends_at} when={when} />
      </p>
      <p className="text-sm text-muted">
        {e.place}
        {e.distance_bucket ? ` · ${distanceIn(e.distance_bucket, locale)}` : ""}
        {e.group ? ` · ${e.group.name}` : ""}
        {recurrence ? ` · ${recurrence}` : ""}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-bold text-secondary">{t("going", { n: e.going_count })}</span>
        {spots !== null && <span className="text-muted"> · {spots === 0 ? t("full") : t("left", { n: spots })}</span>}
        {e.going && <span className="ml-2 rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-bold text-secondary">{t("youGoing")}</span>}
      </p>
    </li>
  );
}
