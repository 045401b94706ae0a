import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { HeroArt } from "@/components/marketing/hero-art";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { ButtonLink } from "@/components/ui/button";
import { ChatIcon } from "@/components/ui/icons/chat";
import { HeartIcon } from "@/components/ui/icons/heart";
import { LeafIcon } from "@/components/ui/icons/leaf";
import { UserPlusIcon } from "@/components/ui/icons/user-plus";
import { getPageViewer, load, visitorArea } from "@/app/_doors/page";
import { CardGrid, ListingCard } from "@/components/listings/listing-card";
import type { ListingDTO } from "@/lib/listings";
import { listListings } from "@/lib/listings/list-listings";
import { log } from "@/lib/log";
import { getT, languageAlternates } from "@/app/_doors/locale";

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const [site, t] = await Promise.all([getT("pagesSite"), getT("pagesHome")]);
  const description = t("description");
  return {
    title: { absolute: site("title") },
    description,
    // Next replaces (does not merge) the layout's openGraph: repeat the image here.
    openGraph: { title: "GardenSwap", description, url: "/", siteName: "GardenSwap", type: "website", images: [{ url: "/og.png", width: 1200, height: 630, alt: "GardenSwap" }] },
    twitter: { card: "summary_large_image", title: "GardenSwap", description, images: ["/og.png"] },
    alternates: await languageAlternates("/"),
  };
}

/** Each step's catalogue keys ("…Title", "…Text", lib/i18n/messages/areas/pages.ts). */
const STEPS = [
  { key: "list", icon: <LeafIcon /> },
  { key: "connect", icon: <UserPlusIcon /> },
  { key: "share", icon: <ChatIcon /> },
  { key: "match", icon: <HeartIcon /> },
] as const;

const CATEGORIES = [
  { key: "produce", color: "bg-[#f6e3dc] text-[#8a2a1c]", art: <TomatoArt /> },
  { key: "seeds", color: "bg-[#f3ead2] text-[#6b4d12]", art: <SeedArt /> },
  { key: "plants", color: "bg-secondary-soft text-secondary", art: <SproutArt /> },
] as const;

const PROMISES = ["freeAlways", "youChoose", "neighbours"] as const;

/** How many live listings the landing page shows visitors (issue 31 item 4). */
const LIVE_COUNT = 4;

/**
 * A few live public listings: near the visitor's area when their cookie names one (within 50 km,
 * nearest first), else the newest anywhere. Never breaks the landing page: no listings, no section.
 */
async function liveListings(near: string | undefined): Promise<ListingDTO[]> {
  try {
    if (near) {
      const nearby = await load(listListings, { public: "true", sort: "distance", within_km: "50", near, limit: String(LIVE_COUNT) });
      if (nearby.items.length) return nearby.items;
    }
    return (await load(listListings, { public: "true", sort: "newest", limit: String(LIVE_COUNT) })).items;
  } catch (e) {
    log.error("landing page listings failed to load", e);
    return [];
  }
}

