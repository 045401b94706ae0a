import { redirect } from "next/navigation";

/** The second spelling of the edit screen (SPEC §2): one form, one address. */
export default async function EditListingAlias({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  redirect(`/listings/${encodeURIComponent(id)}/edit`);
}
