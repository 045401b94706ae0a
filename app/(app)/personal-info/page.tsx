import type { Metadata } from "next";
import { PersonalInfoForm } from "@/components/lazy-forms";
import { personalInfoInitial } from "@/components/profile/personal-info-initial";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getProfile } from "@/lib/accounts/get-profile";
import { onboardingEnd } from "@/lib/validation/auth";
import { getT, getWords } from "@/app/_doors/locale";

type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("accountOnboarding"))("title") };
}

export default async function PersonalInfoPage({ searchParams }: { searchParams: Search }) {
  await requirePageViewer("/personal-info");
  const raw = (await searchParams).next;
  // Signed up from a listing: the end of onboarding goes back to it, not to the new-listing form.
  const next = onboardingEnd(Array.isArray(raw) ? raw[0] : raw);
  const profile = await load(getProfile, {});
  const [t, words, photoWords] = await Promise.all([getT("accountOnboarding"), getWords("accountPlaceForm"), getWords("detailsPhoto")]);
  return (
    <div className="mx-auto max-w-xl">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <h1 className="text-2xl text-primary">{t("welcome", { username: profile.username })}</h1>
        <p className="mb-6 mt-1 text-muted">{t("intro")}</p>
        <PersonalInfoForm
          username={profile.username}
          picture={profile.profile_picture}
          next={next}
          units={profile.units}
          initial={personalInfoInitial(profile)}
          words={words}
          photoWords={photoWords}
        />
      </div>
    </div>
  );
}
