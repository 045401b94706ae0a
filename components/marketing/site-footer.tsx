import { LegalLinks } from "@/components/legal/legal-links";
import { CONTACT } from "@/components/legal/legal-page";
import { getT } from "@/app/_doors/locale";

const SOCIAL = [
  { label: "Instagram", href: "https://instagram.com/gardenswap", d: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01" },
  { label: "Facebook", href: "https://facebook.com/gardenswap", d: "M15 3h-3a4 4 0 0 0-4 4v3H6v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z" },
  { label: "X", href: "https://x.com/gardenswap", d: "M4 4l16 16M20 4L4 20" },
];

/** Brand colours as literals: the dark theme remaps "primary" to a light pink and "white" to a dark surface, which made this footer loud. */
export async function SiteFooter() {
  const t = await getT("pagesFooter");
  return (
    <footer className="bg-[#501C19] text-[#fff]">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-12 md:grid-cols-3">
        <div>
          <p className="text-xl font-black">GardenSwap</p>
          <p className="mt-2 text-[#fff]/80">{t("tagline")}</p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-[#fff]/70">{t("contact")}</h2>
          <p className="mt-2">
            {t.rich("writeTo", {
              email: CONTACT,
              mail: (chunks) => (
                <a className="underline underline-offset-4 hover:text-[#fff]/80" href={`mailto:${CONTACT}`}>
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-[#fff]/70">{t("followUs")}</h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} aria-label={t("onNetwork", { network: s.label })} rel="noopener noreferrer" target="_blank" className="flex h-10 w-10 items-center justify-center rounded-full bg-[#fff]/10 hover:bg-[#fff]/20">
                  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
                    <path d={s.d} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-[#fff]/15 py-2 text-sm">
        <LegalLinks className="text-[#fff] hover:text-[#fff]/80" />
      </div>
      <p className="border-t border-[#fff]/15 py-5 text-center text-sm text-[#fff]/70">{t("rights", { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}
