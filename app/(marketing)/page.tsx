import type { Metadata } from "next";
import Link from "next/link";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { ButtonLink } from "@/components/ui/button";
import { ChatIcon, HeartIcon, LeafIcon, UserPlusIcon } from "@/components/ui/icons";
import { getPageViewer } from "@/lib/auth/page";

export const metadata: Metadata = {
  title: { absolute: "GardenSwap — swap seeds, plants and produce with your neighbours" },
  openGraph: { title: "GardenSwap", description: "Sell, swap or give away seeds, plants and produce with gardeners near you." },
};

const STEPS = [
  { title: "List", text: "Post what you have — a glut of courgettes, spare seedlings, saved seeds — and what you wish for.", icon: <LeafIcon /> },
  { title: "Connect", text: "Add neighbours and fellow growers as friends, and see what their gardens have to share.", icon: <UserPlusIcon /> },
  { title: "Share", text: "Sell, swap or give away. Message each other live and arrange the hand-over.", icon: <ChatIcon /> },
  { title: "Match", text: "When something on your wish list turns up, you get a notification straight away.", icon: <HeartIcon /> },
];

export default async function LandingPage() {
  const signedIn = !!(await getPageViewer());
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={signedIn} />
      <main className="flex-1">
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-5 pb-16 pt-6 md:grid-cols-2 md:pt-14">
          <div>
            <p className="mb-3 inline-block rounded-full bg-secondary-soft px-3 py-1 text-sm font-bold text-secondary">Free for every home gardener</p>
            <h1 className="text-4xl leading-tight text-primary md:text-6xl">Too many tomatoes? Swap them with the street.</h1>
            <p className="mt-5 max-w-xl text-lg text-muted">
              GardenSwap is the neighbourhood marketplace for seeds, plants and produce. Keep a have list and a wish list, and we will send you a notification when a match appears in your wish list.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              {signedIn ? (
                <ButtonLink href="/listings" size="lg">Marketplace</ButtonLink>
              ) : (
                <ButtonLink href="/register" size="lg">Sign up</ButtonLink>
              )}
              <ButtonLink href={signedIn ? "/listings" : "/login"} size="lg" variant="outline">
                Try it out for free
              </ButtonLink>
            </div>
          </div>
          <HeroArt />
        </section>

        <section aria-labelledby="how" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-5">
            <h2 id="how" className="text-center text-3xl text-primary">How it works</h2>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {STEPS.map((s, i) => (
                <li key={s.title} className="rounded-2xl border border-line bg-cream p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex h-11 w-11 items-center justify-center rounded-full bg-secondary text-white">{s.icon}</span>
                    <span className="text-sm font-bold text-muted">Step {i + 1}</span>
                  </div>
                  <h3 className="mt-4 text-2xl text-primary">{s.title}</h3>
                  <p className="mt-2 text-muted">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="about" className="mx-auto grid max-w-6xl gap-8 px-5 py-16 md:grid-cols-2">
          <h2 id="about" className="text-3xl text-primary">About GardenSwap</h2>
          <div className="space-y-4 text-lg text-muted">
            <p>
              Every garden makes more than one household can use, and every gardener wishes for something the garden next door has. GardenSwap connects the two — no fees, no ads, just neighbours.
            </p>
            <p>
              Listings can be public or shared only with friends, so you decide who sees your plot. <Link href={signedIn ? "/listings" : "/register"} className="font-bold text-secondary underline underline-offset-4">Start your first list</Link>.
            </p>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

function HeroArt() {
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-md">
      <div className="absolute inset-6 rounded-[40%] bg-secondary-soft" />
      <svg viewBox="0 0 400 400" className="relative h-full w-full">
        <ellipse cx="200" cy="330" rx="150" ry="26" fill="#d9c9b2" />
        <path d="M200 320V170" stroke="#24440D" strokeWidth="10" strokeLinecap="round" />
        <path d="M200 200c0-50 35-85 95-90 0 60-35 90-95 90z" fill="#4f7d2a" />
        <path d="M200 250c0-45-30-75-85-80 0 55 30 80 85 80z" fill="#6f9f3a" />
        <circle cx="135" cy="300" r="30" fill="#b3261e" />
        <circle cx="185" cy="308" r="24" fill="#c6452f" />
        <circle cx="262" cy="300" r="28" fill="#501C19" />
        <path d="M128 272l7-10 7 10" stroke="#24440D" strokeWidth="5" fill="none" strokeLinecap="round" />
        <rect x="280" y="150" width="70" height="90" rx="10" fill="#fbf8f2" stroke="#501C19" strokeWidth="4" />
        <path d="M295 175h40M295 195h40M295 215h25" stroke="#501C19" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </div>
  );
}
