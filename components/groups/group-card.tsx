import Link from "@/components/ui/link";
import type { GroupCard as Group } from "@/lib/groups";

const STATUS: Record<string, string> = { member: "member", pending: "asked to join" };

/** A group in a list: name, kind, place, members, how far (a bucket), and the viewer's status. */
export function GroupCard({ group, note }: { group: Group; note?: string }) {
  return (
    <li>
      <Link
        href={`/groups/${group.id}`}
        className="flex min-h-11 flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line transition-colors hover:bg-secondary-soft focus-visible:outline-2 focus-visible:outline-secondary"
      >
        <span dir="auto" className="user-text text-lg font-bold text-primary">
          {group.name}
        </span>
        <span className="text-sm text-muted">
          {group.kind_label} · {group.place}
          {group.distance_bucket ? ` · ${group.distance_bucket}` : ""}
        </span>
        <span className="text-sm text-ink">
          {group.member_count} {group.member_count === 1 ? "member" : "members"} · {group.join === "open" ? "open to all" : "by approval"}
          {group.my_status && STATUS[group.my_status] ? <strong className="text-secondary"> · {group.my_role === "member" || group.my_status !== "member" ? STATUS[group.my_status] : group.my_role}</strong> : null}
        </span>
        {note && <span className="text-sm font-bold text-secondary">{note}</span>}
      </Link>
    </li>
  );
}

export function GroupList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {children}
    </ul>
  );
}
