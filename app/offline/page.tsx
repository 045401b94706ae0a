import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Logo } from "@/components/shell/logo";
import { getT } from "@/app/_doors/locale";

// Built once and precached by the service worker (no request, so the words are English: issue 38).
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT("talkOffline"))("title"), robots: { index: false } };
}
export const dynamic = "force-static";

/** The pages the service worker keeps readable offline once seen (sw/sw.ts), with the catalogue key of each name. */
const SAVED = [
  ["/my-listings", "myListings"],
  ["/post-want", "wishList"],
  ["/messages", "messages"],
  ["/listings", "marketplace"],
] as const;

/** Shown by the service worker for a page this device has never saved while there is no connection. */
export default async function OfflinePage() {
  const t = await getT("talkOffline");
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <Logo />
      <h1 className="text-2xl text-primary">{t("title")}</h1>
      <p className="text-muted">{t("body")}</p>
      <div className="flex w-full flex-col gap-3">
        {/*
          A plain link to this very address, not a script: the worker serves this page from its
          precache, whose static HTML carries no nonce for this response's Content-Security-Policy,
          so no script on it runs (issue 31). Following the link asks the network again: with the
          signal back the page opens, without it this page comes back.
        */}
        <a
          href=""
          data-testid="offline-retry"
          className="inline-flex h-12 items-center justify-center rounded-full bg-primary px-6 font-bold text-white hover:bg-primary-hover focus-visible:outline-offset-4"
        >
          {t("retry")}
        </a>
      </div>
      <nav aria-label={t("savedNav")} className="w-full">
        <p className="mb-2 text-sm text-muted">{t("orOpen")}</p>
        <ul className="grid grid-cols-2 gap-3">
          {SAVED.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="inline-flex h-12 w-full items-center justify-center rounded-full border-2 border-primary/20 px-4 font-bold text-primary hover:bg-primary-soft">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
