import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MemberActions } from "@/components/groups/member-actions";
import { Avatar } from "@/components/ui/avatar";
import Link from "@/components/ui/link";
import { EmptyState } from "@/components/ui/empty-state";
import { UserText } from "@/components/ui/user-text";
import { load, requirePageViewer } from "@/app/_doors/page";
import { isAppError } from "@/lib/errors";
import { getGroup } from "@/lib/groups/get-group";
import { listMembers, type GroupMember } from "@/lib/groups/list-members";
import { getT, getWords } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("communityMembers"))("title"), robots: { index: false } };
}

type Props = { params: Promise<{ id: string }> };

/** /groups/[id]/members (admins): asks with their answers (approve, decline), members (remove, make admin), who was taken out. */
export default async function GroupMembersPage({ params }: Props) {
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const viewer = await requirePageViewer(`/groups/${raw}/members`);
  if (!id) notFound();
  const group = await load(getGroup, { id }).catch((e) => {
    if (isAppError(e) && e.kind === "not_found") notFound();
    throw e;
  });
  if (!group.is_admin) notFound();
  const { pending, members, removed } = await load(listMembers, { id });
  const owner = group.my_role === "owner";
  const [t, words] = await Promise.all([getT("communityMembers"), getWords("communityMemberActions")]);
  const roleName = (m: GroupMember) => (m.role === "owner" ? t("roleOwner") : m.role === "admin" ? t("roleAdmin") : null);
  const row = (m: GroupMember) => (
    <li key={m.user_id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={m.profile_picture} name={m.username} size={44} />
        <div className="min-w-0">
          <Link href={`/seller/${m.user_id}`} className="font-bold text-primary underline-offset-4 hover:underline">
            @{m.username}
          </Link>
          {roleName(m) && <span className="ml-2 rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-bold text-secondary">{roleName(m)}</span>}
          {m.answer && (
            <p className="text-sm text-ink">
              <span dir="auto" className={`block text-muted${group.question ? " user-text" : ""}`}>{group.question ?? t("theirAnswer")}</span>
              <UserText text={m.answer} />
            </p>
          )}
        </div>
      </div>
      <MemberActions groupId={id} userId={m.user_id} username={m.username} status={m.status} role={m.role} viewerIsOwner={owner && m.user_id !== viewer.id} words={words} />
    </li>
  );
  const list = (label: string, items: GroupMember[]) => (
    <ul aria-label={label} className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
      {items.map(row)}
    </ul>
  );
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <Link href={`/groups/${id}`} className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline-offset-4 hover:underline">
          ← {group.name}
        </Link>
        <h1 className="text-2xl text-primary md:text-3xl">{t("title")}</h1>
        <p className="text-sm text-muted">
          {t("intro")}
        </p>
      </div>
      <section aria-labelledby="pending-heading" className="space-y-3">
        <h2 id="pending-heading" className="text-xl text-primary">
          {t("pending", { n: pending.length })}
        </h2>
        {pending.length ? list(t("pendingLabel"), pending) : <EmptyState>{t("noneWaiting")}</EmptyState>}
      </section>
      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-xl text-primary">
          {t("members", { n: members.length })}
        </h2>
        {list(t("membersLabel"), members)}
      </section>
      {removed.length > 0 && (
        <section aria-labelledby="removed-heading" className="space-y-3">
          <h2 id="removed-heading" className="text-xl text-primary">
            {t("removed", { n: removed.length })}
          </h2>
          {list(t("removedLabel"), removed)}
        </section>
      )}
    </div>
  );
}
