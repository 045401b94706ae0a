import type { Metadata } from "next";
import { WantForm } from "@/components/lazy-forms";
import { LinkTabs } from "@/components/ui/tabs";
import { load, requirePageViewer } from "@/app/_doors/page";
import { listWants } from "@/lib/wants/list-wants";
import { sharingChoices } from "@/lib/groups/sharing-choices";

export const metadata: Metadata = { title: "My wish list" };

export default async function PostWantPage() {
  await requirePageViewer("/post-want");
  // SPEC §8: a failed wish-list load gives an empty list.
  const wants = await load(listWants, {}).catch(() => []);
  const sharing = await load(sharingChoices, {});
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <div>
        <h1 className="text-2xl text-primary md:text-3xl">What are you looking for?</h1>
        <p className="text-sm text-muted">We’ll let you know when a matching listing appears.</p>
      </div>
      <LinkTabs
        label="Have or want"
        items={[
          { label: "Have", href: "/listings/new", active: false },
          { label: "Want", href: "/post-want", active: true },
        ]}
      />
      <WantForm initial={wants} sharing={{ groups: sharing.groups, chosen: sharing.wishes.filter((g) => sharing.groups.some((m) => m.id === g)) }} />
    </section>
  );
}
