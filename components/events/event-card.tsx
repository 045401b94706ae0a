import Link from "@/components/ui/link";
import { WindowText } from "@/components/handover/window-text";
import type { EventListItem } from "@/lib/swap-days/list-events";

/** One swap day in a list: when, roughly where (a town and a distance bucket, never more), who's going. */
export function EventCard({ e }: { e: EventListItem }) {
  const spots = e.capacity === null ? null : Math.max(0, e.capacity - e.going_count);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
      <Link href={`/events/${e.id}`} dir="auto" className="user-text inline-flex min-h-11 items-center text-lg font-bold text-primary underline-offset-4 hover:underline">
        {e.title}
      </Link>
      <p className="text-sm text-ink">
        <WindowText start={e.starts_at} end={e.ends_at} />
      </p>
      <p className="text-sm text-muted">
        {e.place}
        {e.distance_bucket ? ` · ${e.distance_bucket}` : ""}
        {e.group ? ` · ${e.group.name}` : ""}
        {e.recurrence_label ? ` · ${e.recurrence_label}` : ""}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-bold text-secondary">{e.going_count} going</span>
        {spots !== null && <span className="text-muted"> · {spots === 0 ? "full" : `${spots} ${spots === 1 ? "place" : "places"} left`}</span>}
        {e.going && <span className="ml-2 rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-bold text-secondary">You&apos;re going</span>}
      </p>
    </li>
  );
}
