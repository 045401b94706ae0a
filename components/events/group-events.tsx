import { load } from "@/app/_doors/page";
import { getT } from "@/app/_doors/locale";
import { ButtonLink } from "@/components/ui/button";
import { listGroupEvents } from "@/lib/swap-days/list-group-events";
import { EventCard } from "./event-card";

/**
 * The "Swap days" section of a group's page (issue 34): its upcoming swap days as the viewer may see
 * them (members-only ones for members). `canPlan`: the group's owner or an admin sees "Plan a swap day".
 */
export async function GroupEvents({ groupId, canPlan = false }: { groupId: number; canPlan?: boolean }) {
  const [{ items }, t] = await Promise.all([load(listGroupEvents, { group_id: groupId }), getT("communityEvents")]);
  return (
    <section aria-labelledby={`group-${groupId}-events`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`group-${groupId}-events`} className="text-xl text-primary">
          {t("title")}
        </h2>
        {canPlan && (
          <ButtonLink href={`/events/new?group=${groupId}`} size="sm" variant="outline">
            {t("plan")}
          </ButtonLink>
        )}
      </div>
      {items.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((e) => (
            <EventCard key={e.id} e={e} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("empty")}</p>
      )}
    </section>
  );
}
