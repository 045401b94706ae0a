import type { Metadata } from "next";
import { JoinGroup } from "@/components/groups/join-group";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { UserText } from "@/components/ui/user-text";
import { getPageViewer, load } from "@/app/_doors/page";
import { isAppError } from "@/lib/errors";
import { getGroup } from "@/lib/groups/get-group";
import { getInvite } from "@/lib/groups/get-invite";
import { getT, getWords } from "@/app/_doors/locale";

// The code is a key: never indexed, never in a shared preview.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("communityGroupInvite"))("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ code: string }> };

/** /groups/join/[code]: an invite link's landing — the group, and a join button (anonymous: sign in first, then back here). */
export default async function JoinByInvitePage({ params }: Props) {
  const { code } = await params;
  const [viewer, t, kinds] = await Promise.all([getPageViewer(), getT("communityGroupInvite"), getT("communityGroupKinds")]);
  const invite = await load(getInvite, { code }).catch((e) => {
    if (isAppError(e)) return null;
    throw e;
  });
  if (!invite) {
    return (
      <div className="mx-auto max-w-md space-y-4 py-10">
        <h1 className="text-2xl text-primary">{t("inviteLink")}</h1>
        <Alert>{t("notValid")}</Alert>
        <ButtonLink href="/groups" variant="outline">
          {t("seeNear")}
        </ButtonLink>
      </div>
    );
  }
  const group = await load(getGroup, { id: invite.group_id });
  const here = `/groups/join/${code}`;
  return (
    <div className="mx-auto max-w-xl space-y-5 pt-2">
      <section aria-labelledby="invite-group" className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
        <p className="text-sm font-bold uppercase tracking-wide text-secondary">{t("invited", { kind: kinds(group.kind) })}</p>
        <h1 id="invite-group" dir="auto" className="user-text text-3xl text-primary">
          {group.name}
        </h1>
        <p className="text-muted">
          {group.place} · {t("members", { n: group.member_count })}
        </p>
        <UserText as="p" text={group.description} className="block whitespace-pre-line" />
        {viewer ? (
          <JoinGroup groupId={group.id} join={group.join} question={group.question} status={group.my_status} role={group.my_role} code={code} words={await getWords("communityJoinGroup")} />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink href={`/login?next=${encodeURIComponent(here)}`}>{t("signInJoin")}</ButtonLink>
            <ButtonLink href={`/register?next=${encodeURIComponent(here)}`} variant="outline">
              {t("createAccount")}
            </ButtonLink>
          </div>
        )}
        {group.my_status === "member" && (
          <ButtonLink href={`/groups/${group.id}`} variant="outline">
            {t("open")}
          </ButtonLink>
        )}
      </section>
    </div>
  );
}
