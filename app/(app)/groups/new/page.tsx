import type { Metadata } from "next";
import { NewGroupFormLater } from "@/components/groups/new-group-form-later";
import { requirePageViewer } from "@/app/_doors/page";
import { getT, getWords } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("communityNewGroup"))("title") };
}

/** /groups/new: start a garden group; its creator becomes its owner. */
export default async function NewGroupPage() {
  await requirePageViewer("/groups/new");
  const [t, words, kinds] = await Promise.all([getT("communityNewGroup"), getWords("communityNewGroupForm"), getWords("communityGroupKinds")]);
  return (
    <section className="mx-auto max-w-xl space-y-5">
      <div>
        <h1 className="text-2xl text-primary md:text-3xl">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-7">
        <NewGroupFormLater words={words} kinds={kinds} />
      </div>
    </section>
  );
}
