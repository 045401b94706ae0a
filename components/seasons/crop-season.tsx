import { getT, pageLocale } from "@/app/_doors/locale";
import type { Locale } from "@/lib/i18n/locales";
import type { CropSeason } from "@/lib/seasons/get-crop-season";
import { monthRange } from "@/lib/seasons/windows";

/** "March–May" (English as lib/seasons/windows.ts has it), "marzo–mayo", … ; `allYear` for twelve months. */
function monthsIn(months: readonly number[], locale: Locale, allYear: string): string {
  if (locale === "en") return monthRange(months);
  if (!months.length) return "";
  if (months.length >= 12) return allYear;
  const name = (m: number) => new Date(Date.UTC(2024, m - 1, 1)).toLocaleDateString(locale, { month: "long", timeZone: "UTC" });
  return months.length === 1 ? name(months[0]!) : `${name(months[0]!)}–${name(months[months.length - 1]!)}`;
}

/**
 * A crop page's season for the viewer's place (issue 35): "In season near you" and "Sow now" when they
 * hold this month, and the months either way. Nothing when no window is known and nothing is listed near.
 */
export async function CropSeasonNote({ season, month, area }: { season: CropSeason; month: number; area: string | null }) {
  const sowNow = season.sow.includes(month);
  if (!season.sow.length && !season.harvest.length && !season.in_season_near) return null;
  const [t, locale] = await Promise.all([getT("communitySeason"), pageLocale()]);
  const months = (m: readonly number[]) => monthsIn(m, locale, t("allYear"));
  return (
    <section aria-labelledby="season" className="rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="crop-season">
      <h2 id="season" className="mb-2 text-lg text-secondary">
        {area ? t("headingNear", { area }) : t("headingYou")}
      </h2>
      {(season.in_season_near || sowNow) && (
        <p className="mb-2 flex flex-wrap gap-2">
          {season.in_season_near && <span className="rounded-full bg-secondary px-3 py-1 text-sm font-bold text-white">{t("inSeason")}</span>}
          {sowNow && <span className="rounded-full bg-primary px-3 py-1 text-sm font-bold text-white">{t("sowNow")}</span>}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink">
        {season.sow.length > 0 && (
          <>
            <dt className="font-bold">{t("sow")}</dt>
            <dd>{months(season.sow)}</dd>
          </>
        )}
        {season.harvest.length > 0 && (
          <>
            <dt className="font-bold">{season.sow.length ? t("harvest") : t("picked")}</dt>
            <dd>{months(season.harvest)}</dd>
          </>
        )}
        {season.listings_near > 0 && (
          <>
            <dt className="font-bold">{t("nearby")}</dt>
            <dd>{t("listed", { n: season.listings_near })}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
