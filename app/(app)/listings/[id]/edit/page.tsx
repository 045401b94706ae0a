import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BackButton } from "@/components/listings/back-button";
import { ListingForm } from "@/components/lazy-forms";
import { load, requirePageViewer } from "@/app/_doors/page";
import { isAppError } from "@/lib/errors";
import { getListing } from "@/lib/listings/get-listing";
import { sharingChoices } from "@/lib/groups/sharing-choices";
import { getT } from "@/app/_doors/locale";
import { listingFormWords } from "@/components/listings/form-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("postingPages"))("editTitle") };
}

export default async function EditListingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requirePageViewer(`/listings/${id}/edit`);
  const listing = await load(getListing, { id }).catch((e) => {
    if (isAppError(e) && e.kind === "not_found") return null;
    throw e;
  });
  if (!listing) redirect("/not-found");
  // Only the owner edits: everyone else sees the listing itself.
  if (listing.owner_id !== viewer.id) redirect(`/listings/${listing.id}`);
  const [sharing, t, words] = await Promise.all([load(sharingChoices, { listing_id: listing.id }), getT("postingPages"), listingFormWords()]);
  // Who sees it now (issue 34); only groups the gardener is still in can stay ticked.
  const initial = {
    audience: listing.is_public ? "public" : listing.group_only ? "groups" : "friends",
    groups: (sharing.listing ?? []).filter((g) => sharing.groups.some((m) => m.id === g)),
  } as const;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <div className="flex items-center gap-3">
        <BackButton fallback={`/listings/${listing.id}`} label={t("back")} />
        <h1 className="text-2xl text-primary md:text-3xl">{t("editTitle")}</h1>
      </div>
      <ListingForm mode={{ kind: "edit", listing }} sharing={{ groups: sharing.groups, initial }} words={words} />
    </section>
  );
}
