"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { filtersToSearch, type MarketFilters } from "@/lib/listings/filters";
import { applyDraft, draftFrom, FilterControls } from "./filter-controls";
import type { FilterWords } from "./within-words";

/** /filter-page: the marketplace filters as a full page (phones); save applies them to /listings. */
export function FilterPageForm({ filters, words }: { filters: MarketFilters; words: FilterWords }) {
  const router = useRouter();
  const [draft, setDraft] = useState(() => draftFrom(filters));
  const [pending, startTransition] = useTransition();
  const initial = JSON.stringify(draftFrom(filters));
  const changed = JSON.stringify(draft) !== initial;
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        startTransition(() => router.push(`/listings${filtersToSearch(applyDraft(filters, draft))}`));
      }}
    >
      <div className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <FilterControls draft={draft} onChange={setDraft} words={words} />
      </div>
      <div className="flex gap-3">
        <Button variant="outline" className="flex-1" onClick={() => setDraft(draftFrom({ ...filters, sort: "newest", types: [], min: undefined, max: undefined }))}>
          {words.resetPage}
        </Button>
        {/* SPEC §2's mockup: save stays disabled until something changes. */}
        <Button type="submit" className="flex-1" disabled={!changed || pending}>
          {pending ? words.saving : words.save}
        </Button>
      </div>
    </form>
  );
}
