import type { Metadata } from "next";
import { ListingForm } from "@/components/listings/listing-form";
import { LinkTabs } from "@/components/ui/tabs";
import { requirePageViewer } from "@/lib/auth/page";

export const metadata: Metadata = { title: "Post a listing" };

export default async function NewListingPage() {
  await requirePageViewer("/listings/new");
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
      <ListingForm mode={{ kind: "new" }} />
    </section>
  );
}
