import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CopyLink } from "@/components/profile/copy-link";
import { ButtonLink } from "@/components/ui/button";
import { QrCode } from "@/components/ui/qr-code";
import { ShareButton } from "@/components/ui/share-button";
import { requirePageViewer } from "@/app/_doors/page";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Invite your friends" };

/** The gardener's profile link `{origin}/seller/{id}` (configured public origin) and its QR code. */
export default async function InviteYourFriendsPage() {
  const viewer = await requirePageViewer("/invite-your-friends");
  const profileUrl = `${env().PUBLIC_URL}/seller/${viewer.id}`;
  return (
    <div className="mx-auto max-w-xl">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <h1 className="text-2xl text-primary">Invite your friends</h1>
        <p className="mb-6 mt-1 text-muted">
          Gardening is better together. Friends see each other&apos;s private listings — share your profile so they can add you.
        </p>

        <div className="flex flex-col items-center gap-2 rounded-2xl bg-cream p-5">
          <QrCode value={profileUrl} label="QR code of your profile" />
          <p className="text-center text-sm text-muted">Let a friend scan this code with their phone camera.</p>
        </div>

        <div className="mt-6 space-y-3">
          <CopyLink url={profileUrl} />
          <ShareButton url={profileUrl} title="Add me on GardenSwap" label="Share your profile" />
        </div>

        <div className="mt-8 flex flex-col-reverse items-center gap-3 sm:flex-row sm:justify-between">
          <Link href="/listings/new" className="inline-flex min-h-11 items-center px-3 text-sm font-bold text-primary underline-offset-4 hover:underline">
            skip
          </Link>
          <ButtonLink href="/listings/new" className="w-full sm:w-44">
            finish setup
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
