import Link from "@/components/ui/link";
import { getT, pageLocale } from "@/app/_doors/locale";
import { distanceIn } from "@/lib/i18n/translate";
import type { GroupCard as Group } from "@/lib/groups";

/** A group in a list: name, kind, place, members, how far (a bucket), and the viewer's status. */
export async function GroupCard({ group, note }: { group: Group; note?: string }) {
  const [t, kinds, locale] = await Promise.all([getT("communityGroupCard"), getT("communityGroupKinds"), pageLocale()]);
  const status = group.my_status === "member" ? t("statusMember") : group.my_status === "pending" ? t("statusPending") : null;
  const role = group.my_role === "owner" ? t("roleOwner") : group.my_role === "admin" ? t("roleAdmin") : null;
  // A member who runs the group shows their role instead.
  const shown = status && (group.my_status === "member" && role ? role : status);
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
          {kinds(group.kind)} · {group.place}
          {group.distance_bucket ? ` · ${distanceIn(group.distance_bucket, locale)}` : ""}
        </span>
        <span className="text-sm text-ink">
          {t("members", { n: group.member_count })} · {group.join === "open" ? t("openToAll") : t("byApproval")}
          {shown ? <strong className="text-secondary"> · {shown}</strong> : null}
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
