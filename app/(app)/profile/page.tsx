import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LogoutForm } from "@/components/pwa/logout-form";
import { PushSettings } from "@/components/pwa/push-settings";
import { InstallApp } from "@/components/pwa/install-app";
import { ProfileEmailSettings } from "@/components/notifications/profile-email-settings";
import { load, requirePageViewer } from "@/app/_doors/page";
import { DeleteProfile } from "@/components/profile/delete-profile";
import { BlockedList } from "@/components/safety/blocked-list";
import { listBlocked } from "@/lib/blocks/list-blocked";
import { Avatar } from "@/components/ui/avatar";
import { Button, ButtonLink } from "@/components/ui/button";
import { LeafIcon } from "@/components/ui/icons/leaf";
import { QrIcon } from "@/components/ui/icons/qr";
import { getProfile } from "@/lib/accounts/get-profile";
import { VerifyBanner } from "@/components/profile/verify-banner";
import { matchRadiusLabel } from "@/lib/places/buckets";
import { KeptPromise } from "@/components/trades/trade-record";
import { getReliability } from "@/lib/trades/reliability";

export const metadata: Metadata = { title: "Profile" };

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 px-5 py-3.5 sm:flex-row sm:items-baseline sm:gap-4">
      <dt className="text-sm font-bold text-muted sm:w-32 sm:shrink-0">{label}</dt>
      <dd className="break-all text-ink">{children}</dd>
    </div>
  );
}

export default async function ProfilePage() {
  const viewer = await requirePageViewer("/profile");
  const profile = await load(getProfile, {});
  const reliability = await load(getReliability, { id: viewer.id });
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const place = [profile.city, profile.state].filter(Boolean).join(", ");
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <section aria-labelledby="profile-name" className="flex flex-col items-center rounded-3xl bg-white px-6 pb-6 pt-8 text-center shadow-sm ring-1 ring-line">
        <Avatar src={profile.profile_picture} name={profile.username} size={112} />
        <h1 id="profile-name" dir="auto" className="user-text mt-4 max-w-full text-2xl text-primary">
          {profile.first_name || profile.username}
        </h1>
        <p className="text-muted">@{profile.username}</p>
        {place && <p dir="auto" className="user-text mt-1 max-w-full text-sm text-muted">{place}</p>}
        <Link
          href="/myfriends"
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-secondary-soft px-4 py-2 text-sm font-bold text-secondary hover:bg-secondary/15"
        >
          <span className="text-base">{profile.friend_count}</span> {profile.friend_count === 1 ? "friend" : "friends"}
        </Link>
        <Link href="/groups" className="mt-2 inline-flex min-h-11 items-center px-3 text-sm font-bold text-primary underline-offset-4 hover:underline">
          Garden groups
        </Link>
        {reliability.text && <KeptPromise text={reliability.text} />}
      </section>

      {!viewer.verified && <VerifyBanner />}

      <section aria-labelledby="account-heading">
        <div className="mb-2 flex items-center justify-between px-1">
          <h2 id="account-heading" className="text-lg text-primary">
            Account
          </h2>
          {/* Issue 31: details are edited in settings, not in the onboarding wizard. */}
          <Link href="/settings" className="inline-flex min-h-11 items-center px-2 text-sm font-bold text-primary underline-offset-4 hover:underline">
            edit details
          </Link>
        </div>
        <dl className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
          <Line label="Name">{fullName || "—"}</Line>
          <Line label="User name">@{profile.username}</Line>
          <Line label="Email">{profile.email}</Line>
          <Line label="Location">{place || "Location not specified"}</Line>
          <Line label="Shown as">{profile.location_label ? `${profile.location_label} (approximate)` : "Not placed yet: add a postcode"}</Line>
          <Line label="Wish matches">{profile.match_radius_km === null ? "from anywhere" : matchRadiusLabel(profile.match_radius_km, profile.units)}</Line>
        </dl>
      </section>

      <section aria-labelledby="settings-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <div className="min-w-0 flex-1">
          <h2 id="settings-heading" className="text-base text-primary">
            Settings
          </h2>
          <p className="text-sm text-muted">Name, location, distances, e-mail, password, your data.</p>
        </div>
        <ButtonLink href="/settings" variant="outline" size="sm">
          Open settings
        </ButtonLink>
      </section>

      {viewer.isModerator && (
        <section aria-labelledby="moderation-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
          <div className="min-w-0 flex-1">
            <h2 id="moderation-heading" className="text-base text-primary">
              Moderation desk
            </h2>
            <p className="text-sm text-muted">Reports, hidden listings and review requests waiting for a moderator.</p>
          </div>
          <ButtonLink href="/moderation" variant="outline" size="sm">
            Open
          </ButtonLink>
        </section>
      )}

      <section aria-labelledby="trades-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary">
          <LeafIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="trades-heading" className="text-base text-primary">
            My trades
          </h2>
          <p className="text-sm text-muted">Reserved, handed over and thanked — as giver and as receiver.</p>
        </div>
        <ButtonLink href="/my-trades" variant="outline" size="sm">
          Open
        </ButtonLink>
      </section>

      <section aria-labelledby="swap-days-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary">
          <LeafIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="swap-days-heading" className="text-base text-primary">
            Swap days
          </h2>
          <p className="text-sm text-muted">Seed and seedling swaps near you, and the ones you&apos;re going to.</p>
        </div>
        <ButtonLink href="/events" variant="outline" size="sm">
          See swap days
        </ButtonLink>
      </section>

      <section aria-labelledby="invite-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <QrIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="invite-heading" className="text-base text-primary">
            Invite your friends
          </h2>
          <p className="text-sm text-muted">Share your profile link or QR code.</p>
        </div>
        <ButtonLink href="/invite-your-friends" variant="outline" size="sm">
          Invite
        </ButtonLink>
      </section>

      <ProfileEmailSettings />
      <PushSettings />
      <InstallApp />

      <BlockedList initial={await load(listBlocked, {})} />

      <section aria-label="Sign out and delete" className="flex flex-col items-center gap-3 pt-2">
        <LogoutForm className="w-full">
          <Button type="submit" variant="primary" className="w-full">
            Logout
          </Button>
        </LogoutForm>
        <DeleteProfile />
      </section>
    </div>
  );
}
