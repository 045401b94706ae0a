import type { Metadata } from "next";
import { getPageViewer, load } from "@/app/_doors/page";
import { EventCard } from "@/components/events/event-card";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { isAppError } from "@/lib/errors";
import { listEvents } from "@/lib/swap-days/list-events";
import { getT } from "@/app/_doors/locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("communityEvents");
  return { title: t("metaTitle"), description: t("metaDescription") };
}

type Props = { searchParams: Promise<{ near?: string | string[] }> };

/** Swap days (issue 34): upcoming ones near me (nearest bucket first), and the ones I'm going to or organise. */
export default async function EventsPage({ searchParams }: Props) {
  const [viewer, t] = await Promise.all([getPageViewer(), getT("communityEvents")]);
  const raw = (await searchParams).near;
  const near = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
  let data: Awaited<ReturnType<typeof listEvents.run>>;
  let nearError: string | null = null;
  try {
    data = await load(listEvents, { near });
  } catch (e) {
    if (!isAppError(e) || e.kind !== "invalid") throw e;
    nearError = e.message;
    data = await load(listEvents, {});
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl text-primary">{t("title")}</h1>
        {viewer && <ButtonLink href="/events/new">{t("plan")}</ButtonLink>}
      </div>
      <form method="get" role="search" aria-label={t("searchLabel")} className="flex flex-wrap items-end gap-2">
        <div className="min-w-52 flex-1 sm:max-w-xs">
          <label htmlFor="near" className="mb-1 block text-sm font-bold text-ink">
            {t("near")}
          </label>
          <input
            id="near"
            name="near"
            defaultValue={near ?? ""}
            placeholder={t("nearPlaceholder")}
            aria-invalid={nearError ? true : undefined}
            aria-describedby={nearError ? "near-error" : undefined}
            className="block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-base text-ink focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
          />
        </div>
        <button type="submit" className="inline-flex h-11 items-center rounded-full bg-secondary px-5 font-bold text-white hover:bg-secondary-hover">
          {t("show")}
        </button>
        {nearError && (
          <p id="near-error" role="alert" className="basis-full text-sm text-red-700">
            {nearError}
          </p>
        )}
      </form>
      {viewer && data.mine.length > 0 && (
        <section aria-labelledby="mine-heading" className="flex flex-col gap-3">
          <h2 id="mine-heading" className="text-xl text-primary">
            {t("mine")}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {data.mine.map((e) => (
              <EventCard key={e.id} e={e} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
        <h2 id="upcoming-heading" className="text-xl text-primary">
          {data.near_label ? t("upcomingNear", { place: data.near_label }) : t("upcoming")}
        </h2>
        {data.items.length ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.items.map((e) => (
              <EventCard key={e.id} e={e} />
            ))}
          </ul>
        ) : (
          <EmptyState action={viewer ? <ButtonLink href="/events/new" size="sm">{t("planOne")}</ButtonLink> : undefined}>{t("empty")}</EmptyState>
        )}
      </section>
    </div>
  );
}
