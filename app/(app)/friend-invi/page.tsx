import type { Metadata } from "next";
import { GardenerRow } from "@/components/friends/gardener-card";
import { FriendsNav } from "@/components/friends/friends-nav";
import { AcceptButton, DeclineButton } from "@/components/friends/request-buttons";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { load, requirePageViewer } from "@/app/_doors/page";
import { listInvitations } from "@/lib/friends/list-invitations";

export const metadata: Metadata = { title: "Friend invitations" };

const when = (d: Date) => new Intl.DateTimeFormat("en", { day: "numeric", month: "short" }).format(d);

export default async function FriendInvitationsPage() {
  await requirePageViewer("/friend-invi");
  const invitations = await load(listInvitations, {});
  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <h1 className="text-3xl text-primary">Friend invitations</h1>
        <FriendsNav current="invitations" invitations={invitations.length} />
      </header>
      {invitations.length === 0 ? (
        <EmptyState action={<ButtonLink href="/gardeners" size="sm">Find gardeners</ButtonLink>}>No invitations right now.</EmptyState>
      ) : (
        <ul aria-label="Invitations" className="space-y-2">
          {invitations.map((r) => (
            <GardenerRow key={r.id} user={{ ...r, id: r.user_id }} note={<>wants to connect · {when(r.created_at)}</>}>
              <AcceptButton requestId={r.id} username={r.username} />
              <DeclineButton requestId={r.id} username={r.username} />
            </GardenerRow>
          ))}
        </ul>
      )}
    </div>
  );
}
