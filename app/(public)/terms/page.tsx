import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CONTACT, LegalPage, legalTitle } from "@/components/legal/legal-page";
import { getT, languageAlternates } from "@/app/_doors/locale";

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("pagesTerms");
  return { title: await legalTitle("terms"), description: t("description"), alternates: await languageAlternates("/terms") };
}

export default async function TermsPage() {
  const t = await getT("pagesTerms");
  return (
    <LegalPage kind="terms" updated="2026-11-27" intro={<p>{t("intro")}</p>}>
      <h2>{t("what")}</h2>
      <p>{t("whatText")}</p>

      <h2>{t("account")}</h2>
      <ul>
        <li>{t("account1")}</li>
        <li>{t("account2")}</li>
        <li>{t("account3")}</li>
      </ul>

      <h2>{t("post")}</h2>
      <ul>
        <li>{t("post1")}</li>
        <li>{t("post2")}</li>
        <li>{t.rich("post3", { link: (chunks) => <Link href="/guidelines">{chunks}</Link> })}</li>
      </ul>

      <h2>{t("meeting")}</h2>
      <p>{t("meetingText")}</p>

      <h2>{t("moderation")}</h2>
      <p>{t.rich("moderationText", { email: CONTACT, mail: (chunks) => <a href={`mailto:${CONTACT}`}>{chunks}</a> })}</p>

      <h2>{t("ourPart")}</h2>
      <ul>
        <li>{t("ourPart1")}</li>
        <li>{t.rich("ourPart2", { link: (chunks) => <Link href="/privacy">{chunks}</Link> })}</li>
        <li>{t("ourPart3")}</li>
      </ul>

      <h2>{t("ending")}</h2>
      <p>{t("endingText")}</p>

      <h2>{t("changes")}</h2>
      <p>{t("changesText")}</p>
    </LegalPage>
  );
}
