import type { Metadata } from "next";
import { ListingForm } from "@/components/lazy-forms";
import { LinkTabs } from "@/components/ui/tabs";
import { load, requirePageViewer } from "@/app/_doors/page";
import { sharingChoices } from "@/lib/groups/sharing-choices";
import { getProfile } from "@/lib/accounts/get-profile";
import { getT } from "@/app/_doors/locale";
import { listingFormWords } from "@/components/listings/form-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("postingPages"))("newTitle") };
}

const HASH = /^[a-f0-9]{64}$/;

export default async function NewListingPage({ searchParams }: { searchParams: Promise<{ photo?: string; photo_error?: string }> }) {
  await requirePageViewer("/listings/new");
  // Opened by a photo shared from the phone's gallery (app/share-target/route.ts).
  const { photo, photo_error } = await searchParams;
  const [{ groups }, { currency }, t, words] = await Promise.all([load(sharingChoices, {}), load(getProfile, {}), getT("postingPages"), listingFormWords()]);
  const shared = photo && HASH.test(photo) ? { hash: photo } : photo_error ? { error: t("sharedPhotoFailed") } : undefined;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-2xl text-primary md:text-3xl">{t("newHeading")}</h1>
      <LinkTabs
        label={t("tabs")}
        items={[
          { label: t("have"), href: "/listings/new", active: true },
          { label: t("want"), href: "/post-want", active: false },
        ]}
      />
      <ListingForm mode={{ kind: "new", shared, currency }} sharing={{ groups, initial: { audience: "public", groups: [] } }} words={words} />
    </section>
  );
}
