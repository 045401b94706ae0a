"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { FilterIcon } from "@/components/ui/icons/filter";
import { Modal } from "@/components/ui/modal";
import { activeFilterCount, filtersToSearch, type MarketFilters } from "@/lib/listings/filters";
import { fill } from "@/lib/i18n/fill";
import { applyDraft, draftFrom, FilterControls, type DistanceChoice } from "./filter-controls";
import type { FilterWords } from "./within-words";

/**
 * The marketplace's filter sheet: order, distance (when known), kinds and price, applied on the
 * server through the URL (a shareable link). The page says in one line what is applied
 * ("Produce · within 25 miles · newest first").
 */
export function FilterButton({ filters, distance, words }: { filters: MarketFilters; distance?: DistanceChoice; words: FilterWords }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftFrom(filters, distance));
  const [pending, startTransition] = useTransition();
  const count = activeFilterCount(filters);
  function apply() {
    setOpen(false);
    startTransition(() => router.push(`/listings${filtersToSearch(applyDraft(filters, draft))}`));
  }
  const show = () => {
    setDraft(draftFrom(filters, distance));
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={show}
        className="relative inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-white px-4 text-sm font-bold text-primary ring-1 ring-line hover:bg-primary-soft"
        aria-label={count ? fill(words.filtersActive, { n: count }) : words.filters}
      >
        <FilterIcon width={18} height={18} />
        <span>{words.filters}</span>
        {count > 0 && <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs text-white">{count}</span>}
        {pending && <span className="sr-only">{words.applying}</span>}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={words.filters} close={words.close}>
        <FilterControls draft={draft} onChange={setDraft} distance={distance} words={words} />
        <div className="mt-6 flex gap-3">
          <Button variant="outline" className="flex-1" onClick={() => setDraft(draftFrom({ ...filters, sort: "newest", nearest: undefined, types: [], min: undefined, max: undefined }, distance))}>
            {words.reset}
          </Button>
          <Button className="flex-1" onClick={apply}>
            {words.apply}
          </Button>
        </div>
      </Modal>
    </>
  );
}
