import type { Metadata } from "next";
import { ListingForm } from "@/components/lazy-forms";
import { LinkTabs } from "@/components/ui/tabs";
import { load, requirePageViewer } from "@/app/_doors/page";
import { sharingChoices } from "@/lib/groups/sharing-choices";
import { getProfile } from "@/lib/accounts/get-profile";

export const metadata: Metadata = { title: "Post a listing" };

const SHARED_PHOTO_FAILED = "The shared file could not be used as a photo. Please choose a picture.";

const HASH = /^[a-f0-9]{64}$/;

export default async function NewListingPage({ searchParams }: { searchParams: Promise<{ photo?: string; photo_error?: string }> }) {
  await requirePageViewer("/listings/new");
  // Opened by a photo shared from the phone's gallery (app/share-target/route.ts).
  const { photo, photo_error } = await searchParams;
  const [{ groups }, { currency }] = await Promise.all([load(sharingChoices, {}), load(getProfile, {})]);
  const shared = photo && HASH.test(photo) ? { hash: photo } : photo_error ? { error: SHARED_PHOTO_FAILED } : undefined;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-2xl text-primary md:text-3xl">What do you have?</h1>
      <LinkTabs
        label="Have or want"
        items={[
          { label: "Have", href: "/listings/new", active: true },
          { label: "Want", href: "/post-want", active: false },
        ]}
      />
      <ListingForm mode={{ kind: "new", shared, currency }} sharing={{ groups, initial: { audience: "public", groups: [] } }} />
    </section>
  );
}
