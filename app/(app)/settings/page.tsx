import type { Metadata } from "next";
import type { ReactNode } from "react";
import { load, requirePageViewer } from "@/app/_doors/page";
import { ProfileEmailSettings } from "@/components/notifications/profile-email-settings";
import { PushSettings } from "@/components/pwa/push-settings";
import { DeleteProfile } from "@/components/profile/delete-profile";
import { EmailForm, NameForm, PasswordForm, PersonalInfoForm } from "@/components/lazy-forms";
import { personalInfoInitial } from "@/components/profile/personal-info-initial";
import { BlockedList } from "@/components/safety/blocked-list";
import { CurrencyForm, LanguageForm, UnitsForm } from "@/components/settings/choice-form";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { getProfile } from "@/lib/accounts/get-profile";
import { listBlocked } from "@/lib/blocks/list-blocked";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("settings"))("title") };
}

/** Each section's anchor and the catalogue key of its title (lib/i18n/messages). */
const SECTIONS = [
  ["details", "details"],
  ["location", "location"],
  ["distances", "distances"],
  ["prices", "prices"],
  ["language", "language"],
  ["email", "email"],
  ["password", "password"],
  ["notifications", "notifications"],
  ["blocked", "blocked"],
  ["data", "data"],
  ["delete", "delete"],
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
  const [t, locale, placeWords, nameWords, choiceWords, emailWords, passwordWords, pushWords, deleteWords] = await Promise.all([
    getT("settings"),
    pageLocale(),
    getWords("accountPlaceForm"),
    getWords("accountNameForm"),
    getWords("accountChoices"),
    getWords("accountEmailForm"),
    getWords("accountPasswordForm"),
    getWords("accountPush"),
    getWords("accountDelete"),
  ]);
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <div>
        <Link href="/profile" className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline-offset-4 hover:underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl text-primary md:text-3xl">{t("title")}</h1>
      </div>
      <nav aria-label={t("sectionsNav")} className="-mx-1 flex flex-wrap gap-1.5">
        {SECTIONS.map(([id, key]) => (
          <a key={id} href={`#${id}`} className="inline-flex min-h-11 items-center rounded-full bg-white px-3.5 text-sm font-bold text-primary ring-1 ring-line hover:bg-primary-soft">
            {t(key)}
          </a>
        ))}
      </nav>

      <Section id="details" title={t("details")} intro={t("detailsIntro", { username: profile.username })}>
        <NameForm initial={{ first_name: profile.first_name, last_name: profile.last_name }} words={nameWords} />
      </Section>

      <Section id="location" title={t("location")} intro={t("locationIntro")}>
        <PersonalInfoForm
          mode="settings"
          username={profile.username}
          picture={profile.profile_picture}
          units={profile.units}
          initial={personalInfoInitial(profile)}
          words={placeWords}
          photoWords={await getWords("detailsPhoto")}
        />
      </Section>

      <Section id="distances" title={t("distances")} intro={t("distancesIntro")}>
        <UnitsForm initial={profile.units} words={choiceWords} />
      </Section>

      <Section id="prices" title={t("prices")} intro={t("pricesIntro")}>
        <CurrencyForm initial={profile.currency} words={choiceWords} />
      </Section>

      <Section id="language" title={t("language")} intro={t("languageIntro")}>
        <LanguageForm initial={profile.language ?? locale} legend={t("languageLegend")} saved={t("saved")} />
      </Section>

      <Section id="email" title={t("email")}>
        <EmailForm email={profile.email} verified={profile.email_verified} pending={profile.pending_email} words={emailWords} />
      </Section>

      <Section id="password" title={t("password")}>
        <PasswordForm words={passwordWords} />
      </Section>

      <section id="notifications" aria-label={t("notifications")} className="scroll-mt-20 space-y-4">
        <ProfileEmailSettings />
        <PushSettings words={pushWords} />
      </section>

      <div id="blocked" className="scroll-mt-20">
        <BlockedList initial={await load(listBlocked, {})} words={await getWords("peopleBlocked")} />
      </div>

      <Section id="data" title={t("data")} intro={t("dataIntro")}>
        {/* A plain download: GET with the session cookie, answered as an attachment. */}
        <a href="/api/auth/export" download className={buttonClass({ variant: "outline" })}>
          {t("download")}
        </a>
      </Section>

      <Section id="delete" title={t("delete")} intro={t("deleteIntro")}>
        <DeleteProfile words={deleteWords} />
      </Section>
    </div>
  );
}
