import type { Metadata } from "next";
import { load, requirePageViewer } from "@/app/_doors/page";
import { EventForm } from "@/components/events/event-form";
import { plannableGroups } from "@/lib/swap-days/plannable-groups";
import { getT, getWords } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("communityNewEvent"))("title") };
}

type Props = { searchParams: Promise<{ group?: string | string[] }> };

/** Plan a swap day (issue 34): public, or for a group the viewer runs (owner or admin). */
export default async function NewEventPage({ searchParams }: Props) {
  await requirePageViewer("/events/new");
  const [groups, t, words] = await Promise.all([load(plannableGroups, {}), getT("communityNewEvent"), getWords("communityEventForm")]);
  const raw = (await searchParams).group;
  const wanted = Number(Array.isArray(raw) ? raw[0] : raw);
  const groupId = groups.some((g) => g.id === wanted) ? wanted : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 py-4">
      <h1 className="text-2xl text-primary">{t("title")}</h1>
      <p className="text-muted">{t("intro")}</p>
      <EventForm groups={groups} groupId={groupId} words={words} />
    </div>
  );
}
