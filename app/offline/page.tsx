import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Logo } from "@/components/shell/logo";
import { LOCALES, dirOf, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

export const metadata: Metadata = { title: translator("en", "talkOffline")("title"), robots: { index: false } };
export const dynamic = "force-static";

/** The pages the service worker keeps readable offline once seen (sw/sw.ts), with the catalogue key of each name. */
const SAVED = [
  ["/my-listings", "myListings"],
  ["/post-want", "wishList"],
  ["/messages", "messages"],
  ["/listings", "marketplace"],
] as const;

/**
 * The offline page's words in one language. The page is built once and precached (no request, so no
 * language of its own): it holds every language's copy, and the service worker sets `<html lang dir>`
 * and the title to the reader's when it serves the page (sw/sw.ts); globals.css shows that copy only.
 */
function Copy({ locale }: { locale: Locale }) {
  const t = translator(locale, "talkOffline");
  return (
    <div data-offline-copy={locale} lang={locale} dir={dirOf(locale)} data-title={`${t("title")} · GardenSwap`} className="w-full flex-col items-center gap-5">
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
    </div>
  );
}

/** Shown by the service worker for a page this device has never saved while there is no connection. */
export default function OfflinePage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
      <Logo />
      {LOCALES.map((l) => (
        <Copy key={l} locale={l} />
      ))}
    </main>
  );
}
