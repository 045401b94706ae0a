import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { load as loadUseCase } from "@/app/_doors/page";
import { GrowOutForm } from "@/components/seed-lots/grow-out-form";
import { ButtonLink } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { isAppError } from "@/lib/errors";
import { getLineage, type Lineage, type LineageLot } from "@/lib/seed-lots/get-lineage";
import { GROW_OUT_QUESTION, POLLINATION_LABEL, savedText, SOURCE_TEXT } from "@/lib/seed-lots/words";

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

const generationText = (g: number) => (g === 0 ? "This lot" : g < 0 ? (g === -1 ? "Parent" : `${-g} generations up`) : g === 1 ? "Grown from it / given on" : `${g} generations down`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const l = await load((await params).code);
  if (!l) return { title: "Seed lot not found", robots: { index: false } };
  return { title: `${l.lot.variety_name} ${l.lot.crop_name.toLowerCase()} seed lot ${l.lot.code}`, description: `Seed lot ${l.lot.code}: ${l.lot.variety_name}, ${POLLINATION_LABEL[l.lot.pollination]}, saved ${savedText(l.lot.saved)}. Its story on GardenSwap.`, robots: { index: false } };
}

function Generation({ lot, current }: { lot: LineageLot; current: boolean }) {
  const who = lot.owner ? `${lot.owner}${lot.town ? `, ${lot.town}` : ""}` : lot.code ? "Someone not on GardenSwap yet" : "A gardener";
  return (
    <li data-testid="lineage-lot" data-code={lot.code ?? ""} aria-current={current ? "true" : undefined} className={`rounded-2xl p-4 ring-1 ${current ? "bg-secondary-soft ring-secondary/40" : "bg-white ring-line"}`}>
      <p className="text-sm font-bold uppercase tracking-wide text-secondary">{generationText(lot.generation)}</p>
      <p className="text-ink">
        {lot.code && !current ? (
          <Link href={`/seed-lots/${lot.code}`} className="font-bold text-primary underline-offset-4 hover:underline">
            Lot {lot.code}
          </Link>
        ) : (
          <span className="font-bold">{lot.code ? `Lot ${lot.code}` : "A lot"}</span>
        )}{" "}
        · {who}
      </p>
      <p className="text-sm text-muted">
        Saved {savedText(lot.saved)} · {SOURCE_TEXT[lot.source]}
      </p>
    </li>
  );
}

/** A seed lot's public page (issue 36): its label facts and generations up and down, towns only. */
export default async function SeedLotPage({ params }: Props) {
  const l = await load((await params).code);
  if (!l) notFound();
  const { lot } = l;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 py-4">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-bold uppercase tracking-wide text-secondary">Seed lot {lot.code}</p>
        <h1 className="text-3xl text-primary">
          {lot.variety_name} {lot.crop_name.toLowerCase()}
        </h1>
        <p className="text-lg text-ink">
          {POLLINATION_LABEL[lot.pollination]} · saved {savedText(lot.saved)}
        </p>
        <p className="text-ink">
          <Link href={`/crops/${lot.crop}`} className="text-primary underline underline-offset-4">
            More about {lot.crop_name.toLowerCase()}
          </Link>
        </p>
      </header>

      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`/seed-lots/${lot.code}/label`} variant="outline" prefetch={false}>
          Print its packet label
        </ButtonLink>
      </div>

      <section aria-labelledby="lineage-heading" className="flex flex-col gap-3">
        <h2 id="lineage-heading" className="text-xl text-primary">
          Its lineage
        </h2>
        <ol className="flex flex-col gap-2">
          {l.lots.map((g, i) => (
            <Generation key={g.code ?? `hidden-${i}`} lot={g} current={g.generation === 0} />
          ))}
        </ol>
      </section>

      {lot.mine && (
        <section id="report" aria-labelledby="report-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
          <h2 id="report-heading" className="text-base font-bold text-primary">
            How did it come up?
          </h2>
          <p className="text-ink">{GROW_OUT_QUESTION} Your answer counts towards this variety&apos;s germination in your region (never your town).</p>
          <GrowOutForm code={lot.code} />
        </section>
      )}
    </article>
  );
}
