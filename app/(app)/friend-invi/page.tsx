import type { Metadata } from "next";
import { GardenerRow } from "@/components/friends/gardener-card";
import { FriendsNav } from "@/components/friends/friends-nav";
import { AcceptButton, DeclineButton } from "@/components/friends/request-buttons";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { listInvitations } from "@/lib/friends/list-invitations";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("peoplePages"))("invitationsTitle") };
}

export default async function FriendInvitationsPage() {
  await requirePageViewer("/friend-invi");
  const invitations = await load(listInvitations, {});
  const [t, locale, friends, buttons] = await Promise.all([getT("peoplePages"), pageLocale(), getWords("peopleFriends"), getWords("peopleButtons")]);
  const when = (d: Date) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" }).format(d);
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">{t("invitationsTitle")}</h1>
        <FriendsNav view="invitations" invitations={invitations.length} />
      </header>
      {invitations.length === 0 ? (
        <EmptyState action={<ButtonLink href="/gardeners" size="sm">{t("findGardeners")}</ButtonLink>}>{t("noInvitations")}</EmptyState>
      ) : (
        <ul aria-label={t("invitations")} className="space-y-2">
          {invitations.map((r) => (
            <GardenerRow key={r.id} user={{ ...r, id: r.user_id }} noPlace={friends.noPlace} note={t("wantsToConnect", { date: when(r.created_at) })}>
              <AcceptButton requestId={r.id} username={r.username} words={buttons} />
              <DeclineButton requestId={r.id} username={r.username} words={buttons} />
            </GardenerRow>
          ))}
        </ul>
      )}
    </div>
  );
}
