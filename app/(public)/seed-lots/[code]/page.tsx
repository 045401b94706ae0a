import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { load as loadUseCase } from "@/app/_doors/page";
import { GrowOutForm } from "@/components/seed-lots/grow-out-form";
import { ButtonLink } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { isAppError } from "@/lib/errors";
import { getLineage, type Lineage, type LineageLot } from "@/lib/seed-lots/get-lineage";
import { getT, getWords, pageLocale } from "@/app/_doors/locale";
import { cropNameIn } from "@/components/seasons/crop-name";
import { POLLINATION_KEY, savedIn, SOURCE_KEY } from "@/components/seed-lots/seed-lot-text";
import type { Locale } from "@/lib/i18n/locales";

type Props = { params: Promise<{ code: string }> };

/** The lot's lineage as this viewer may see it, or null (unknown and hidden look the same). */
const load = cache(async (code: string): Promise<Lineage | null> => {
  try {
    return await loadUseCase(getLineage, { code });
  } catch (e) {
    if (isAppError(e) && e.kind === "not_found") return null;
    throw e;
  }
});

type T = Awaited<ReturnType<typeof getT<"communitySeedLot">>>;
type Terms = Awaited<ReturnType<typeof getT<"communitySeedTerms">>>;

const generationText = (g: number, t: T) => (g === 0 ? t("thisLot") : g < 0 ? (g === -1 ? t("parent") : t("up", { n: -g })) : g === 1 ? t("grown") : t("down", { n: g }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const l = await load((await params).code);
  const [t, terms, locale] = await Promise.all([getT("communitySeedLot"), getT("communitySeedTerms"), pageLocale()]);
  if (!l) return { title: t("notFound"), robots: { index: false } };
  const { lot } = l;
  return {
    title: t("metaTitle", { variety: lot.variety_name, crop: cropNameIn(lot.crop, lot.crop_name.toLowerCase(), locale), code: lot.code }),
    description: t("metaDescription", { code: lot.code, variety: lot.variety_name, pollination: terms(POLLINATION_KEY[lot.pollination]), saved: savedIn(lot.saved, locale) }),
    robots: { index: false },
  };
}

function Generation({ lot, current, t, terms, locale }: { lot: LineageLot; current: boolean; t: T; terms: Terms; locale: Locale }) {
  const who = lot.owner ? `${lot.owner}${lot.town ? `, ${lot.town}` : ""}` : lot.code ? t("someoneNotYet") : t("aGardener");
  return (
    <li data-testid="lineage-lot" data-code={lot.code ?? ""} aria-current={current ? "true" : undefined} className={`rounded-2xl p-4 ring-1 ${current ? "bg-secondary-soft ring-secondary/40" : "bg-white ring-line"}`}>
      <p className="text-sm font-bold uppercase tracking-wide text-secondary">{generationText(lot.generation, t)}</p>
      <p className="text-ink">
        {lot.code && !current ? (
          <Link href={`/seed-lots/${lot.code}`} className="font-bold text-primary underline-offset-4 hover:underline">
            {t("lot", { code: lot.code })}
          </Link>
        ) : (
          <span className="font-bold">{lot.code ? t("lot", { code: lot.code }) : t("aLot")}</span>
        )}{" "}
        · {who}
      </p>
      <p className="text-sm text-muted">
        {t("savedLine", { saved: savedIn(lot.saved, locale), source: terms(SOURCE_KEY[lot.source]) })}
      </p>
    </li>
  );
}

/** A seed lot's public page (issue 36): its label facts and generations up and down, towns only. */
export default async function SeedLotPage({ params }: Props) {
  const l = await load((await params).code);
  if (!l) notFound();
  const { lot } = l;
  const [t, terms, locale] = await Promise.all([getT("communitySeedLot"), getT("communitySeedTerms"), pageLocale()]);
  const crop = cropNameIn(lot.crop, lot.crop_name.toLowerCase(), locale);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 py-4">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-bold uppercase tracking-wide text-secondary">{t("kicker", { code: lot.code })}</p>
        <h1 className="text-3xl text-primary">
          {t("heading", { variety: lot.variety_name, crop })}
        </h1>
        <p className="text-lg text-ink">
          {t("pollinationSaved", { pollination: terms(POLLINATION_KEY[lot.pollination]), saved: savedIn(lot.saved, locale) })}
        </p>
        <p className="text-ink">
          <Link href={`/crops/${lot.crop}`} className="text-primary underline underline-offset-4">
            {t("moreAbout", { crop })}
          </Link>
        </p>
      </header>

      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`/seed-lots/${lot.code}/label`} variant="outline" prefetch={false}>
          {t("print")}
        </ButtonLink>
      </div>

      <section aria-labelledby="lineage-heading" className="flex flex-col gap-3">
        <h2 id="lineage-heading" className="text-xl text-primary">
          {t("lineage")}
        </h2>
        <ol className="flex flex-col gap-2">
          {l.lots.map((g, i) => (
            <Generation key={g.code ?? `hidden-${i}`} lot={g} current={g.generation === 0} t={t} terms={terms} locale={locale} />
          ))}
        </ol>
      </section>

      {lot.mine && (
        <section id="report" aria-labelledby="report-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
          <h2 id="report-heading" className="text-base font-bold text-primary">
            {t("howCameUp")}
          </h2>
          <p className="text-ink">
            {t("question")} {t("counts")}
          </p>
          <GrowOutForm code={lot.code} words={await getWords("communityGrowOut")} />
        </section>
      )}
    </article>
  );
}
