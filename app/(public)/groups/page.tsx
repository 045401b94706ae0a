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
import { getT } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("communityGroupsList");
  return { title: t("metaTitle"), description: t("metaDescription") };
}

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
  const t = await getT("communityGroupsList");
  const shownNear = nearby.filter((g) => !g.my_status && !suggested.some((s) => s.id === g.id));
  return (
    <div className="mx-auto max-w-4xl space-y-8 pt-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl text-primary md:text-3xl">{t("title")}</h1>
          <p className="text-muted">{t("intro")}</p>
        </div>
        <ButtonLink href="/groups/new">{t("start")}</ButtonLink>
      </div>

      {viewer && (
        <section aria-labelledby="mine-heading" className="space-y-3">
          <h2 id="mine-heading" className="text-xl text-primary">
            {t("mine")}
          </h2>
          {mine.length ? (
            <GroupList label={t("mine")}>
              {mine.map((g) => (
                <GroupCard key={g.id} group={g} />
              ))}
            </GroupList>
          ) : (
            <EmptyState>{t("mineEmpty")}</EmptyState>
          )}
        </section>
      )}

      {suggested.length > 0 && (
        <section aria-labelledby="suggested-heading" className="space-y-3">
          <h2 id="suggested-heading" className="text-xl text-primary">
            {t("suggested")}
          </h2>
          <GroupList label={t("suggestedLabel")}>
            {suggested.map((g) => (
              <GroupCard key={g.id} group={g} note={t("sharedCrops", { n: g.shared_crops })} />
            ))}
          </GroupList>
        </section>
      )}

      <section aria-labelledby="near-heading" className="space-y-3">
        <h2 id="near-heading" className="text-xl text-primary">
          {t("near")}
        </h2>
        {shownNear.length ? (
          <GroupList label={t("near")}>
            {shownNear.map((g) => (
              <GroupCard key={g.id} group={g} />
            ))}
          </GroupList>
        ) : (
          <EmptyState action={<ButtonLink href="/groups/new" size="sm">{t("start")}</ButtonLink>}>
            {viewer || near ? t("nearEmpty") : t("chooseArea")}
          </EmptyState>
        )}
      </section>
    </div>
  );
}
