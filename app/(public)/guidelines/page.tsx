import type { Metadata } from "next";
import type { ReactNode } from "react";
import { LegalPage, legalTitle } from "@/components/legal/legal-page";
import { getT, languageAlternates } from "@/app/_doors/locale";

/** hreflang alternates per language (issue 38): the canonical follows the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT("pagesGuidelines");
  return { title: await legalTitle("guidelines"), description: t("description"), alternates: await languageAlternates("/guidelines") };
}

export default async function GuidelinesPage() {
  const t = await getT("pagesGuidelines");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <LegalPage kind="guidelines" intro={<p>{t("intro")}</p>}>
      <h2>{t("kind")}</h2>
      <ul>
        <li>{t("kind1")}</li>
        <li>{t("kind2")}</li>
        <li>{t("kind3")}</li>
      </ul>

      <h2>{t("honest")}</h2>
      <ul>
        <li>{t("honest1")}</li>
        <li>{t("honest2")}</li>
        <li>{t("honest3")}</li>
      </ul>

      <h2>{t("allowed")}</h2>
      <ul>
        <li>{t("allowed1")}</li>
        <li>{t("allowed2")}</li>
        <li>{t("allowed3")}</li>
      </ul>

      <h2>{t("promises")}</h2>
      <ul>
        <li>{t("promises1")}</li>
        <li>{t("promises2")}</li>
        <li>{t("promises3")}</li>
      </ul>

      <h2>{t("safe")}</h2>
      <ul>
        <li>{t("safe1")}</li>
        <li>{t("safe2")}</li>
        <li>{t("safe3")}</li>
      </ul>

      <h2>{t("wrong")}</h2>
      <ul>
        <li>{t.rich("wrong1", { strong })}</li>
        <li>{t.rich("wrong2", { strong })}</li>
        <li>{t("wrong3")}</li>
      </ul>
    </LegalPage>
  );
}
