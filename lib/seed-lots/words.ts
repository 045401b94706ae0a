// No imports here: db/schema.ts, the API's schemas and the pages all read these words.

/** How the seed was pollinated (issue 36): open-pollinated seed comes true, a hybrid's seldom does. */
export const POLLINATIONS = ["open-pollinated", "hybrid", "unknown"] as const;
export type Pollination = (typeof POLLINATIONS)[number];

/** Where the gardener's seed came from (issue 36). */
export const SEED_SOURCES = ["saved", "bought", "swapped", "library"] as const;
export type SeedSource = (typeof SEED_SOURCES)[number];

/** The label's short words: "OP", "F1 hybrid", "OP/hybrid unknown". */
export const POLLINATION_LABEL: Record<Pollination, string> = { "open-pollinated": "Open-pollinated (OP)", hybrid: "Hybrid (F1)", unknown: "Pollination unknown" };

/** The grow-out prompt's question (issue 36): the bell, the push and the lot page ask it. */
export const GROW_OUT_QUESTION = "How many of 20 came up? True to type?";

/** Where it came from, as a lot's page and a seed listing say it ("saved by the gardener"). */
export const SOURCE_TEXT: Record<SeedSource, string> = { saved: "saved by the gardener", bought: "bought", swapped: "swapped", library: "from a seed library" };

/** "September 2025" from a lot's "2025-09". */
export function savedText(saved: string): string {
  const [y, m] = saved.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** A parent lot code that names no lot the gardener may see (the API's 404 and the listing form's check). */
export const PARENT_NOT_FOUND = "Parent lot not found: check the code on its label";
