import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { load } from "@/app/_doors/page";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ShareButton } from "@/components/ui/share-button";
import { getCrop, type CropPage } from "@/lib/listings/get-crop";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { categoryName } from "@/lib/validation/listings";
import { cropForSlug } from "@/lib/crops/crop-for";
import { CropSeasonNote } from "@/components/seasons/crop-season";
import { now } from "@/lib/clock";
import { getCropSeason, type CropSeason } from "@/lib/seasons/get-crop-season";
import { monthOfDate } from "@/lib/seasons/windows";
import { GROUPS_BY_SLUG } from "@/lib/crops/groups";
import { CROP_LANGUAGES, type CropLanguage } from "@/lib/crops/catalogue";
import { cropGermination, type CropGermination } from "@/lib/seed-lots/crop-germination";
import { getT, languageAlternates, pageLocale } from "@/app/_doors/locale";
import { categoryIn } from "@/lib/i18n/translate";

type Props = { params: Promise<{ slug: string }> };

/** The words of a crop's page in the page's language (issue 38). */
type T = Awaited<ReturnType<typeof getT<"marketCrop">>>;
const REGIONS = ["us", "uk", "au", "ca"] as const;
const region = (r: string, t: T) => ((REGIONS as readonly string[]).includes(r) ? t(r as (typeof REGIONS)[number]) : r);
const LANGUAGE: Record<CropLanguage, "es" | "ar"> = { es: "es", ar: "ar" };

/** The crop as this viewer may see its listings, once per request; null for an unknown slug. */
const loadCrop = cache(async (slug: string): Promise<CropPage | null> => {
  try {
    return await load(getCrop, { slug });
  } catch (e) {
    if (isAppError(e) && (e.kind === "not_found" || e.kind === "invalid")) return null;
    throw e;
  }
});

const gardeners = (n: number, t: T) => t("wanted", { n, count: String(n) });
/** "2 gardeners near Portland, OR want it": the viewer's own town, never anyone else's place. */
const nearby = (n: number, area: string | null, t: T) => (area === null ? t("wantedNearYou", { n, count: String(n) }) : t("wantedNear", { n, count: String(n), area }));

