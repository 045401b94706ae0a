import Link from "@/components/ui/link";
import type { SeedLotView } from "@/lib/seed-lots";
import { POLLINATION_LABEL, savedText, SOURCE_TEXT } from "@/lib/seed-lots/words";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A seed listing's lot on its page (issue 36): the variety, open-pollinated or hybrid, when and how it
 * was saved, and where it came from, with links to the lot's lineage page (and, for its owner, the label).
 */
export function SeedLotBox({ lot }: { lot: SeedLotView }) {
  return (
    <section aria-labelledby="seed-lot-heading" className="rounded-2xl bg-white p-4 ring-1 ring-line">
      <h2 id="seed-lot-heading" className="text-base font-bold text-primary">
        Seed lot {lot.code}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="font-bold text-ink">Variety</dt>
        <dd className="text-ink">
          {lot.variety_name} ({lot.crop_name.toLowerCase()})
        </dd>
        <dt className="font-bold text-ink">Pollination</dt>
        <dd className="text-ink">{POLLINATION_LABEL[lot.pollination]}</dd>
        <dt className="font-bold text-ink">Saved</dt>
        <dd className="text-ink">{savedText(lot.saved)}</dd>
        <dt className="font-bold text-ink">Source</dt>
        <dd className="text-ink">{capital(SOURCE_TEXT[lot.source])}</dd>
        {lot.parent_code && (
          <>
            <dt className="font-bold text-ink">Parent lot</dt>
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
          Its lineage and grow-out reports
        </Link>
        {lot.mine && (
          <Link href={`/seed-lots/${lot.code}/label`} className="inline-flex min-h-11 items-center text-sm font-bold text-primary underline underline-offset-4">
            Print a packet label
          </Link>
        )}
      </div>
    </section>
  );
}
