import Link from "@/components/ui/link";
import { getT, pageLocale } from "@/app/_doors/locale";
import { getPageViewer } from "@/app/_doors/session";
import { LANGUAGE_NAMES, LOCALES } from "@/lib/i18n/locales";

/** The pages a gardener may want before trusting us with a home area: linked from every footer and from sign-up. */
export const LEGAL_PAGES = [
  { href: "/help", label: "Help", key: "help" },
  { href: "/guidelines", label: "Community guidelines", key: "guidelines" },
  { href: "/privacy", label: "Privacy", key: "privacy" },
  { href: "/terms", label: "Terms", key: "terms" },
] as const;

const link = "inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline";

/** The footer's row of links, and the languages; `className` colours them for the frame they sit in. */
export async function LegalLinks({ className = "text-muted hover:text-primary" }: { className?: string }) {
  const t = await getT("footer");
  return (
    <>
      <nav aria-label={t("about")}>
        <ul className="flex flex-wrap items-center justify-center gap-x-2">
          {LEGAL_PAGES.map((p) => (
            <li key={p.href}>
              <Link href={p.href} className={`${link} ${className}`}>
                {t(p.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageChooser className={className} label={t("language")} />
    </>
  );
}

/**
 * Each language in its own words (issue 38). A visitor's choice is kept in their browser by
 * GET /language; a signed-in gardener's is an account setting, so their links open Settings → Language.
 */
async function LanguageChooser({ className, label }: { className: string; label: string }) {
  const [locale, viewer] = await Promise.all([pageLocale(), getPageViewer()]);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-x-2">
        {LOCALES.map((l) => (
          <li key={l}>
            {l === locale ? (
              <span aria-current="true" lang={l} className={`${link} ${className} font-bold underline decoration-2`}>
                {LANGUAGE_NAMES[l]}
              </span>
            ) : (
              // A plain link, not a client navigation: the whole page comes back in the new language.
              <a href={viewer ? "/settings#language" : `/language?set=${l}`} lang={l} hrefLang={l} rel="nofollow" className={`${link} ${className}`}>
                {LANGUAGE_NAMES[l]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
