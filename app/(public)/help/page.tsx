import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { CONTACT, LegalPage, legalTitle } from "@/components/legal/legal-page";
import { getT, languageAlternates } from "@/app/_doors/locale";

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("pagesHelp");
  return { title: await legalTitle("help"), description: t("description"), alternates: await languageAlternates("/help") };
}

/** Each question's catalogue key ("…Q", "…A") and, where its answer links somewhere, where to. */
const QUESTIONS = [
  ["offer", "/listings/new"],
  ["wish", "/post-want"],
  ["ask", null],
  ["reserve", "/my-trades"],
  ["distance", null],
  ["empty", "/invite/poster"],
  ["friends", null],
  ["offline", null],
  ["notify", null],
  ["bother", "/guidelines"],
  ["delete", "/privacy"],
] as const;

export default async function HelpPage() {
  const t = await getT("pagesHelp");
  return (
    <LegalPage kind="help" intro={<p>{t("intro", { email: CONTACT })}</p>}>
      {QUESTIONS.map(([key, href]) => (
        <section key={key}>
          <h2>{t(`${key}Q`)}</h2>
          <p>{href ? t.rich(`${key}A`, { link: (chunks: ReactNode) => <Link href={href}>{chunks}</Link> }) : t(`${key}A`)}</p>
        </section>
      ))}
    </LegalPage>
  );
}
