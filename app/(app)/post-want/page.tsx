import type { Metadata } from "next";
import { WantForm } from "@/components/lazy-forms";
import { LinkTabs } from "@/components/ui/tabs";
import { load, requirePageViewer } from "@/app/_doors/page";
import { listWants } from "@/lib/wants/list-wants";
import { sharingChoices } from "@/lib/groups/sharing-choices";
import { getT } from "@/app/_doors/locale";
import { wantFormWords } from "@/components/listings/form-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("postingPages"))("wantTitle") };
}

export default async function PostWantPage() {
  await requirePageViewer("/post-want");
  // SPEC §8: a failed wish-list load gives an empty list.
  const wants = await load(listWants, {}).catch(() => []);
  const [sharing, t, words] = await Promise.all([load(sharingChoices, {}), getT("postingPages"), wantFormWords()]);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <div>
        <h1 className="text-2xl text-primary md:text-3xl">{t("wantHeading")}</h1>
        <p className="text-sm text-muted">{t("wantIntro")}</p>
      </div>
      <LinkTabs
        label={t("tabs")}
        items={[
          { label: t("have"), href: "/listings/new", active: false },
          { label: t("want"), href: "/post-want", active: true },
        ]}
      />
      <WantForm initial={wants} sharing={{ groups: sharing.groups, chosen: sharing.wishes.filter((g) => sharing.groups.some((m) => m.id === g)) }} words={words} />
    </section>
  );
}
