import type { Metadata } from "next";
import { GroupCard, GroupList } from "@/components/groups/group-card";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { getPageViewer, load, visitorArea } from "@/app/_doors/page";
import { isAppError } from "@/lib/errors";
import type { GroupCard as Group } from "@/lib/groups";
import { listGroups } from "@/lib/groups/list-groups";
import { suggestGroups, type SuggestedGroup } from "@/lib/groups/suggest-groups";
import { log } from "@/lib/log";

export const metadata: Metadata = {
  title: "Garden groups",
  description: "Community gardens, allotment sites, streets, schools and seed libraries swapping produce, seeds and plants on GardenSwap.",
};

/** A list that must not take the page down: a refusal (e.g. too many places today) or an outage shows as empty. */
async function orEmpty<T>(p: Promise<T[]>): Promise<T[]> {
  try {
    return await p;
  } catch (e) {
    if (!isAppError(e)) log.error("groups list failed", e);
    return [];
  }
}

/** /groups: my groups, suggested groups, groups near me (or near a visitor's area), and "Start a group". */
export default async function GroupsPage() {
  const viewer = await getPageViewer();
  const near = await visitorArea(viewer);
  const [mine, suggested, nearby] = await Promise.all([
    viewer ? orEmpty<Group>(load(listGroups, { mine: true })) : Promise.resolve([] as Group[]),
    viewer ? orEmpty<SuggestedGroup>(load(suggestGroups, {})) : Promise.resolve([] as SuggestedGroup[]),
    orEmpty<Group>(viewer || near ? load(listGroups, { near }) : Promise.resolve([])),
  ]);
  const shownNear = nearby.filter((g) => !g.my_status && !suggested.some((s) => s.id === g.id));
  return (
    <div className="mx-auto max-w-4xl space-y-8 pt-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl text-primary md:text-3xl">Garden groups</h1>
          <p className="text-muted">Community gardens, allotments, streets, schools and seed libraries near you.</p>
        </div>
        <ButtonLink href="/groups/new">Start a group</ButtonLink>
      </div>

      {viewer && (
        <section aria-labelledby="mine-heading" className="space-y-3">
          <h2 id="mine-heading" className="text-xl text-primary">
            My groups
          </h2>
          {mine.length ? (
            <GroupList label="My groups">
              {mine.map((g) => (
                <GroupCard key={g.id} group={g} />
              ))}
            </GroupList>
          ) : (
            <EmptyState>You are not in a group yet. Join one near you, or start one for your garden or street.</EmptyState>
          )}
        </section>
      )}

      {suggested.length > 0 && (
        <section aria-labelledby="suggested-heading" className="space-y-3">
          <h2 id="suggested-heading" className="text-xl text-primary">
            Suggested for you
          </h2>
          <GroupList label="Suggested groups">
            {suggested.map((g) => (
              <GroupCard key={g.id} group={g} note={`Grows ${g.shared_crops} ${g.shared_crops === 1 ? "crop" : "crops"} you grow or want`} />
            ))}
          </GroupList>
        </section>
      )}

      <section aria-labelledby="near-heading" className="space-y-3">
        <h2 id="near-heading" className="text-xl text-primary">
          Groups near you
        </h2>
        {shownNear.length ? (
          <GroupList label="Groups near you">
            {shownNear.map((g) => (
              <GroupCard key={g.id} group={g} />
            ))}
          </GroupList>
        ) : (
          <EmptyState action={<ButtonLink href="/groups/new" size="sm">Start a group</ButtonLink>}>
            {viewer || near ? "No other groups near you yet." : "Choose your area on the marketplace to see groups near you."}
          </EmptyState>
        )}
      </section>
    </div>
  );
}
