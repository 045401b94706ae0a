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
import type { Units } from "@/lib/places/buckets";
import { getT, getWords } from "@/app/_doors/locale";
import { KeptPromise } from "@/components/trades/trade-record";
import { getReliability } from "@/lib/trades/reliability";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("accountProfile"))("title") };
}

type T = Awaited<ReturnType<typeof getT<"accountProfile">>>;

/** The wish-match radius as lib/places/buckets.ts matchRadiusLabel says it ("within 10 km", "within about 6 miles"), in the page's language. */
const radius = (t: T, km: number, units: Units) => (units === "mi" ? t("withinMiles", { n: Math.round(km / 1.609344) }) : t("withinKm", { n: km }));

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
  const [t, verifyWords, pushWords, installWords, deleteWords] = await Promise.all([
    getT("accountProfile"),
    getWords("accountVerifyBanner"),
    getWords("accountPush"),
    getWords("accountInstall"),
    getWords("accountDelete"),
  ]);
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
          <span className="text-base">{profile.friend_count}</span> {t("friends", { n: profile.friend_count })}
        </Link>
        <Link href="/groups" className="mt-2 inline-flex min-h-11 items-center px-3 text-sm font-bold text-primary underline-offset-4 hover:underline">
          {t("groups")}
        </Link>
        {reliability.text && <KeptPromise reliability={reliability} />}
      </section>

      {!viewer.verified && <VerifyBanner words={verifyWords} />}

      <section aria-labelledby="account-heading">
        <div className="mb-2 flex items-center justify-between px-1">
          <h2 id="account-heading" className="text-lg text-primary">
            {t("account")}
          </h2>
          {/* Issue 31: details are edited in settings, not in the onboarding wizard. */}
          <Link href="/settings" className="inline-flex min-h-11 items-center px-2 text-sm font-bold text-primary underline-offset-4 hover:underline">
            {t("editDetails")}
          </Link>
        </div>
        <dl className="divide-y divide-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line">
          <Line label={t("name")}>{fullName || "—"}</Line>
          <Line label={t("userName")}>@{profile.username}</Line>
          <Line label={t("email")}>{profile.email}</Line>
          <Line label={t("location")}>{place || t("noLocation")}</Line>
          <Line label={t("shownAs")}>{profile.location_label ? t("approximate", { place: profile.location_label }) : t("notPlaced")}</Line>
          <Line label={t("wishMatches")}>{profile.match_radius_km === null ? t("fromAnywhere") : radius(t, profile.match_radius_km, profile.units)}</Line>
        </dl>
      </section>

      <section aria-labelledby="settings-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <div className="min-w-0 flex-1">
          <h2 id="settings-heading" className="text-base text-primary">
            {t("settings")}
          </h2>
          <p className="text-sm text-muted">{t("settingsIntro")}</p>
        </div>
        <ButtonLink href="/settings" variant="outline" size="sm">
          {t("openSettings")}
        </ButtonLink>
      </section>

      {viewer.isModerator && (
        <section aria-labelledby="moderation-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
          <div className="min-w-0 flex-1">
            <h2 id="moderation-heading" className="text-base text-primary">
              {t("moderation")}
            </h2>
            <p className="text-sm text-muted">{t("moderationIntro")}</p>
          </div>
          <ButtonLink href="/moderation" variant="outline" size="sm">
            {t("open")}
          </ButtonLink>
        </section>
      )}

      <section aria-labelledby="trades-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary">
          <LeafIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="trades-heading" className="text-base text-primary">
            {t("trades")}
          </h2>
          <p className="text-sm text-muted">{t("tradesIntro")}</p>
        </div>
        <ButtonLink href="/my-trades" variant="outline" size="sm">
          {t("open")}
        </ButtonLink>
      </section>

      <section aria-labelledby="swap-days-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary">
          <LeafIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="swap-days-heading" className="text-base text-primary">
            {t("swapDays")}
          </h2>
          <p className="text-sm text-muted">{t("swapDaysIntro")}</p>
        </div>
        <ButtonLink href="/events" variant="outline" size="sm">
          {t("seeSwapDays")}
        </ButtonLink>
      </section>

      <section aria-labelledby="invite-heading" className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <QrIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="invite-heading" className="text-base text-primary">
            {t("invite")}
          </h2>
          <p className="text-sm text-muted">{t("inviteIntro")}</p>
        </div>
        <ButtonLink href="/invite-your-friends" variant="outline" size="sm">
          {t("inviteButton")}
        </ButtonLink>
      </section>

      <ProfileEmailSettings />
      <PushSettings words={pushWords} />
      <InstallApp words={installWords} />

      <BlockedList initial={await load(listBlocked, {})} words={await getWords("peopleBlocked")} />

      <section aria-label={t("signOutDelete")} className="flex flex-col items-center gap-3 pt-2">
        <LogoutForm className="w-full">
          <Button type="submit" variant="primary" className="w-full">
            {t("logout")}
          </Button>
        </LogoutForm>
        <DeleteProfile words={deleteWords} />
      </section>
    </div>
  );
}