export default async function LandingPage() {
  const viewer = await getPageViewer();
  const signedIn = !!viewer;
  const near = await visitorArea(viewer);
  const [live, t] = await Promise.all([liveListings(near), getT("pagesHome")]);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* Hero */}
        <section className="mx-auto grid w-full max-w-6xl items-center gap-8 px-5 pb-14 pt-8 md:grid-cols-[1.1fr_1fr] md:gap-12 md:pb-20 md:pt-16">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-secondary-soft px-3 py-1 text-sm font-bold text-secondary">
              <span aria-hidden className="h-2 w-2 rounded-full bg-secondary" />
              {t("badge")}
            </p>
            <h1 className="text-[2.5rem] leading-[1.1] text-primary sm:text-5xl md:text-6xl">{t("heading")}</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
              {t("intro")}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              {signedIn ? (
                <ButtonLink href="/listings" size="lg" className="shadow-lg shadow-primary/20">
                  {t("marketplace")}
                </ButtonLink>
              ) : (
                <ButtonLink href="/register" size="lg" className="shadow-lg shadow-primary/20">
                  {t("signUp")}
                </ButtonLink>
              )}
              <ButtonLink href={signedIn ? "/listings" : "/login"} size="lg" variant="outline">
                {t("tryFree")}
              </ButtonLink>
            </div>
            {!signedIn && (
              // Browse first, sign up when you act: the public marketplace needs no account.
              <p className="mt-4">
                <Link href="/listings?tab=public&category=all" className="inline-flex min-h-11 items-center gap-1 font-bold text-secondary underline underline-offset-4 hover:text-secondary-hover">
                  {t("browse")}{" "}
                  <span aria-hidden className="inline-block rtl:-scale-x-100">
                    →
                  </span>
                </Link>
              </p>
            )}
            <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm font-bold text-muted">
              {[t("noFees"), t("friendsOrPublic"), t("liveChat")].map((perk) => (
                <li key={perk} className="flex items-center gap-1.5">
                  <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 text-secondary">
                    <path d="M4 10.5l4 4 8-9" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {perk}
                </li>
              ))}
            </ul>
          </div>
          <HeroArt />
        </section>

        {live.length > 0 && (
          <section aria-labelledby="live" className="mx-auto w-full max-w-6xl px-5 pb-16">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
              <h2 id="live" className="text-2xl text-primary md:text-3xl">
                {near ? t("nearYou") : t("fresh")}
              </h2>
              <Link href="/listings?tab=public&category=all" className="inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-4">
                {t("seeAll")}
              </Link>
            </div>
            <CardGrid label={t("liveLabel")}>
              {live.map((l) => (
                <ListingCard key={l.id} listing={l} />
              ))}
            </CardGrid>
          </section>
        )}

        {/* What gardeners trade */}
        <section aria-labelledby="what" className="mx-auto w-full max-w-6xl px-5 pb-16">
          <h2 id="what" className="sr-only">
            {t("whatHeading")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {CATEGORIES.map((c) => (
              <li key={c.key} className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
                <span className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl ${c.color}`}>{c.art}</span>
                <span>
                  <span className="block text-lg font-bold text-ink">{t(c.key)}</span>
                  <span className="block text-sm leading-snug text-muted">{t(`${c.key}Text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        {/* How it works */}
        <section aria-labelledby="how" className="bg-white py-16 md:py-20">
          <div className="mx-auto w-full max-w-6xl px-5">
            <p className="text-center text-sm font-bold uppercase tracking-widest text-secondary">{t("fourSteps")}</p>
            <h2 id="how" className="mt-2 text-center text-3xl text-primary md:text-4xl">
              {t("howItWorks")}
            </h2>
            <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {STEPS.map((s, i) => (
                <li key={s.key} className="relative rounded-2xl border border-line bg-cream p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex h-11 w-11 items-center justify-center rounded-full bg-secondary text-white">{s.icon}</span>
                    <span className="text-sm font-bold text-muted">{t("step", { n: String(i + 1) })}</span>
                  </div>
                  <h3 className="mt-4 text-2xl text-primary">{t(`${s.key}Title`)}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{t(`${s.key}Text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        {/* About */}
        <section aria-labelledby="about" className="mx-auto grid w-full max-w-6xl gap-10 px-5 py-16 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-secondary">{t("ourStory")}</p>
            <h2 id="about" className="mt-2 text-3xl text-primary md:text-4xl">
              {t("about")}
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted">
              <p>{t("aboutText")}</p>
              <p>
                {t("aboutVisibility")}{" "}
                <Link href={signedIn ? "/listings" : "/register"} className="font-bold text-secondary underline underline-offset-4 hover:text-secondary-hover">
                  {t("startFirst")}
                </Link>
                .
              </p>
            </div>
          </div>
          <ul className="space-y-4">
            {PROMISES.map((p) => (
              <li key={p} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
                <span aria-hidden className="mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <svg viewBox="0 0 20 20" className="h-4 w-4">
                    <path d="M4 10.5l4 4 8-9" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
                <span>
                  <span className="block text-lg font-bold text-ink">{t(p)}</span>
                  <span className="mt-1 block leading-relaxed text-muted">{t(`${p}Text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        {/* Closing call to action */}
        <section className="mx-auto w-full max-w-6xl px-5 pb-16 md:pb-20">
          <div className="relative w-full overflow-hidden rounded-3xl bg-secondary px-6 py-12 text-center text-white md:py-16">
            <svg aria-hidden viewBox="0 0 200 200" className="absolute -left-10 -top-10 h-48 w-48 text-white/10">
              <path d="M100 180c0-60 30-110 90-120 0 70-40 120-90 120zM100 180c0-50-25-90-80-100 0 60 35 100 80 100z" fill="currentColor" />
            </svg>
            <h2 className="relative text-3xl md:text-4xl">{t("ctaHeading")}</h2>
            <p className="relative mx-auto mt-3 max-w-xl text-lg text-white/85">{t("ctaText")}</p>
            <Link
              href={signedIn ? "/my-listings" : "/register"}
              className="relative mt-7 inline-flex h-13 items-center justify-center rounded-full bg-white px-7 text-lg font-bold text-secondary shadow-lg shadow-black/10 transition-colors hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {signedIn ? t("goToLists") : t("createAccount")}
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

function TomatoArt() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" className="h-10 w-10">
      <circle cx="24" cy="27" r="15" fill="#c6452f" />
      <circle cx="19" cy="22" r="4" fill="#fff" opacity=".25" />
      <path d="M24 12l3 4 5-2-3 5 5 2-6 1-4 3-4-3-6-1 5-2-3-5 5 2z" fill="#24440D" />
    </svg>
  );
}

function SeedArt() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" className="h-10 w-10">
      <ellipse cx="17" cy="28" rx="6" ry="9" transform="rotate(-25 17 28)" fill="#8a5a1c" />
      <ellipse cx="31" cy="22" rx="6" ry="9" transform="rotate(20 31 22)" fill="#b07a2c" />
      <ellipse cx="29" cy="36" rx="5" ry="7" transform="rotate(70 29 36)" fill="#6b4d12" />
    </svg>
  );
}

function SproutArt() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" className="h-10 w-10">
      <path d="M14 34h20l-3 10H17z" fill="#501C19" />
      <path d="M24 34V20" stroke="#24440D" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 22c0-8 5-12 13-13 0 8-5 13-13 13z" fill="#4f7d2a" />
      <path d="M24 26c0-7-4-10-11-11 0 7 4 11 11 11z" fill="#6f9f3a" />
    </svg>
  );
}
