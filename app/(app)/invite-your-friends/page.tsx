import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CopyLink } from "@/components/profile/copy-link";
import { ButtonLink } from "@/components/ui/button";
import { QrCode } from "@/components/ui/qr-code";
import { ShareButton } from "@/components/ui/share-button";
import { requirePageViewer } from "@/app/_doors/page";
import { getT, getWords } from "@/app/_doors/locale";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("peopleInvite"))("title") };
}

/** The gardener's profile link `{origin}/seller/{id}` (configured public origin) and its QR code. */
export default async function InviteYourFriendsPage() {
  const viewer = await requirePageViewer("/invite-your-friends");
  const profileUrl = `${env().PUBLIC_URL}/seller/${viewer.id}`;
  const t = await getT("peopleInvite");
  return (
    <div className="mx-auto max-w-xl">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <h1 className="text-2xl text-primary">{t("title")}</h1>
        <p className="mb-6 mt-1 text-muted">{t("intro")}</p>

        <div className="flex flex-col items-center gap-2 rounded-2xl bg-cream p-5">
          <QrCode value={profileUrl} label={t("qrLabel")} />
          <p className="text-center text-sm text-muted">{t("scanHint")}</p>
        </div>

        <div className="mt-6 space-y-3">
          <CopyLink url={profileUrl} label={t("profileLink")} words={await getWords("accountCopyLink")} />
          <ShareButton url={profileUrl} title={t("shareTitle")} label={t("shareProfile")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
        </div>

        <div className="mt-8 flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-between">
          <Link href="/listings/new" className="inline-flex min-h-11 items-center px-3 text-sm font-bold text-primary underline-offset-4 hover:underline">
            {t("skip")}
          </Link>
          <ButtonLink href="/listings/new" className="w-full sm:w-44">
            {t("finish")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
