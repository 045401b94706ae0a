import Link from "@/components/ui/link";
import { AreaForm, ChangeArea } from "@/components/listings/area-form";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { RADIUS_CHOICES, radiusLabel, type Units } from "@/lib/places/buckets";

/**
 * Near me (issue 13): "within N km/miles" and "nearest first" as a plain GET form (works without
 * JavaScript); hidden fields keep the other filters. Without a place of their own, the gardener
 * is asked for one instead.
 */
export function DistanceBar({
  keep,
  units,
  within,
  nearest,
  area,
  anonymous = false,
}: {
  keep: Record<string, string>;
  units: Units;
  within: number | "any";
  nearest: boolean;
  area: string | null;
  /** A visitor without an account: their area is a cookie they set here (AreaForm), not a profile. */
  anonymous?: boolean;
}) {
  if (!area && anonymous) return <AreaForm />;
  if (!area) {
    return (
      <p className="text-sm text-muted">
        <Link href="/personal-info" className="font-bold text-primary underline underline-offset-2">
          Add your postcode or town
        </Link>{" "}
        to see how far away things are. We only ever show an approximate area.
      </p>
    );
  }
  const select = `${inputClass} h-11 py-2 pr-8 sm:w-auto`;
  const bar = (
    <form action="/listings" method="get" className="flex flex-wrap items-end gap-2" aria-label="Distance">
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="min-w-36 flex-1 sm:flex-none">
        <label htmlFor="near-within" className="mb-1 block text-sm font-bold text-ink">
          Distance from {area}
        </label>
        <select id="near-within" name="within" defaultValue={String(within)} className={select}>
          {RADIUS_CHOICES.map((r) => (
            <option key={r} value={r}>
              {radiusLabel(r, units)}
            </option>
          ))}
          <option value="any">anywhere</option>
        </select>
      </div>
      <div className="min-w-36 flex-1 sm:flex-none">
        <label htmlFor="near-order" className="mb-1 block text-sm font-bold text-ink">
          Order
        </label>
        <select id="near-order" name="order" defaultValue={nearest ? "nearest" : ""} className={select}>
          <option value="">newest first</option>
          <option value="nearest">nearest first</option>
        </select>
      </div>
      <button type="submit" className={buttonClass({ variant: "outline" })}>
        Apply
      </button>
    </form>
  );
  return anonymous ? (
    <div className="flex flex-col gap-2">
      <ChangeArea label={area} />
      {bar}
    </div>
  ) : (
    bar
  );
}
