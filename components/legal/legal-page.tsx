import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { getT, pageLocale } from "@/app/_doors/locale";
import { LEGAL_PAGES } from "./legal-links";

export const CONTACT = "hello@gardenswap.app";

export type LegalPageKey = (typeof LEGAL_PAGES)[number]["key"];

/** The title of a help or policy page: its footer link's words (lib/i18n/messages, "footer"). */
export async function legalTitle(kind: LegalPageKey): Promise<string> {
  return (await getT("footer"))(kind);
}

/** A policy's date ("27 November 2026" in English), in the page's language. */
export async function legalDate(isoDay: string): Promise<string> {
  const locale = await pageLocale();
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(locale === "en" ? "en-GB" : locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** One readable column for the help and policy pages, with the other pages one tap away. */
export async function LegalPage({ kind, intro, updated, children }: { kind: LegalPageKey; intro: ReactNode; updated?: string; children: ReactNode }) {
  const [footer, t, date] = await Promise.all([getT("footer"), getT("pagesLegal"), updated ? legalDate(updated) : null]);
  return (
    <article className="mx-auto max-w-2xl py-6 text-ink [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:text-primary [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:font-bold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2">
      <h1 className="text-3xl text-primary">{footer(kind)}</h1>
      <div className="text-lg text-muted">{intro}</div>
      {date && <p className="text-sm text-muted">{t("updated", { date })}</p>}
      {children}
      <nav aria-label={t("moreNav")} className="mt-10 border-t border-line pt-4 text-sm">
        <p>
          {t("more")}{" "}
          {LEGAL_PAGES.filter((p) => p.key !== kind).map((p, i) => (
            <span key={p.href}>
              {i > 0 && " · "}
              <Link href={p.href}>{footer(p.key)}</Link>
            </span>
          ))}
          {" · "}
          <a href={`mailto:${CONTACT}`}>{CONTACT}</a>
        </p>
      </nav>
    </article>
  );
}
