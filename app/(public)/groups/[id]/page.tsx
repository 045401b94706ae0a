import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { InvitePanel } from "@/components/groups/invite-panel";
import { JoinGroup } from "@/components/groups/join-group";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { Alert } from "@/components/ui/alert";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ShareButton } from "@/components/ui/share-button";
import { UserText } from "@/components/ui/user-text";
import { JsonLd } from "@/components/seo/json-ld";
import { getPageViewer, load } from "@/app/_doors/page";
import { env } from "@/lib/env";
import { getGroupImpact } from "@/lib/groups/group-impact";
import { ImpactFigures } from "@/components/impact/impact-figures";
import { isAppError } from "@/lib/errors";
import { getGroup, type GroupDetail } from "@/lib/groups/get-group";
import { listGroupListings } from "@/lib/groups/list-group-listings";
import { log } from "@/lib/log";
import { GroupEvents } from "@/components/events/group-events";
import { getT, getWords, languageAlternates, pageLocale } from "@/app/_doors/locale";
import { cropNameIn } from "@/components/seasons/crop-name";
import { distanceIn } from "@/lib/i18n/translate";

type Props = { params: Promise<{ id: string }> };
const parseId = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** The group, once per request (metadata and page share it); null when there is none to see. */
const loadGroup = cache(async (id: number): Promise<GroupDetail | null> => {
  try {
    return await load(getGroup, { id });
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") return null;
    throw e;
  }
});
const loadListings = cache((id: number) => load(listGroupListings, { id }));

const SITE_IMAGE = { url: "/og.png", width: 1200, height: 630, alt: "GardenSwap" };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseId((await params).id);
  const group = id ? await loadGroup(id).catch(() => null) : null;
  const [t, kinds] = await Promise.all([getT("communityGroupPage"), getT("communityGroupKinds")]);
  if (!group) return { title: t("notFound"), robots: { index: false } };
  const description = t("metaDescription", { kind: kinds(group.kind), place: group.place, n: group.member_count });
  const url = `${env().PUBLIC_URL}/groups/${group.id}`;
  // The newest public listing's photo shows what the group grows; else the site's picture.
  const photo = (await loadListings(group.id).catch(() => [])).find((l) => l.is_public && l.featured_image)?.featured_image;
  const images = photo ? [{ url: `${env().PUBLIC_URL}/api/${photo}`, alt: group.name }] : [SITE_IMAGE];
  return {
    title: group.name,
    description,
    alternates: await languageAlternates(url),
    robots: group.hidden ? { index: false } : undefined,
    openGraph: { type: "website", title: t("onGardenSwap", { name: group.name }), description, url, siteName: "GardenSwap", images },
    twitter: { card: photo ? "summary_large_image" : "summary", title: t("onGardenSwap", { name: group.name }), description, images: images.map((i) => i.url) },
  };
}

/** Issue 37: what the members handed over to each other in the last 12 weeks, and the CSV for a funding report (members only). */
async function GroupImpact({ groupId }: { groupId: number }) {
  const [impact, t] = await Promise.all([load(getGroupImpact, { id: groupId }), getT("communityGroupPage")]);
  return (
    <section aria-labelledby="impact-heading" className="space-y-3 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
      <h2 id="impact-heading" className="text-xl text-primary">
        {t("impactHeading")}
      </h2>
      <ImpactFigures figures={impact.totals.trades ? impact.totals : { ...impact.totals, shown: false }} factors={impact.factors} empty={t("impactEmpty")} />
      <a href={`/api/groups/${groupId}/impact?format=csv&from=${impact.from}&to=${impact.to}`} download className={buttonClass({ variant: "outline", size: "sm" })}>
        {t("downloadCsv")}
      </a>
    </section>
  );
}

