import type { Metadata } from "next";
import { PersonalInfoForm } from "@/components/lazy-forms";
import { personalInfoInitial } from "@/components/profile/personal-info-initial";
import { load, requirePageViewer } from "@/app/_doors/page";
import { getProfile } from "@/lib/accounts/get-profile";
import { onboardingEnd } from "@/lib/validation/auth";

type Search = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: "Your details" };

export default async function PersonalInfoPage({ searchParams }: { searchParams: Search }) {
  await requirePageViewer("/personal-info");
  const raw = (await searchParams).next;
  // Signed up from a listing: the end of onboarding goes back to it, not to the new-listing form.
  const next = onboardingEnd(Array.isArray(raw) ? raw[0] : raw);
  const profile = await load(getProfile, {});
  return (
    <div className="mx-auto max-w-xl">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <h1 className="text-2xl text-primary">Welcome, {profile.username}!</h1>
        <p className="mb-6 mt-1 text-muted">Tell your neighbours where you garden. A photo helps them recognise you.</p>
        <PersonalInfoForm
          username={profile.username}
          picture={profile.profile_picture}
          next={next}
          units={profile.units}
          initial={personalInfoInitial(profile)}
        />
      </div>
    </div>
  );
}
