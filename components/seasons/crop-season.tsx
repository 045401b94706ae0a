import type { CropSeason } from "@/lib/seasons/get-crop-season";
import { monthRange } from "@/lib/seasons/windows";

/**
 * A crop page's season for the viewer's place (issue 35): "In season near you" and "Sow now" when they
 * hold this month, and the months either way. Nothing when no window is known and nothing is listed near.
 */
export function CropSeasonNote({ season, month, area }: { season: CropSeason; month: number; area: string | null }) {
  const sowNow = season.sow.includes(month);
  if (!season.sow.length && !season.harvest.length && !season.in_season_near) return null;
  const listed = season.listings_near === 1 ? "1 listed near you in the last two weeks" : `${season.listings_near} listed near you in the last two weeks`;
  return (
    <section aria-labelledby="season" className="rounded-2xl bg-white p-4 ring-1 ring-line" data-testid="crop-season">
      <h2 id="season" className="mb-2 text-lg text-secondary">
        Season{area ? ` near ${area}` : " near you"}
      </h2>
      {(season.in_season_near || sowNow) && (
        <p className="mb-2 flex flex-wrap gap-2">
          {season.in_season_near && <span className="rounded-full bg-secondary px-3 py-1 text-sm font-bold text-white">In season near you</span>}
          {sowNow && <span className="rounded-full bg-primary px-3 py-1 text-sm font-bold text-white">Sow now</span>}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink">
        {season.sow.length > 0 && (
          <>
            <dt className="font-bold">Sow</dt>
            <dd>{monthRange(season.sow)}</dd>
          </>
        )}
        {season.harvest.length > 0 && (
          <>
            <dt className="font-bold">{season.sow.length ? "Harvest" : "Picked"}</dt>
            <dd>{monthRange(season.harvest)}</dd>
          </>
        )}
        {season.listings_near > 0 && (
          <>
            <dt className="font-bold">Nearby</dt>
            <dd>{listed}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
