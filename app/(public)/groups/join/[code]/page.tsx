import type { Metadata } from "next";
import { JoinGroup } from "@/components/groups/join-group";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { UserText } from "@/components/ui/user-text";
import { getPageViewer, load } from "@/app/_doors/page";
import { isAppError } from "@/lib/errors";
import { getGroup } from "@/lib/groups/get-group";
import { getInvite, INVITE_NOT_VALID } from "@/lib/groups/get-invite";

// The code is a key: never indexed, never in a shared preview.
export const metadata: Metadata = { title: "You're invited to a garden group", robots: { index: false, follow: false } };

type Props = { params: Promise<{ code: string }> };

/** /groups/join/[code]: an invite link's landing — the group, and a join button (anonymous: sign in first, then back here). */
export default async function JoinByInvitePage({ params }: Props) {
  const { code } = await params;
  const viewer = await getPageViewer();
  const invite = await load(getInvite, { code }).catch((e) => {
    if (isAppError(e)) return null;
    throw e;
  });
  if (!invite) {
    return (
      <div className="mx-auto max-w-md space-y-4 py-10">
        <h1 className="text-2xl text-primary">Invite link</h1>
        <Alert>{INVITE_NOT_VALID}</Alert>
        <ButtonLink href="/groups" variant="outline">
          See groups near you
        </ButtonLink>
      </div>
    );
  }
  const group = await load(getGroup, { id: invite.group_id });
  const here = `/groups/join/${code}`;
  return (
    <div className="mx-auto max-w-xl space-y-5 pt-2">
      <section aria-labelledby="invite-group" className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
        <p className="text-sm font-bold uppercase tracking-wide text-secondary">You&apos;re invited · {group.kind_label}</p>
        <h1 id="invite-group" dir="auto" className="user-text text-3xl text-primary">
          {group.name}
        </h1>
        <p className="text-muted">
          {group.place} · {group.member_count} {group.member_count === 1 ? "member" : "members"}
        </p>
        <UserText as="p" text={group.description} className="block whitespace-pre-line" />
        {viewer ? (
          <JoinGroup groupId={group.id} join={group.join} question={group.question} status={group.my_status} role={group.my_role} code={code} />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink href={`/login?next=${encodeURIComponent(here)}`}>Sign in to join</ButtonLink>
            <ButtonLink href={`/register?next=${encodeURIComponent(here)}`} variant="outline">
              Create an account
            </ButtonLink>
          </div>
        )}
        {group.my_status === "member" && (
          <ButtonLink href={`/groups/${group.id}`} variant="outline">
            Open the group
          </ButtonLink>
        )}
      </section>
    </div>
  );
}
