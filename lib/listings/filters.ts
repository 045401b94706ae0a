/**
 * The marketplace's filters as they live in the URL, so a filtered marketplace is a shareable link:
 * /listings?tab=public&category=seeds&sort=lowest&show=sell,giveaway&min=1&max=20&q=tomato
 * Pure functions: used by the server page, the filter modal and /filter-page alike.
 * Without a tab in the URL the page picks one (Public for a gardener with no friends yet, and for
 * anonymous visitors), so links always carry the tab. category=all (0) searches every category.
 * Browsing starts on produce (the SPEC's default), but a search without a category spans them all
 * (issue 31 item 5); a search in produce says so (category=produce).
 * One order: `order=nearest` (distance) replaces the sort, so the two can never silently disagree.
 */
import { RADIUS_CHOICES, TRAVEL_CHOICES, type WithinChoice } from "@/lib/places/buckets";
import { cellId, parseCellId, type Cell } from "@/lib/places/grid";
import { CATEGORIES, SORTS, TYPES, type Sort } from "@/lib/validation/listing-terms";

export type MarketTab = "friends" | "public";
export type MarketFilters = {
  tab: MarketTab;
  category: number;
  sort: Sort;
  types: number[];
  min?: number;
  max?: number;
  q: string;
  /** Near me: a radius in the gardener's unit (2/5/10/25/50), a walk or cycle ("walk-15"), "any", or unset (the page's default). */
  within?: WithinChoice | "any";
  /** A cell of the private map (issue 38): its listings only. */
  cell?: Cell;
  /** Near me: nearest first (overrides sort). */
  nearest?: boolean;
};

/** The "All" choice beside the three categories. */
export const ALL_CATEGORIES = 0;

export const PRICE_DEFAULT_MIN = 0;
export const PRICE_DEFAULT_MAX = 100;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;
const read = (p: Params, k: string): string | undefined => {
  if (p instanceof URLSearchParams) return p.get(k) ?? undefined;
  const v = p[k];
  return Array.isArray(v) ? v[0] : v;
};
/** A search longer than this is searched by its start; the page says so (searchWasCut). */
export const SEARCH_MAX = 100;
export const searchWasCut = (p: Params) => (read(p, "q") ?? "").trim().length > SEARCH_MAX;
const digits = (v: string | undefined) => (v && /^\d{1,7}$/.test(v) ? Number(v) : undefined);

export function parseFilters(p: Params, defaultTab: MarketTab = "friends"): MarketFilters {
  const t = read(p, "tab");
  const tab = t === "public" || t === "friends" ? t : defaultTab;
  const cat = read(p, "category");
  const q = (read(p, "q") ?? "").trim().slice(0, SEARCH_MAX);
  const named = cat === "all" ? ALL_CATEGORIES : CATEGORIES.find((c) => c.name === cat || String(c.id) === cat)?.id;
  const category = named ?? (q ? ALL_CATEGORIES : 1);
  const nearest = read(p, "order") === "nearest" || undefined;
  const s = read(p, "sort");
  const sort = !nearest && SORTS.includes(s as Sort) ? (s as Sort) : "newest";
  const show = (read(p, "show") ?? "")
    .split(",")
    .map((name) => TYPES.find((t) => t.name === name.trim())?.id)
    .filter((x): x is 1 | 2 | 3 => x !== undefined);
  const types = [...new Set(show)].sort();
  const w = read(p, "within");
  const within = w === "any" ? "any" : (RADIUS_CHOICES.find((r) => String(r) === w) ?? TRAVEL_CHOICES.find((t) => t === w));
  const cell = parseCellId(read(p, "cell") ?? "") ?? undefined;
  return { tab, category, sort, types: types.length === 3 ? [] : types, min: digits(read(p, "min")), max: digits(read(p, "max")), q, within, nearest, cell };
}

/** Default values are left out, except the tab (its default depends on the gardener). */
export function filtersToSearch(f: Partial<MarketFilters>): string {
  const out = new URLSearchParams();
  if (f.tab) out.set("tab", f.tab);
  if (f.category === ALL_CATEGORIES) out.set("category", "all");
  // Produce is the default only for browsing: a search names it, or it would span every category.
  else if (f.category && (f.category !== 1 || f.q)) out.set("category", CATEGORIES.find((c) => c.id === f.category)!.name);
  if (f.sort && f.sort !== "newest" && !f.nearest) out.set("sort", f.sort);
  if (f.types?.length && f.types.length < 3) out.set("show", f.types.map((t) => TYPES.find((x) => x.id === t)!.name).join(","));
  if (f.min !== undefined) out.set("min", String(f.min));
  if (f.max !== undefined) out.set("max", String(f.max));
  if (f.q) out.set("q", f.q);
  if (f.within !== undefined) out.set("within", String(f.within));
  if (f.nearest) out.set("order", "nearest");
  if (f.cell) out.set("cell", cellId(f.cell));
  const s = out.toString();
  return s ? `?${s}` : "";
}

/** The same filters as GET /api/listings/ parameters (used by "load more"). */
export function filtersToApi(f: MarketFilters): URLSearchParams {
  const out = new URLSearchParams();
  out.set(f.tab === "public" ? "public" : "friends", "true");
  if (f.category !== ALL_CATEGORIES) out.set("category_id", String(f.category));
  out.set("sort", f.sort);
  if (f.types.length) out.set("type_id", f.types.join(","));
  if (f.min !== undefined) out.set("min_price", String(f.min));
  if (f.max !== undefined) out.set("max_price", String(f.max));
  if (f.q) out.set("q", f.q);
  if (f.cell) out.set("cell", cellId(f.cell));
  return out;
}

export const activeFilterCount = (f: MarketFilters) => (f.sort !== "newest" ? 1 : 0) + (f.types.length ? 1 : 0) + (f.min !== undefined || f.max !== undefined ? 1 : 0);
