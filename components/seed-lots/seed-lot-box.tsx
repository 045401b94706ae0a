import Link from "@/components/ui/link";
import { getT, pageLocale } from "@/app/_doors/locale";
import { cropNameIn } from "@/components/seasons/crop-name";
import type { SeedLotView } from "@/lib/seed-lots";
import { POLLINATION_KEY, savedIn, SOURCE_KEY } from "./seed-lot-text";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A seed listing's lot on its page (issue 36): the variety, open-pollinated or hybrid, when and how it
 * was saved, and where it came from, with links to the lot's lineage page (and, for its owner, the label).
 */
export async function SeedLotBox({ lot }: { lot: SeedLotView }) {
  const [t, terms, locale] = await Promise.all([getT("communitySeedLotBox"), getT("communitySeedTerms"), pageLocale()]);
  return (
    <section aria-labelledby="seed-lot-heading" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h2 id="seed-lot-heading" className="text-base font-bold text-primary">
        {t("heading", { code: lot.code })}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="font-bold text-ink">{t("variety")}</dt>
        <dd className="text-ink">
          {t("varietyValue", { variety: lot.variety_name, crop: cropNameIn(lot.crop, lot.crop_name.toLowerCase(), locale) })}
        </dd>
        <dt className="font-bold text-ink">{t("pollination")}</dt>
        <dd className="text-ink">{terms(POLLINATION_KEY[lot.pollination])}</dd>
        <dt className="font-bold text-ink">{t("saved")}</dt>
        <dd className="text-ink">{savedIn(lot.saved, locale)}</dd>
        <dt className="font-bold text-ink">{t("source")}</dt>
        <dd className="text-ink">{capital(terms(SOURCE_KEY[lot.source]))}</dd>
        {lot.parent_code && (
          <>
            <dt className="font-bold text-ink">{t("parent")}</dt>
            <dd>
              <Link href={`/seed-lots/${lot.parent_code}`} className="inline-flex min-h-11 items-center font-bold text-secondary underline">
                {lot.parent_code}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <div className="mt-1 flex flex-wrap gap-x-4">
        <Link href={`/seed-lots/${lot.code}`} className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline underline-offset-4">
          {t("lineage")}
        </Link>
        {lot.mine && (
          <Link href={`/seed-lots/${lot.code}/label`} className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline underline-offset-4">
            {t("print")}
          </Link>
        )}
      </div>
    </section>
  );
}