/** The crop's season at the signed-in viewer's own place (issue 35); null without a viewer or a place. */
async function loadSeason(slug: string): Promise<CropSeason | null> {
  try {
    return await load(getCropSeason, { slug });
  } catch (e) {
    if (isAppError(e)) return null;
    throw e;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const crop = await loadCrop((await params).slug);
  const t = await getT("marketCrop");
  if (!crop) return { title: t("notFound"), robots: { index: false } };
  const description = t("metaDescription", {
    crop: `${crop.label}${crop.scientific ? ` (${crop.scientific})` : ""}`,
    offer: crop.listings.length ? t("metaOnOffer", { n: String(crop.listings.length) }) : t("metaSwap"),
    wanted: gardeners(crop.wanted_by, t),
  });
  const url = `${env().PUBLIC_URL}/crops/${crop.slug}`;
  const first = crop.listings.find((l) => l.featured_image);
  const images = first ? [{ url: `${env().PUBLIC_URL}/api/${first.featured_image}`, alt: first.title }] : undefined;
  return {
    title: crop.label,
    description,
    alternates: await languageAlternates(url),
    openGraph: { type: "website", title: t("onGardenSwap", { crop: crop.label }), description, url, ...(images && { images }) },
    twitter: { card: images ? "summary_large_image" : "summary", title: t("onGardenSwap", { crop: crop.label }), description },
  };
}

/** /crops/<slug>: what the crop is called where, its varieties, who offers it and how many want it. */
export default async function CropPageView({ params }: Props) {
  const slug = (await params).slug;
  // Another name, a plural or a variety ("zucchini", "tomatoes") is the crop's page under its own address (308).
  const named = GROUPS_BY_SLUG.has(slug) ? null : cropForSlug(slug);
  if (named && named.slug !== slug) permanentRedirect(`/crops/${named.slug}`);
  const crop = await loadCrop(slug);
  if (!crop) notFound();
  const season = crop.wanted_nearby ? await loadSeason(crop.slug) : null;
  const germination: CropGermination | null = crop.type === "group" ? null : await load(cropGermination, { slug: crop.slug });
  const regional = crop.names.filter((n) => n.regions.length);
  const everywhere = crop.names.filter((n) => !n.regions.length);
  const inOtherLanguages = CROP_LANGUAGES.flatMap((lang) => crop.languages[lang].map((name) => ({ lang, name })));
  const [t, locale] = await Promise.all([getT("marketCrop"), pageLocale()]);
  const kind = crop.type === "group" ? t("group") : crop.kind === "veg" || crop.kind === "herb" || crop.kind === "fruit" || crop.kind === "flower" ? t(crop.kind) : crop.kind;
  const categories = crop.category_ids.map((id) => (id === 1 || id === 2 || id === 3 ? categoryIn(categoryName(id), locale) : t("uncategorized"))).join(locale === "ar" ? "، " : ", ");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-bold capitalize text-secondary">
          {t("usually", { kind, categories })}
        </p>
        <h1 className="text-3xl text-primary">{crop.label}</h1>
        {crop.scientific && <p className="italic text-muted">{crop.scientific}</p>}
        {crop.groups.length > 0 && (
          <p className="text-ink" data-testid="crop-groups">
            {t("partOf")}{" "}
            {crop.groups.map((g, i) => (
              <span key={g.slug}>
                {i > 0 && (i === crop.groups.length - 1 ? ` ${t("and")} ` : locale === "ar" ? "، " : ", ")}
                <Link href={`/crops/${g.slug}`} className="inline-flex min-h-11 items-center font-bold text-secondary underline">
                  {g.name.toLowerCase()}
                </Link>
              </span>
            ))}
          </p>
        )}
        <p className="text-ink" data-testid="crop-demand">
          {crop.wanted_nearby ? (
            <>
              <strong>{nearby(crop.wanted_nearby.count, crop.wanted_nearby.area, t)}</strong> {t("inAll", { n: String(crop.wanted_by) })} · {t("onOffer", { n: String(crop.listings.length) })}
            </>
          ) : (
            <>
              <strong>{gardeners(crop.wanted_by, t)}</strong> · {t("onOffer", { n: String(crop.listings.length) })}
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/listings?tab=public&q=${encodeURIComponent(crop.name)}`} variant="outline">
            {t("searchMarket")}
          </ButtonLink>
          <ShareButton url={`/crops/${crop.slug}`} title={t("onGardenSwap", { crop: crop.label })} label={t("share")} words={{ copied: t("copied"), failed: t("copyFailed") }} />
        </div>
      </header>

      {season && <CropSeasonNote season={season} month={monthOfDate(now())} area={crop.wanted_nearby?.area ?? null} />}
      {crop.members.length > 0 && (
        <section aria-labelledby="members" className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <h2 id="members" className="mb-2 text-lg text-secondary">
            {t("members")}
          </h2>
          <ul className="flex flex-wrap gap-2 text-sm" data-testid="group-members">
            {crop.members.map((m) => (
              <li key={m.slug}>
                <Link href={`/crops/${m.slug}`} className="inline-flex min-h-11 items-center rounded-full bg-secondary-soft px-4 font-bold text-ink underline-offset-2 hover:underline">
                  {m.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(regional.length > 0 || everywhere.length > 0 || inOtherLanguages.length > 0) && (
        <section aria-labelledby="names" className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <h2 id="names" className="mb-2 text-lg text-secondary">
            {t("alsoCalled")}
          </h2>
          <ul className="flex flex-wrap gap-2 text-sm">
            {[...regional, ...everywhere].map((n) => (
              <li key={n.name} className="rounded-full bg-secondary-soft px-3 py-1 text-ink">
                {n.name}
                {n.regions.length > 0 && <span className="text-muted"> · {n.regions.map((r) => region(r, t)).join(locale === "ar" ? "، " : ", ")}</span>}
              </li>
            ))}
            {inOtherLanguages.map((n) => (
              <li key={`${n.lang}:${n.name}`} className="rounded-full bg-secondary-soft px-3 py-1 text-ink">
                <span lang={n.lang} dir="auto">
                  {n.name}
                </span>
                <span className="text-muted"> · {t(LANGUAGE[n.lang])}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="offers" className="flex flex-col gap-3">
        <h2 id="offers" className="text-xl text-primary">
          {t("onOfferTitle")}
        </h2>
        {crop.listings.length ? (
          <CardGrid label={t("cards", { crop: crop.name })}>
            {crop.listings.map((l) => (
              <ListingCard key={l.id} listing={l} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState action={<ButtonLink href="/post-want">{t("addToWishList")}</ButtonLink>}>{t("nobodyOffering", { crop: crop.name.toLowerCase() })}</EmptyState>
        )}
      </section>

      {crop.varieties.length > 0 && (
        <section aria-labelledby="varieties" className="rounded-2xl bg-white p-4 ring-1 ring-line">
          <h2 id="varieties" className="mb-2 text-lg text-secondary">
            {t("varieties")}
          </h2>
          <p className="text-sm leading-relaxed text-ink">{crop.varieties.join(" · ")}</p>
        </section>
      )}
      {germination && germination.varieties.length > 0 && <Germination data={germination} t={t} />}
      <p className="text-sm text-muted">
        {t(crop.type === "group" ? "wishGroup" : "wishCrop", { crop: crop.name.toLowerCase() })}{" "}
        <Link href="/post-want" className="font-bold text-secondary underline">{t("editWishList")}</Link>
      </p>
    </div>
  );
}

/**
 * Issue 36: how saved seed came up, by variety and region, from gardeners' grow-out reports; a region
 * shows once it has 5 reports (fewer say little, and could point at who sent them).
 */
function Germination({ data, t }: { data: CropGermination; t: T }) {
  return (
    <section aria-labelledby="germination" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h2 id="germination" className="mb-1 text-lg text-secondary">
        {t("germTitle")}
      </h2>
      <p className="mb-3 text-sm text-muted">{t("germIntro")}</p>
      <ul className="flex flex-col gap-3">
        {data.varieties.map((v) => (
          <li key={v.variety}>
            <h3 className="font-bold text-ink">{v.variety_name}</h3>
            <ul className="text-sm text-ink">
              {v.regions.map((r) => (
                <li key={r.region}>
                  {t("germLine", { region: r.region, germination: String(r.germination_percent), trueToType: String(r.true_to_type_percent), reports: String(r.reports) })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
