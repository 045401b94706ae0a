import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CONTACT, LegalPage, legalTitle } from "@/components/legal/legal-page";
import { getT, languageAlternates } from "@/app/_doors/locale";

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("pagesPrivacy");
  return { title: await legalTitle("privacy"), description: t("description"), alternates: await languageAlternates("/privacy") };
}

export default async function PrivacyPage() {
  const t = await getT("pagesPrivacy");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <LegalPage kind="privacy" updated="2026-11-27" intro={<p>{t("intro")}</p>}>
      <h2>{t("keep")}</h2>
      <ul>
        <li>{t.rich("keepAccount", { strong })}</li>
        <li>{t.rich("keepArea", { strong })}</li>
        <li>{t.rich("keepPosts", { strong })}</li>
        <li>{t.rich("keepMessages", { strong })}</li>
        <li>{t.rich("keepSafety", { strong })}</li>
        <li>{t.rich("keepNotifications", { strong })}</li>
      </ul>

      <h2>{t("who")}</h2>
      <ul>
        <li>{t("who1")}</li>
        <li>{t("who2")}</li>
        <li>{t("who3")}</li>
        <li>{t("who4")}</li>
        <li>{t("who5")}</li>
        <li>{t("who6")}</li>
      </ul>

      <h2>{t("why")}</h2>
      <p>{t("whyText")}</p>

      <h2>{t("cookies")}</h2>
      <p>{t("cookiesText")}</p>

      <h2>{t("helpers")}</h2>
      <p>{t("helpersText")}</p>

      <h2>{t("howLong")}</h2>
      <p>{t("howLongText")}</p>

      <h2>{t("choices")}</h2>
      <ul>
        <li>{t("choice1")}</li>
        <li>{t("choice2")}</li>
        <li>{t("choice3")}</li>
        <li>{t.rich("choice4", { email: CONTACT, mail: (chunks) => <a href={`mailto:${CONTACT}`}>{chunks}</a> })}</li>
      </ul>
    </LegalPage>
  );
}
