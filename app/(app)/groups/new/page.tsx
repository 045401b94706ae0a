import type { Metadata } from "next";
import { NewGroupFormLater } from "@/components/groups/new-group-form-later";
import { requirePageViewer } from "@/app/_doors/page";

export const metadata: Metadata = { title: "Start a group" };

/** /groups/new: start a garden group; its creator becomes its owner. */
export default async function NewGroupPage() {
  await requirePageViewer("/groups/new");
  return (
    <section className="mx-auto max-w-xl space-y-5">
      <div>
        <h1 className="text-2xl text-primary md:text-3xl">Start a group</h1>
        <p className="text-sm text-muted">For your community garden, allotment site, street, school or seed library.</p>
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-7">
        <NewGroupFormLater />
      </div>
    </section>
  );
}