export default async function GroupPage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const [viewer, t, kinds, locale, joinWords, inviteWords, copyWords] = await Promise.all([
    getPageViewer(),
    getT("communityGroupPage"),
    getT("communityGroupKinds"),
    pageLocale(),
    getWords("communityJoinGroup"),
    getWords("communityInvitePanel"),
    getWords("accountCopyLink"),
  ]);
  let group: GroupDetail | null;
  try {
    group = await loadGroup(id);
  } catch (e) {
    log.error("group page failed to load", e);
    return (
      <div className="mx-auto max-w-md py-10">
        <Alert>{t("loadFailed")}</Alert>
      </div>
    );
  }
  if (!group) notFound();
  const listings = await loadListings(id).catch(() => []);
  const url = `${env().PUBLIC_URL}/groups/${group.id}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6 pt-2">
      <JsonLd data={{ "@context": "https://schema.org", "@type": "Organization", name: group.name, url, description: group.description, areaServed: group.place }} />
      <section aria-labelledby="group-name" className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
        {group.hidden && <Alert tone="info">{t("hidden")}</Alert>}
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-bold uppercase tracking-wide text-secondary">{kinds(group.kind)}</p>
            <h1 id="group-name" dir="auto" className="user-text text-3xl text-primary">
              {group.name}
            </h1>
            <p className="text-muted">
              {group.place}
              {group.distance_bucket ? ` · ${distanceIn(group.distance_bucket, locale)}` : ""} · {t("members", { n: group.member_count })} ·{" "}
              {group.join === "open" ? t("openToAll") : t("byApproval")}
            </p>
          </div>
          <ShareButton url={`/groups/${group.id}`} title={t("onGardenSwap", { name: group.name })} label={t("share")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
        </div>
        {group.board.length > 0 && (
          <ul aria-label={t("board")} className="space-y-1 rounded-2xl bg-secondary-soft p-4">
            {group.board.map((b) => (
              <li key={b.crop} className="font-bold text-secondary">
                {locale === "en" ? b.text : t("boardLine", { plots: b.plots, crop: cropNameIn(b.crop, b.name.toLowerCase(), locale) })}
              </li>
            ))}
          </ul>
        )}
        <UserText as="p" text={group.description} links className="block whitespace-pre-line" />
        {group.rules && (
          <div>
            <h2 className="text-lg text-primary">{t("rules")}</h2>
            <UserText as="p" text={group.rules} className="block whitespace-pre-line" />
          </div>
        )}
        <div className="border-t border-line pt-4">
          {viewer ? (
            <JoinGroup groupId={group.id} join={group.join} question={group.question} status={group.my_status} role={group.my_role} words={joinWords} />
          ) : (
            <ButtonLink href={`/login?next=${encodeURIComponent(`/groups/${group.id}`)}`}>{group.join === "open" ? t("signInJoin") : t("signInAsk")}</ButtonLink>
          )}
        </div>
        {group.is_admin && (
          <ButtonLink href={`/groups/${group.id}/members`} variant="outline" size="sm">
            {t("membersAndRequests")}
          </ButtonLink>
        )}
      </section>

      {group.can_invite && (
        <section aria-labelledby="invite-heading" className="rounded-3xl border border-line bg-white p-5 shadow-sm md:p-7">
          <h2 id="invite-heading" className="mb-3 text-xl text-primary">
            {t("invite")}
          </h2>
          <InvitePanel groupId={group.id} groupName={group.name} words={inviteWords} copyWords={copyWords} />
        </section>
      )}

      {group.my_status === "member" && <GroupImpact groupId={group.id} />}

      <GroupEvents groupId={group.id} canPlan={group.is_admin} />

      <section aria-labelledby="listings-heading" className="space-y-3">
        <h2 id="listings-heading" className="text-xl text-primary">
          {t("shown")}
        </h2>
        {listings.length ? (
          <CardGrid label={t("listingsIn", { name: group.name })}>
            {listings.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState>{t("shownEmpty")}</EmptyState>
        )}
      </section>
    </div>
  );
}
