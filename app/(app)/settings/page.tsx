import type { Metadata } from "next";
import type { ReactNode } from "react";
import { load, requirePageViewer } from "@/app/_doors/page";
import { ProfileEmailSettings } from "@/components/notifications/profile-email-settings";
import { PushSettings } from "@/components/pwa/push-settings";
import { DeleteProfile } from "@/components/profile/delete-profile";
import { EmailForm, NameForm, PasswordForm, PersonalInfoForm } from "@/components/lazy-forms";
import { personalInfoInitial } from "@/components/profile/personal-info-initial";
import { BlockedList } from "@/components/safety/blocked-list";
import { CurrencyForm, UnitsForm } from "@/components/settings/choice-form";
import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { getProfile } from "@/lib/accounts/get-profile";
import { listBlocked } from "@/lib/blocks/list-blocked";

export const metadata: Metadata = { title: "Settings" };

const SECTIONS = [
  ["details", "Your details"],
  ["location", "Location"],
  ["distances", "Distances"],
  ["prices", "Prices"],
  ["email", "E-mail address"],
  ["password", "Password"],
  ["notifications", "Notifications"],
  ["blocked", "Blocked gardeners"],
  ["data", "Your data"],
  ["delete", "Delete account"],
] as const;

function Section({ id, title, intro, children }: { id: (typeof SECTIONS)[number][0]; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg text-primary">
        {title}
      </h2>
      {intro && <p className="mb-4 mt-1 text-sm text-muted">{intro}</p>}
      <div className={intro ? "" : "mt-4"}>{children}</div>
    </section>
  );
}

/**
 * The account, yours to run (issue 31): every setting on one page, each section saving on its own
 * through the same use cases as the API. "edit details" on /profile comes here; /personal-info
 * stays the onboarding wizard (SPEC).
 */
export default async function SettingsPage() {
  await requirePageViewer("/settings");
  const profile = await load(getProfile, {});
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <div>
        <Link href="/profile" className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline-offset-4 hover:underline">
          ‹ Profile
        </Link>
        <h1 className="text-2xl text-primary md:text-3xl">Settings</h1>
      </div>
      <nav aria-label="Settings sections" className="-mx-1 flex flex-wrap gap-1.5">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#${id}`} className="inline-flex min-h-11 items-center rounded-full bg-white px-3.5 text-sm font-bold text-primary ring-1 ring-line hover:bg-primary-soft">
            {label}
          </a>
        ))}
      </nav>

      <Section id="details" title="Your details" intro={`Your user name @${profile.username} stays as it is; other gardeners know you by it.`}>
        <NameForm initial={{ first_name: profile.first_name, last_name: profile.last_name }} />
      </Section>

      <Section id="location" title="Location" intro="Your town and postcode place you roughly; nobody sees your address.">
        <PersonalInfoForm
          mode="settings"
          username={profile.username}
          picture={profile.profile_picture}
          units={profile.units}
          initial={personalInfoInitial(profile)}
        />
      </Section>

      <Section id="distances" title="Distances" intro="One unit everywhere: the marketplace, listings, gardeners and e-mails.">
        <UnitsForm initial={profile.units} />
      </Section>

      <Section id="prices" title="Prices" intro="The currency of the prices you ask. Other gardeners’ prices stay in their own currency.">
        <CurrencyForm initial={profile.currency} />
      </Section>

      <Section id="email" title="E-mail address">
        <EmailForm email={profile.email} verified={profile.email_verified} pending={profile.pending_email} />
      </Section>

      <Section id="password" title="Password">
        <PasswordForm />
      </Section>

      <section id="notifications" aria-label="Notifications" className="scroll-mt-20 space-y-4">
        <ProfileEmailSettings />
        <PushSettings />
      </section>

      <div id="blocked" className="scroll-mt-20">
        <BlockedList initial={await load(listBlocked, {})} />
      </div>

      <Section id="data" title="Your data" intro="Everything your account holds, as one JSON file: profile, listings, wishes, messages, friends, trades, notes, notifications, blocks and reports.">
        {/* A plain download: GET with the session cookie, answered as an attachment. */}
        <a href="/api/auth/export" download className={buttonClass({ variant: "outline" })}>
          Download my data
        </a>
      </Section>

      <Section id="delete" title="Delete account" intro="Deletes your account and everything in it for good.">
        <DeleteProfile />
      </Section>
    </div>
  );
}
